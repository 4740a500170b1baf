// Nominatim's answers (`format=jsonv2` with `addressdetails=1`, as served at /search and /reverse by the other
// OpenStreetMap geocoder operators self-host), parsed on the way in and turned into our places like Photon's:
// street addresses and named points, each with its city.
import { z } from 'zod';
import type { Country } from '../constants';
import { ISO_COUNTRY, type Place } from './place';

const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max);

const nominatimResultSchema = z.object({
  osm_type: z.string().optional(),
  osm_id: z.number().int().optional(),
  /** Nominatim sends coordinates as strings. */
  lat: coordinate(-90, 90),
  lon: coordinate(-180, 180),
  name: z.string().optional(),
  address: z
    .object({
      house_number: z.string().optional(),
      road: z.string().optional(),
      neighbourhood: z.string().optional(),
      suburb: z.string().optional(),
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      county: z.string().optional(),
      state: z.string().optional(),
      country_code: z.string().optional(),
    })
    .default({}),
});
export type NominatimResult = z.infer<typeof nominatimResultSchema>;

/** Search answers a list, reverse one result (or `{ error }` where nothing is there): both become a list, and one
 * odd result never spoils the rest. */
export const nominatimAnswerSchema = z.unknown().transform((answer) =>
  (Array.isArray(answer) ? answer : [answer]).flatMap((result) => {
    const parsed = nominatimResultSchema.safeParse(result);
    return parsed.success ? [parsed.data] : [];
  }),
);

/** Our place for one result, or undefined when it lies in another country or names nothing. */
export function nominatimPlace(result: NominatimResult, country: Country): Place | undefined {
  const a = result.address;
  if (a.country_code && a.country_code.toUpperCase() !== ISO_COUNTRY[country]) return undefined;
  const street = a.road ? [a.house_number, a.road].filter(Boolean).join(' ') : undefined;
  const name = result.name || street;
  if (!name) return undefined;
  const city = a.city ?? a.town ?? a.village ?? a.suburb ?? a.county;
  const place: Place = {
    id: `address:${(result.osm_type ?? 'x').charAt(0).toUpperCase()}${result.osm_id ?? `${result.lat},${result.lon}`}`,
    name,
    lat: result.lat,
    lng: result.lon,
    country,
    kind: 'address',
    population: 0,
  };
  if (a.state) place.region = a.state;
  if (city && city !== name) place.city = city;
  return place;
}
