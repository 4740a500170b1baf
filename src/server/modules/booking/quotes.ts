// Vehicle search: routes the trip and prices every vehicle type the partner runs with the fare engine. The
// search is answered as a signed token (quote-tokens.ts) valid 15 minutes, which the booking prices again.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  QUOTE_TTL_MS,
  estimatedTollPlazas,
  inferService,
  type Fee,
  type QuoteRequest,
  type QuoteResponse,
} from '../../../domain/booking/booking';
import { ERROR_CODES } from '../../../domain/errors';
import { computeFare } from '../../../domain/booking/fare';
import type { RateCard } from '../../../domain/partners/rate-card';
import type { VehicleType } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { vehicles } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { QuoteTokens, SignedQuote } from './quote-tokens';
import { tenantRateCards } from '../partners';
import { drivingRoute } from './routing';
import { assertTakingBookings, type Tenant } from '../../lib/tenants';
import { PICKUP_SLACK_MS } from '../../../domain/booking/booking-hours';
import { assertPickupInWindow, type BookingWindowCheck } from './booking-window';

export function priceQuote(
  quote: Pick<SignedQuote, 'request' | 'service' | 'route'>,
  card: RateCard,
  tenant: Tenant,
): Fee {
  const { request } = quote;
  const fare = computeFare({
    rates: card.rates,
    service: quote.service,
    tripType: request.rideType,
    distanceMeters: quote.route.distanceMeters,
    durationSeconds: quote.route.durationSeconds,
    pickupAt: new Date(request.pickupTime),
    returnAt: request.returnTime ? new Date(request.returnTime) : null,
    rentalHours: request.packageDetails?.hours ?? null,
    timezone: tenant.timezone,
  });
  return {
    currency: tenant.currency,
    ride_amount: fare.rideAmount,
    driver_bata: fare.driverAllowance,
    tolls: fare.tolls,
    total_fee: fare.total,
  };
}

export interface OfferedRateCards {
  /** The cards quotes offer. */
  cards: RateCard[];
  models: Map<VehicleType, string[]>;
  /** Every card the partner priced, offered or not: a booking prices the vehicle its quote offered. */
  allCards: RateCard[];
}

/** The rate cards of the vehicle types the partner runs (the ones quotes offer), with the fleet's models. A
 * partner who has not listed a vehicle yet (just launched, or dispatching attached cars) offers every card. */
export async function offeredRateCards(db: Db, tenantId: string): Promise<OfferedRateCards> {
  const [cards, models] = await Promise.all([tenantRateCards(db, tenantId), fleetModels(db, tenantId)]);
  if (models.size === 0) return { cards, models, allCards: cards };
  return { cards: cards.filter((card) => models.has(card.vehicleType)), models, allCards: cards };
}

async function fleetModels(db: Db, tenantId: string): Promise<Map<VehicleType, string[]>> {
  const rows = await db
    .select({ type: vehicles.vehicleType, model: vehicles.model })
    .from(vehicles)
    .where(eq(vehicles.tenantId, tenantId));
  const byType = new Map<VehicleType, string[]>();
  for (const row of rows) {
    const models = byType.get(row.type as VehicleType) ?? [];
    if (!models.includes(row.model)) models.push(row.model);
    byType.set(row.type as VehicleType, models);
  }
  return byType;
}

function assertBookableTimes(tenant: Tenant, request: QuoteRequest, now: Date, window: BookingWindowCheck) {
  if (Date.parse(request.pickupTime) < now.getTime() - PICKUP_SLACK_MS) {
    throw new HttpError(400, ERROR_CODES.validation, 'The pickup time is in the past.', {
      pickupTime: 'Choose a time from now on',
    });
  }
  if (window === 'enforce') assertPickupInWindow(tenant, request.pickupTime, now.getTime());
}

export async function createQuote(
  quoteTokens: QuoteTokens,
  tenant: Tenant,
  request: QuoteRequest,
  routingUrl: string | undefined,
  /** What the partner offers; the HTTP route reads it from the offers cache. */
  offers: (tenantId: string) => Promise<OfferedRateCards>,
  window: BookingWindowCheck = 'enforce',
): Promise<QuoteResponse> {
  assertTakingBookings(tenant);
  const now = new Date();
  assertBookableTimes(tenant, request, now, window);
  const route = await drivingRoute(request.pickupLocation, request.dropoffLocation, routingUrl);
  const service = inferService(request, route.distanceMeters);
  const { cards: offered, models } = await offers(tenant.id);
  const expiresAt = now.getTime() + QUOTE_TTL_MS;
  const draft = { request, service, route };
  const rideSearchId = quoteTokens.sign({
    id: randomUUID(),
    tenantId: tenant.id,
    expiresAt,
    request,
    service,
    route: {
      distanceMeters: route.distanceMeters,
      durationSeconds: route.durationSeconds,
      source: route.source,
    },
    vehicleTypes: offered.map((card) => card.vehicleType),
  });
  const legs = request.rideType === 'return' ? 2 : 1;
  const minutes = Math.round((route.durationSeconds * legs) / 60);
  return {
    data: {
      ride_search_id: rideSearchId,
      expires_at: new Date(expiresAt).toISOString(),
      service,
      ride_route: {
        distance_time: {
          ride_distance: { distance: Math.round((route.distanceMeters * legs) / 100) / 10, unit: 'km' },
          ride_duration:
            minutes >= 90
              ? { duration: Math.round(minutes / 6) / 10, unit: 'hr' }
              : { duration: minutes, unit: 'min' },
        },
        tolls: estimatedTollPlazas(service, route.distanceMeters, legs),
        geometry: route.geometry,
        source: route.source,
      },
      ride_details: offered.map((card) => ({
        vehicle: {
          vehicle_type: card.vehicleType,
          vehicles: models.get(card.vehicleType) ?? [],
          seats: card.rates.seats,
        },
        fee: priceQuote(draft, card, tenant),
      })),
    },
  };
}
