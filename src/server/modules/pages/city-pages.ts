// City landing pages: a slug found in the gazetteer of the partner's country, the partner's served places, and
// a page's data — the real rate cards of the vehicle types it runs, popular routes priced by the fare engine,
// and the rides it completed from there. The API, the server-rendered head and the sitemap all read it here.
import { and, count, eq, gte, lte } from 'drizzle-orm';
import type { CityLanding, CityPlace } from '../../../domain/pages/city-page';
import { placeSlug } from '../../../domain/places/normalize';
import { VEHICLE_TYPES, type Country } from '../../../domain/constants';
import { ERROR_CODES } from '../../../domain/errors';
import type { Place } from '../../../domain/places/place';
import type { Db } from '../../db/client';
import { rides } from '../../db/schema';
import { HttpError } from '../../http-error';
import { placeIndex } from '../places';
import { popularRoutes } from './popular-routes';
import { offeredRateCards } from '../booking';
import type { Tenant } from '../../lib/tenants';
import { ratingSummary } from '../rides';

/** Rides picked up within this many km of a place count as its rides. */
const NEAR_KM = 25;
const KM_PER_DEGREE = 111.32;

export const toCityPlace = (place: Place): CityPlace => ({ ...place, slug: placeSlug(place.name) });

const tenantCountry = (tenant: Tenant) => tenant.countryCode as Country;

/** The place a slug names in the partner's country (name or alias, folded; no typo guessing), or null. */
export async function findCityPlace(tenant: Tenant, slug: string): Promise<CityPlace | null> {
  const place = (await placeIndex(tenantCountry(tenant))).lookup(slug);
  return place ? toCityPlace(place) : null;
}

export function unknownPlace(name: string): HttpError {
  return new HttpError(404, ERROR_CODES.notFound, `We do not know a place called "${name}".`, {
    slug: 'unknownPlace',
  });
}

/** The partner's served places in the order it listed them; ids the gazetteer no longer knows are skipped. */
export async function servedPlaces(tenant: Tenant): Promise<CityPlace[]> {
  const index = await placeIndex(tenantCountry(tenant));
  const byId = new Map(index.places.map((place) => [place.id, place]));
  return tenant.servedPlaces.flatMap((id) => {
    const place = byId.get(id);
    return place ? [toCityPlace(place)] : [];
  });
}

async function completedRidesNear(db: Db, tenantId: string, place: Place): Promise<number> {
  const dLat = NEAR_KM / KM_PER_DEGREE;
  const dLng = NEAR_KM / (KM_PER_DEGREE * Math.max(0.1, Math.cos((place.lat * Math.PI) / 180)));
  const [row] = await db
    .select({ n: count() })
    .from(rides)
    .where(
      and(
        eq(rides.tenantId, tenantId),
        eq(rides.status, 'completed'),
        gte(rides.pickupLat, place.lat - dLat),
        lte(rides.pickupLat, place.lat + dLat),
        gte(rides.pickupLng, place.lng - dLng),
        lte(rides.pickupLng, place.lng + dLng),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function cityLanding(
  db: Db,
  tenant: Tenant,
  slug: string,
  routingUrl: string | undefined,
  now = new Date(),
): Promise<CityLanding> {
  const place = await findCityPlace(tenant, slug);
  if (!place) throw unknownPlace(slug);
  const [index, { cards, models }, completedRides, rating] = await Promise.all([
    placeIndex(tenantCountry(tenant)),
    offeredRateCards(db, tenant.id),
    completedRidesNear(db, tenant.id, place),
    ratingSummary(db, tenant.id),
  ]);
  const routes = await popularRoutes({
    index,
    from: place,
    cards,
    timezone: tenant.timezone,
    routingUrl,
    now,
  });
  return {
    place,
    served: tenant.servedPlaces.includes(place.id),
    currency: tenant.currency,
    fares: [...cards]
      .sort((a, b) => VEHICLE_TYPES.indexOf(a.vehicleType) - VEHICLE_TYPES.indexOf(b.vehicleType))
      .map((card) => ({
        vehicleType: card.vehicleType,
        models: models.get(card.vehicleType) ?? [],
        rates: card.rates,
      })),
    routes,
    completedRides,
    rating,
  };
}
