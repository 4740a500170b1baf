// The Photon geocoder's answers (GeoJSON FeatureCollection, as served at /api and /reverse by the OpenStreetMap
// geocoder operators self-host), parsed on the way in and turned into our places: street addresses and named
// points, each with its city so it reads like the gazetteer's ("12 Anna Salai, Chennai").
import { z } from 'zod';
import type { Country } from '../constants';
import { ISO_COUNTRY, type Place } from './place';

const photonFeatureSchema = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]) }),
  properties: z.object({
    osm_id: z.number().int().optional(),
    osm_type: z.string().max(1).optional(),
    name: z.string().optional(),
    housenumber: z.string().optional(),
    street: z.string().optional(),
    district: z.string().optional(),
    locality: z.string().optional(),
    city: z.string().optional(),
    county: z.string().optional(),
    state: z.string().optional(),
    countrycode: z.string().optional(),
  }),
});

export const photonAnswerSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(z.unknown()).transform((features) =>
    // One odd feature (a country, a missing point) never spoils the rest of the answer.
    features.flatMap((feature) => {
      const parsed = photonFeatureSchema.safeParse(feature);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
});
export type PhotonFeature = z.infer<typeof photonFeatureSchema>;

/** Our place for one feature, or undefined when it lies in another country or names nothing. */
export function photonPlace(feature: PhotonFeature, country: Country): Place | undefined {
  const p = feature.properties;
  if (p.countrycode && p.countrycode.toUpperCase() !== ISO_COUNTRY[country]) return undefined;
  const street = p.street ? [p.housenumber, p.street].filter(Boolean).join(' ') : undefined;
  const name = p.name ?? street;
  if (!name) return undefined;
  const [lng, lat] = feature.geometry.coordinates;
  const city = p.city ?? p.locality ?? p.district ?? p.county;
  const place: Place = {
    id: `address:${p.osm_type ?? 'x'}${p.osm_id ?? `${lat},${lng}`}`,
    name,
    lat,
    lng,
    country,
    kind: 'address',
    population: 0,
  };
  if (p.state) place.region = p.state;
  if (city && city !== name) place.city = city;
  return place;
}
