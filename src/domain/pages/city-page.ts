// City landing pages (spec 2.2 and 2.5): a place's slug, and the page's data as
// `GET /api/v1/places/:slug/landing` answers it — the partner's real rate card, popular routes priced by the
// fare engine, and how many rides the partner has completed from there. Amounts are integer minor units.
import { z } from 'zod';
import { ratingSummarySchema } from '../rides/rating-summary';
import { RIDE_SERVICES, VEHICLE_TYPES } from '../constants';
import type { Location } from '../booking/booking';
import { placeSchema, type Place } from '../places/place';
import { placeSlug } from '../places/normalize';
import { vehicleRatesSchema } from '../partners/rate-card';

export const placeSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .transform(placeSlug)
  .pipe(z.string().min(1, 'Name a place'));

/** A gazetteer place as a booking's pickup or drop (airports keep their code, so the service is inferred). */
export function placeLocation(place: Place): Location {
  const iata = place.iata && /^[A-Z]{3}$/.test(place.iata) ? { iata: place.iata } : {};
  return { lat: place.lat, lng: place.lng, name: place.name, ...iata };
}

export const cityPlaceSchema = placeSchema.extend({ slug: z.string().min(1) });
export type CityPlace = z.infer<typeof cityPlaceSchema>;

const minor = z.number().int().min(0);

export const cityFareSchema = z.object({
  vehicleType: z.enum(VEHICLE_TYPES),
  /** Models of this type in the partner's fleet. */
  models: z.array(z.string()),
  rates: vehicleRatesSchema,
});
export type CityFare = z.infer<typeof cityFareSchema>;

export const popularRouteSchema = z.object({
  to: cityPlaceSchema,
  service: z.enum(RIDE_SERVICES),
  distanceKm: z.number().nonnegative(),
  durationMinutes: z.number().int().nonnegative(),
  /** routing: by road from ROUTING_URL; estimate: from the straight line, when no routing server answered. */
  routeSource: z.enum(['estimate', 'routing']),
  /** One-way total per vehicle type, cheapest first, priced for a daytime pickup. */
  fares: z.array(z.object({ vehicleType: z.enum(VEHICLE_TYPES), total: minor })).min(1),
});
export type PopularRoute = z.infer<typeof popularRouteSchema>;

export const cityLandingSchema = z.object({
  place: cityPlaceSchema,
  /** Whether the place is on the partner's list of served places. */
  served: z.boolean(),
  currency: z.string().length(3),
  fares: z.array(cityFareSchema),
  routes: z.array(popularRouteSchema),
  /** Rides the partner completed with a pickup in or near the place. */
  completedRides: z.number().int().nonnegative(),
  /** Riders' ratings of the partner's drivers: the real average and a few recent comments; null before any. */
  rating: ratingSummarySchema.nullable().default(null),
});
export type CityLanding = z.infer<typeof cityLandingSchema>;

export const servedPlacesSchema = z.object({ data: z.array(cityPlaceSchema) });
export type ServedPlaces = z.infer<typeof servedPlacesSchema>;
