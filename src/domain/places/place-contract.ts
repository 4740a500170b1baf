// The places gazetteer's contracts: the search query and answer of `GET /api/v1/places`, the reverse lookup, and
// the compact per-country file the build reducer writes to public/places/. A place itself is in place.ts.
import { z } from 'zod';
import { COUNTRIES } from '../constants';
import { placeSchema } from './place';
import { PLACE_SEARCH_LIMIT } from './place-search-limits';

const coordinate = (max: number) => z.coerce.number().min(-max).max(max).optional();

export const placeSearchQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  country: z.enum(COUNTRIES).default('in'),
  limit: z.coerce.number().int().min(1).max(PLACE_SEARCH_LIMIT.max).default(PLACE_SEARCH_LIMIT.default),
  /** The rider's position or city: nearer places rank first and typos stay near it. */
  lat: coordinate(90),
  lng: coordinate(180),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

/** `GET /api/v1/places`: `incomplete` when the street-address geocoder did not answer in time. */
export const placeSearchResponseSchema = z.object({
  data: z.array(placeSchema),
  incomplete: z.boolean(),
});
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>;

export const reverseQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  /** The partner's country when left out. */
  country: z.enum(COUNTRIES).optional(),
});
export type ReverseQuery = z.infer<typeof reverseQuerySchema>;

/** `incomplete` when the geocoder did not answer and the point is named after the nearest locality or town. */
export const reverseResponseSchema = z.object({
  data: placeSchema,
  distanceKm: z.number(),
  incomplete: z.boolean(),
});

/**
 * One compact row: [key, name, lat, lng, population, region index or -1, aliases].
 * The key is the GeoNames id of a city or the IATA code of an airport.
 */
const compactRow = <K extends z.ZodType>(key: K) =>
  z.tuple([
    key,
    z.string().min(1),
    z.number().min(-90).max(90),
    z.number().min(-180).max(180),
    z.number().int().nonnegative(),
    z.number().int().min(-1),
    z.array(z.string().min(1)),
  ]);

export const cityRowSchema = compactRow(z.number().int().positive());
export const airportRowSchema = compactRow(z.string().regex(/^[A-Z0-9]{3}$/));
export type CityRow = z.infer<typeof cityRowSchema>;
export type AirportRow = z.infer<typeof airportRowSchema>;

/**
 * One locality or landmark: [name, lat, lng, index of its city in `cities`, 0 locality | 1 landmark, aliases].
 * Its region is its city's, its id its name and city's (one of each per city), its rank weight its city's size.
 */
export const localRowSchema = z.tuple([
  z.string().min(1),
  z.number().min(-90).max(90),
  z.number().min(-180).max(180),
  z.number().int().nonnegative(),
  z.union([z.literal(0), z.literal(1)]),
  z.array(z.string().min(1)),
]);
export type LocalRow = z.infer<typeof localRowSchema>;

/** public/places/{country}.json */
export const placesFileSchema = z.object({
  regions: z.array(z.string()),
  cities: z.array(cityRowSchema),
  airports: z.array(airportRowSchema),
  localities: z.array(localRowSchema).default([]),
});
export type PlacesFile = z.infer<typeof placesFileSchema>;

/** public/places/version.json: one content hash per country file, so caches can be keyed by it. */
export const placesVersionSchema = z.object({
  version: z.string().regex(/^[0-9a-f]{12}$/),
  files: z.record(z.enum(COUNTRIES), z.object({ hash: z.string(), bytes: z.number().int().positive() })),
});
export type PlacesVersion = z.infer<typeof placesVersionSchema>;
