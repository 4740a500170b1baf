// Books a ride from a stored quote: the price is recomputed on the server from the quote and today's
// rate card (any amount the client sends is ignored), the ride starts `booked` with a trip code,
// and the cashback the partner's rule promises is answered for the confirmation screen.
import { randomInt } from 'node:crypto';
import type { BookedRide, BookingRequest } from '../../domain/booking';
import { ERROR_CODES } from '../../domain/errors';
import { cashbackFor } from '../../domain/fare';
import type { RateCard } from '../../domain/rate-card';
import type { Db } from '../db/client';
import { rideEvents, rides } from '../db/schema';
import { HttpError } from '../http-error';
import { idempotent, requestHash } from './idempotency';
import { convertLeads } from './leads';
import { openCardPayment, upiLinkFor } from './payments';
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

async function insertBooking(
  tx: Db,
  tenant: Tenant,
  rider: Rider,
  booking: BookingRequest,
  cached: RateCard[] | null,
) {
  const quote = await findLiveQuote(tx, tenant.id, booking.rideSearchId);
  const cards = quote.vehicleTypes.includes(booking.vehicleType)
    ? (cached ?? (await tenantRateCards(tx, tenant.id)))
    : [];
  const card = cards.find((c) => c.vehicleType === booking.vehicleType);
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
  const campaign = await sessionCampaign(tx, tenant.id, booking.visitSessionId);
  const [ride] = await tx
    .insert(rides)
    .values({
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
    })
    .returning();
  if (!ride) throw new Error('ride was not written');
  await tx
    .insert(rideEvents)
    .values({ tenantId: tenant.id, rideId: ride.id, toStatus: 'booked', label: 'Ride created' });
  return ride;
}

export function bookedRide(ride: RideRow, payment: Pick<BookedRide, 'paymentTxnId' | 'upiLink'>): BookedRide {
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
  rateCards?: RateCardSource,
) {
  if (rider.user.blockedAt) {
    throw new HttpError(
      403,
      ERROR_CODES.forbidden,
      `Your account cannot book with ${tenant.businessName}. Please call them.`,
    );
  }
  // Read before the transaction, never inside it: a cache miss reads through `db`, which inside a transaction
  // would wait for the connection the transaction holds (PGlite has one; a busy pool has none spare).
  const cached = rateCards ? await rateCards(tenant.id) : null;
  let created: RideRow | null = null;
  const answer = await idempotent(
    db,
    { tenantId: tenant.id, key, hash: requestHash(['booking', rider.user.id, booking]) },
    async (tx) => {
      const ride = await insertBooking(tx, tenant, rider, booking, cached);
      created = ride;
      const phones = [rider.user.phone ?? '', booking.customerPhone];
      await convertLeads(tx, tenant.id, { riderId: rider.user.id, phones }, ride.id);
      const payment = {
        paymentTxnId: ride.paymentMethod === 'card' ? await openCardPayment(tx, tenant, ride) : null,
        upiLink: ride.paymentMethod === 'upi' ? upiLinkFor(tenant, ride) : null,
      };
      return { statusCode: 201, body: { data: [bookedRide(ride, payment)] } };
    },
  );
  return { ...answer, created: answer.replayed ? null : (created as RideRow | null) };
}
