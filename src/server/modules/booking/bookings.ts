// Books a ride from a signed quote: the price is recomputed on the server from the quote and today's
// rate card (any amount the client sends is ignored), the ride starts `booked` with a trip code,
// and the cashback the partner's rule promises is answered for the confirmation screen.
import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BookedRide, BookingRequest } from '../../../domain/booking/booking';
import { ERROR_CODES } from '../../../domain/errors';
import { cashbackFor } from '../../../domain/booking/fare';
import type { RateCard } from '../../../domain/partners/rate-card';
import type { Db } from '../../db/client';
import type { RideRow } from '../../db/rows';
import { payments, rideEvents, rides } from '../../db/schema';
import { HttpError } from '../../http-error';
import { idempotentStatement, requestHash, storeAnswer, type IdempotencyScope } from '../../lib/idempotency';
import { convertLeads } from '../riders';
import { cardPaymentRow, upiLinkFor } from '../money';
import type { QuoteTokens } from './quote-tokens';
import { priceQuote } from './quotes';
import { tenantRateCards } from '../partners';
import type { ActiveSession } from '../../lib/sessions';
import type { Tenant } from '../../lib/tenants';
import { sessionCampaign } from '../riders';

export type { RideRow };
/** Who books: a signed-in rider, or one the WhatsApp bot knows by their number. */
export type Rider = Pick<ActiveSession, 'user'>;

export const tripCode = () => String(randomInt(0, 10_000)).padStart(4, '0');

/** Today's rate cards of a tenant; the HTTP route reads them from the offers cache, emptied by any card change. */
export type RateCardSource = (tenantId: string) => Promise<RateCard[]>;

type NewRide = typeof rides.$inferInsert & Parameters<typeof bookedRide>[0];

export interface BookingDeps {
  db: Db;
  quoteTokens: QuoteTokens;
}

/** The ride a booking makes, priced on the server from its signed quote and today's card; not yet written. Its
 * id is made here so that the answer, its payment and its first event can be written in the ride's own statement. */
async function newRide(
  { db, quoteTokens }: BookingDeps,
  tenant: Tenant,
  rider: Rider,
  booking: BookingRequest,
  rateCards: RateCardSource,
): Promise<NewRide> {
  const quote = quoteTokens.read(tenant.id, booking.rideSearchId);
  // Side by side: neither read depends on the other, and a booking's time is mostly its round trips.
  const [campaign, cards] = await Promise.all([
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

/** The values of a row, without those left to the column's default. */
const given = (row: Record<string, unknown>) =>
  Object.entries(row).filter(([, value]) => value !== undefined);

/** Each booking statement's columns as placeholders, their values given when it runs; a null is written into
 * the statement (Drizzle would hand a null placeholder to the column's encoder, which expects a value). */
const placeholders = (row: Record<string, unknown>, prefix = '') =>
  Object.fromEntries(
    given(row).map(([column, value]) => [
      column,
      value === null ? sql`null` : sql.placeholder(`${prefix}${column}`),
    ]),
  );

/** What fills the placeholders: the row's values that are neither null nor left to the default. */
const placeholderValues = (row: Record<string, unknown>, prefix = '') =>
  Object.fromEntries(
    given(row)
      .filter(([, value]) => value !== null)
      .map(([column, value]) => [`${prefix}${column}`, value]),
  );

/** Rows whose columns are given, and null, alike are written by the same statement. */
const shapeOf = (row: Record<string, unknown>) =>
  given(row)
    .map(([column, value]) => (value === null ? `${column}=null` : column))
    .join(',');

/** The ride's statement, with everything that must stand or fall with it: its first event, the rider's leads
 * converted, its card payment and the idempotent answer (whose key a replay fails on). Built from placeholders
 * and prepared once per shape, since building its SQL took a third of a booking's time. */
function bookingStatement(db: Db, ride: NewRide, card: Record<string, unknown> | null) {
  const at = (name: string) => sql.placeholder(name);
  const alongside = [
    db
      .$with('first_event')
      .as(
        db
          .insert(rideEvents)
          .values({ tenantId: at('tenantId'), rideId: at('id'), toStatus: 'booked', label: 'Ride created' }),
      ),
    db
      .$with('converted_leads')
      .as(
        convertLeads(
          db,
          at('tenantId'),
          { riderId: at('riderId'), phones: [at('riderPhone'), at('customerPhone')] },
          at('id'),
        ),
      ),
    db
      .$with('stored_answer')
      .as(
        storeAnswer(
          db,
          { tenantId: at('tenantId'), key: at('key'), hash: at('hash') },
          { statusCode: at('statusCode'), body: at('answer') },
        ),
      ),
    ...(card
      ? [db.$with('card_payment').as(db.insert(payments).values(placeholders(card, 'card.') as never))]
      : []),
  ];
  // The event, lead and payment rows name the ride, checked once the whole statement has run.
  return db
    .with(...alongside)
    .insert(rides)
    .values(placeholders(ride) as never)
    .returning();
}

type BookingStatement = ReturnType<ReturnType<typeof bookingStatement>['prepare']>;
const preparedBookings = new WeakMap<Db, Map<string, BookingStatement>>();
/** A server connection keeps a prepared statement by name, whichever Db prepared it: one name per shape. */
const statementNames = new Map<string, string>();

function preparedBooking(db: Db, ride: NewRide, card: Record<string, unknown> | null): BookingStatement {
  const shape = `${shapeOf(ride)}|${card ? shapeOf(card) : 'no card'}`;
  let byShape = preparedBookings.get(db);
  if (!byShape) preparedBookings.set(db, (byShape = new Map()));
  let statement = byShape.get(shape);
  if (!statement) {
    let name = statementNames.get(shape);
    if (!name) statementNames.set(shape, (name = `book_ride_${statementNames.size}`));
    statement = bookingStatement(db, ride, card).prepare(name);
    byShape.set(shape, statement);
  }
  return statement;
}

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
  const [row] = await preparedBooking(db, ride, card).execute({
    ...placeholderValues(ride),
    ...(card ? placeholderValues(card, 'card.') : {}),
    riderPhone: rider.user.phone || null,
    key: scope.key,
    hash: scope.hash,
    statusCode: answer.statusCode,
    answer: answer.body,
  });
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
  deps: BookingDeps,
  tenant: Tenant,
  rider: Rider,
  booking: BookingRequest,
  key: string,
  rateCards: RateCardSource = (tenantId) => tenantRateCards(deps.db, tenantId),
) {
  const { db } = deps;
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
    const ride = await newRide(deps, tenant, rider, booking, rateCards);
    const { row, ...written } = await writeBooking(db, tenant, rider, ride, scope);
    created = row;
    return written;
  });
  return { ...answer, created: answer.replayed ? null : (created as RideRow | null) };
}
