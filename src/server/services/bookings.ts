// Books a ride from a stored quote: the price is recomputed on the server from the quote and today's
// rate card (any amount the client sends is ignored), the ride starts `booked` with a trip code,
// and the cashback the partner's rule promises is answered for the confirmation screen.
import { randomInt, randomUUID } from 'node:crypto';
import type { BookedRide, BookingRequest } from '../../domain/booking';
import { ERROR_CODES } from '../../domain/errors';
import { cashbackFor } from '../../domain/fare';
import type { RateCard } from '../../domain/rate-card';
import type { Db } from '../db/client';
import { payments, rideEvents, rides } from '../db/schema';
import { HttpError } from '../http-error';
import { idempotentStatement, requestHash, storeAnswer, type IdempotencyScope } from './idempotency';
import { convertLeads } from './leads';
import { cardPaymentRow, upiLinkFor } from './payments';
import { findLiveQuote, priceQuote } from './quotes';
import { tenantRateCards } from './rate-cards';
import type { ActiveSession } from './sessions';
import type { Tenant } from './tenants';
import { sessionCampaign } from './visits';

export type RideRow = typeof rides.$inferSelect;
/** Who books: a signed-in rider, or one the WhatsApp bot knows by their number. */
export type Rider = Pick<ActiveSession, 'user'>;

export const tripCode = () => String(randomInt(0, 10_000)).padStart(4, '0');

/** Today's rate cards of a tenant; the HTTP route reads them from the offers cache, emptied by any card change. */
export type RateCardSource = (tenantId: string) => Promise<RateCard[]>;

type NewRide = typeof rides.$inferInsert & Parameters<typeof bookedRide>[0];

/** The ride a booking makes, priced on the server from its stored quote and today's card; not yet written. Its id
 * is made here so that the answer, its payment and its first event can be written in the ride's own statement. */
async function newRide(
  db: Db,
  tenant: Tenant,
  rider: Rider,
  booking: BookingRequest,
  rateCards: RateCardSource,
): Promise<NewRide> {
  // Side by side: no read depends on another, and a booking's time is mostly its round trips.
  const [quote, campaign, cards] = await Promise.all([
    findLiveQuote(db, tenant.id, booking.rideSearchId),
    sessionCampaign(db, tenant.id, booking.visitSessionId),
    rateCards(tenant.id),
  ]);
  const card = quote.vehicleTypes.includes(booking.vehicleType)
    ? cards.find((c) => c.vehicleType === booking.vehicleType)
    : undefined;
  if (!card) {
    throw new HttpError(
      400,
      ERROR_CODES.validation,
      `${tenant.businessName} has no ${booking.vehicleType} for this trip.`,
      {
        vehicleType: 'Choose one of the vehicles offered',
      },
    );
  }
  const fee = priceQuote(quote, card, tenant);
  const { request, route } = quote;
  const legs = request.rideType === 'return' ? 2 : 1;
  return {
    id: randomUUID(),
    tenantId: tenant.id,
    riderId: rider.user.id,
    customerName: booking.customerName,
    customerPhone: booking.customerPhone,
    customerEmail: booking.customerEmail,
    service: quote.service,
    tripType: request.rideType,
    vehicleType: booking.vehicleType,
    pickupName: request.pickupLocation.name,
    pickupLat: request.pickupLocation.lat,
    pickupLng: request.pickupLocation.lng,
    dropoffName: request.dropoffLocation.name,
    dropoffLat: request.dropoffLocation.lat,
    dropoffLng: request.dropoffLocation.lng,
    pickupAt: new Date(request.pickupTime),
    returnAt: request.returnTime ? new Date(request.returnTime) : null,
    distanceMeters: route.distanceMeters * legs,
    durationSeconds: route.durationSeconds * legs,
    rideAmount: fee.ride_amount,
    driverAllowance: fee.driver_bata,
    tolls: fee.tolls,
    totalAmount: fee.total_fee,
    currency: fee.currency,
    paymentMethod: booking.paymentMethod,
    status: 'booked',
    tripCode: tripCode(),
    cashbackAmount: cashbackFor(fee.total_fee, tenant.cashbackBps),
    quoteId: quote.id,
    rentalHours: request.packageDetails?.hours ?? null,
    flightNumber: booking.flightNumber ?? null,
    ...campaign,
  };
}

