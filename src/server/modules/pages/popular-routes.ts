// Popular routes from a city, for its landing page: the city's airport and the largest towns within a day's
// drive, each routed the way quotes are (ROUTING_URL or the estimate) and priced with the partner's rate cards by
// the fare engine, so the "from" fare on the page is what a quote for that trip would say.
import { inferService } from '../../../domain/booking/booking';
import { placeLocation, type PopularRoute } from '../../../domain/pages/city-page';
import { placeSlug } from '../../../domain/places/normalize';
import { computeFare, isNightPickup } from '../../../domain/booking/fare';
import { haversineKm } from '../../../domain/geo';
import type { Place } from '../../../domain/places/place';
import type { PlaceIndex } from '../../../domain/places/place-index';
import type { RateCard } from '../../../domain/partners/rate-card';
import { drivingRoute, type Route } from '../booking';

export const POPULAR_ROUTE_COUNT = 6;
/** An airport this close (straight line) serves the city. */
const AIRPORT_WITHIN_KM = 60;
/** Towns between these straight-line distances make day trips and outstation rides. */
const TOWN_KM = { min: 30, max: 600 } as const;
const TOWN_MIN_POPULATION = 100_000;
const HOUR_MS = 60 * 60 * 1000;

/** The city's airport, then the towns that best weigh size against distance. */
export function popularDestinations(index: PlaceIndex, from: Place, count = POPULAR_ROUTE_COUNT): Place[] {
  const airport = index.nearest(from.lat, from.lng, 'airport');
  const picks: Place[] = [];
  if (from.kind === 'city' && airport && airport.distanceKm <= AIRPORT_WITHIN_KM) picks.push(airport.place);
  const towns = index.places
    .filter((place) => place.kind === 'city' && place.population >= TOWN_MIN_POPULATION)
    .map((place) => ({ place, km: haversineKm(from, place) }))
    .filter(({ place, km }) => km >= TOWN_KM.min && km <= TOWN_KM.max && place.name !== from.name)
    .sort((a, b) => b.place.population / b.km ** 1.5 - a.place.population / a.km ** 1.5);
  for (const { place } of towns) {
    if (picks.length >= count) break;
    picks.push(place);
  }
  return picks;
}

/** The first coming hour no card prices as night, so a "from" fare carries no night surcharge. */
export function daytimePickup(cards: readonly RateCard[], timezone: string, now: Date): Date {
  for (let hours = 1; hours <= 24; hours++) {
    const at = new Date(now.getTime() + hours * HOUR_MS);
    if (cards.every((card) => !isNightPickup(card.rates, at, timezone))) return at;
  }
  return now;
}

const ROUTE_CACHE_MAX = 2000;
const routeCache = new Map<string, Promise<Route>>();

/** Routes between gazetteer places never change within a process: a page view must not re-ask the router. */
function cachedRoute(from: Place, to: Place, routingUrl: string | undefined): Promise<Route> {
  const key = `${routingUrl ?? ''}|${from.id}|${to.id}`;
  let route = routeCache.get(key);
  if (!route) {
    if (routeCache.size >= ROUTE_CACHE_MAX) routeCache.clear();
    route = drivingRoute(from, to, routingUrl);
    routeCache.set(key, route);
  }
  return route;
}

export async function popularRoutes(opts: {
  index: PlaceIndex;
  from: Place;
  cards: readonly RateCard[];
  timezone: string;
  routingUrl: string | undefined;
  now?: Date;
}): Promise<PopularRoute[]> {
  const { index, from, cards, timezone, routingUrl } = opts;
  if (cards.length === 0) return [];
  const pickupAt = daytimePickup(cards, timezone, opts.now ?? new Date());
  return Promise.all(
    popularDestinations(index, from).map(async (to) => {
      const route = await cachedRoute(from, to, routingUrl);
      const request = { pickupLocation: placeLocation(from), dropoffLocation: placeLocation(to) };
      const service = inferService(request, route.distanceMeters);
      const fares = cards
        .map((card) => ({
          vehicleType: card.vehicleType,
          total: computeFare({
            rates: card.rates,
            service,
            tripType: 'oneway',
            distanceMeters: route.distanceMeters,
            durationSeconds: route.durationSeconds,
            pickupAt,
            timezone,
          }).total,
        }))
        .sort((a, b) => a.total - b.total);
      return {
        to: { ...to, slug: placeSlug(to.name) },
        service,
        distanceKm: Math.round(route.distanceMeters / 100) / 10,
        durationMinutes: Math.round(route.durationSeconds / 60),
        routeSource: route.source,
        fares,
      };
    }),
  );
}
