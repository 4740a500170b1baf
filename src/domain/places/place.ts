// A place as the API and the PWA see it. Apart from the gazetteer's other contracts (place-contract.ts), so a
// page that only shows places (a city page) builds this schema alone: every zod schema a page's modules build
// is main-thread work before the page answers a tap.
import { z } from 'zod';
import { COUNTRIES, COUNTRY_REGIONS } from '../constants';

/** A locality is a neighbourhood inside a city; a landmark a station, hospital, mall, temple or college; an address
 * comes from the street geocoder (GEOCODER_URL) only. */
export const PLACE_KINDS = ['city', 'airport', 'locality', 'landmark', 'address'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** Our country codes are ISO 3166-1 alpha-2 in lower case, except the United Kingdom ('uk', ISO 'GB'). */
export const ISO_COUNTRY = COUNTRY_REGIONS;

export const placeSchema = z.object({
  /** `city:<GeoNames id>`, `airport:<IATA>` or `locality:`/`landmark:<key>`: stable across data refreshes. */
  id: z.string().min(1),
  name: z.string().min(1),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  country: z.enum(COUNTRIES),
  kind: z.enum(PLACE_KINDS),
  iata: z
    .string()
    .regex(/^[A-Z0-9]{3}$/)
    .optional(),
  /** Inhabitants; for an airport, those of the city it serves (half when it only lies near it): for ranking. */
  population: z.number().int().nonnegative(),
  /** State, province or emirate. */
  region: z.string().optional(),
  /** The city a locality or landmark lies in ("Velachery" → "Chennai"), so two places of one name differ. */
  city: z.string().optional(),
});
export type Place = z.infer<typeof placeSchema>;

/** "Velachery, Chennai" for a locality or landmark, "Chennai" for a city, the airport's own name. */
export function placeLabel(place: Pick<Place, 'name' | 'city'>): string {
  return place.city ? `${place.name}, ${place.city}` : place.name;
}