/** Writes the ride in one statement with everything that must stand or fall with it: its first event, the
 * rider's leads converted, its card payment and the idempotent answer (whose key a replay fails on). */
async function writeBooking(db: Db, tenant: Tenant, rider: Rider, ride: NewRide, scope: IdempotencyScope) {
  const card = ride.paymentMethod === 'card' ? cardPaymentRow(tenant, ride) : null;
  const answer = {
    statusCode: 201,
    body: {
      data: [
        bookedRide(ride, {
          paymentTxnId: card?.txnId ?? null,
          upiLink: ride.paymentMethod === 'upi' ? upiLinkFor(tenant, ride) : null,
        }),
      ],
    },
  };
  const phones = [rider.user.phone ?? '', ride.customerPhone];
  const alongside = [
    db
      .$with('first_event')
      .as(
        db
          .insert(rideEvents)
          .values({ tenantId: tenant.id, rideId: ride.id, toStatus: 'booked', label: 'Ride created' }),
      ),
    db.$with('converted_leads').as(convertLeads(db, tenant.id, { riderId: rider.user.id, phones }, ride.id)),
    db.$with('stored_answer').as(storeAnswer(db, scope, answer)),
    ...(card ? [db.$with('card_payment').as(db.insert(payments).values(card))] : []),
  ];
  // The event, lead and payment rows name the ride, checked once the whole statement has run.
  const [row] = await db
    .with(...alongside)
    .insert(rides)
    .values(ride)
    .returning();
  if (!row) throw new Error('ride was not written');
  return { ...answer, row };
}

export function bookedRide(
  ride: Pick<
    RideRow,
    | 'id'
    | 'status'
    | 'tripCode'
    | 'vehicleType'
    | 'pickupAt'
    | 'currency'
    | 'rideAmount'
    | 'driverAllowance'
    | 'tolls'
    | 'totalAmount'
    | 'cashbackAmount'
    | 'paymentMethod'
  >,
  payment: Pick<BookedRide, 'paymentTxnId' | 'upiLink'>,
): BookedRide {
  return {
    rideId: ride.id,
    status: ride.status as BookedRide['status'],
    tripCode: ride.tripCode,
    vehicleType: ride.vehicleType as BookedRide['vehicleType'],
    pickupTime: ride.pickupAt.toISOString(),
    currency: ride.currency,
    rideAmount: ride.rideAmount,
    driverBata: ride.driverAllowance,
    tolls: ride.tolls,
    totalAmount: ride.totalAmount,
    cashbackAmount: ride.cashbackAmount,
    paymentMethod: ride.paymentMethod as BookedRide['paymentMethod'],
    ...payment,
  };
}

/** What a booking answers: the idempotent reply and the ride it made, unless the key was a replay. */
export type BookingAnswer = Awaited<ReturnType<typeof bookRide>>;

export async function bookRide(
  db: Db,
  tenant: Tenant,
  rider: Rider,
  booking: BookingRequest,
  key: string,
  rateCards: RateCardSource = (tenantId) => tenantRateCards(db, tenantId),
) {
  if (rider.user.blockedAt) {
    throw new HttpError(
      403,
      ERROR_CODES.forbidden,
      `Your account cannot book with ${tenant.businessName}. Please call them.`,
    );
  }
  const scope = { tenantId: tenant.id, key, hash: requestHash(['booking', rider.user.id, booking]) };
  let created: RideRow | null = null;
  const answer = await idempotentStatement(db, scope, async () => {
    const ride = await newRide(db, tenant, rider, booking, rateCards);
    const { row, ...written } = await writeBooking(db, tenant, rider, ride, scope);
    created = row;
    return written;
  });
  return { ...answer, created: answer.replayed ? null : (created as RideRow | null) };
}
