// Books a ride from a signed quote: the price is recomputed on the server from the quote and today's
// rate card (any amount the client sends is ignored), the ride starts `booked` with a trip code,
// and the cashback the partner's rule promises is answered for the confirmation screen. A booking that spends
// the wallet, applies a promo code or settles a fee owed runs in a transaction holding the rider's row and the
// code's row; any other keeps the one prepared statement.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  amountDue,
  QUOTE_TTL_MS,
  type BookedRide,
  type BookingRequest,
} from '../../../domain/booking/booking';
import { PROMO_REFUSAL_TEXT } from '../../../domain/money/promo-codes';
import { plainAmount } from '../money';
import type { VehicleType } from '../../../domain/constants';
import { ERROR_CODES } from '../../../domain/errors';
import { cashbackFor } from '../../../domain/booking/fare';
import type { RateCard } from '../../../domain/partners/rate-card';
import type { Db } from '../../db/client';
import type { RideRow } from '../../db/rows';
import { payments, rideEvents, rides } from '../../db/schema';
import { HttpError } from '../../http-error';
import { idempotentStatement, requestHash, storeAnswer, type IdempotencyScope } from '../../lib/idempotency';
import { fillBlankRiderName } from '../auth';
import { convertLeads } from '../riders';
import { applyPromoCode, cardPaymentRow, debitWalletPart, lockedRiderBalance, upiLinkFor } from '../money';
import type { QuoteTokens } from './quote-tokens';
import { priceQuote } from './quotes';
import { tenantRateCards, termsInEffect } from '../partners';
import { cashbackBpsWithin } from '../../../domain/partners/partner-terms';
import type { ActiveSession } from '../../lib/sessions';
import { assertTakingBookings, type Tenant } from '../../lib/tenants';
import { sessionCampaign } from '../riders';
import { assertPickupInWindow, type BookingWindowCheck } from './booking-window';
import { freeTripCode, oneBookingAtATime, openTripCodes } from './trip-codes';

export type { RideRow };
/** Who books: a signed-in rider, or one the WhatsApp bot knows by their number. */
export type Rider = Pick<ActiveSession, 'user'>;

/** Today's rate cards of a tenant; the HTTP route reads them from the offers cache, emptied by any card change. */
export type RateCardSource = (tenantId: string) => Promise<RateCard[]>;

type NewRide = typeof rides.$inferInsert & Parameters<typeof bookedRide>[0];

export interface BookingDeps {
  db: Db;
  quoteTokens: QuoteTokens;
}

/** The rate card of the vehicle type the rider chose, if the quote offered it. */
export function offeredCard(
  tenant: Tenant,
  quote: Pick<ReturnType<QuoteTokens['read']>, 'vehicleTypes'>,
  cards: RateCard[],
  vehicleType: VehicleType,
): RateCard {
  const card = quote.vehicleTypes.includes(vehicleType)
    ? cards.find((c) => c.vehicleType === vehicleType)
    : undefined;
  if (!card) {
    throw new HttpError(
      400,
      ERROR_CODES.validation,
      `${tenant.businessName} has no ${vehicleType} for this trip.`,
      {
        vehicleType: 'Choose one of the vehicles offered',
      },
    );
  }
  return card;
}

/** The ride a booking makes, priced on the server from its signed quote and today's card; not yet written. Its
 * id is made here so that the answer, its payment and its first event can be written in the ride's own statement.
 * The cashback rate comes with it, for a discount that changes what the rider pays. */
async function newRide(
  { db, quoteTokens }: BookingDeps,
  tenant: Tenant,
  rider: Rider,
  booking: BookingRequest,
  rateCards: RateCardSource,
  window: BookingWindowCheck,
): Promise<{ ride: NewRide; cashbackBps: number }> {
  const quote = quoteTokens.read(tenant.id, booking.rideSearchId);
  // Checked again as of the search: the rider chose in time, but the partner may have changed its hours since.
  if (window === 'enforce')
    assertPickupInWindow(tenant, quote.request.pickupTime, quote.expiresAt - QUOTE_TTL_MS);
  // Side by side: neither read depends on the other, and a booking's time is mostly its round trips.
  const [campaign, cards, terms, codesInUse] = await Promise.all([
    sessionCampaign(db, tenant.id, booking.visitSessionId),
    rateCards(tenant.id),
    termsInEffect(db, tenant.id),
    openTripCodes(db, rider.user.id),
  ]);
  const card = offeredCard(tenant, quote, cards, booking.vehicleType);
  const fee = priceQuote(quote, card, tenant);
  const { request, route } = quote;
  const legs = request.rideType === 'return' ? 2 : 1;
  // The partner's chosen rate, kept within the range the platform's terms allow now.
  const cashbackBps = cashbackBpsWithin(tenant.cashbackBps, terms);
  const ride: NewRide = {
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
    waitingFreeMinutes: card.rates.waiting.freeMinutes,
    waitingPerMinute: card.rates.waiting.perMinute,
    totalAmount: fee.total_fee,
    currency: fee.currency,
    paymentMethod: booking.paymentMethod,
    status: 'booked',
    tripCode: freeTripCode(codesInUse),
    cashbackAmount: cashbackFor(fee.total_fee, cashbackBps),
    quoteId: quote.id,
    rentalHours: request.packageDetails?.hours ?? null,
    flightNumber: booking.flightNumber ?? null,
    ...campaign,
  };
  return { ride, cashbackBps };
}

const refusal = (status: 409, message: string, field: string, fieldMessage = message) =>
  new HttpError(status, ERROR_CODES.conflict, message, { [field]: fieldMessage });

/** The promo discount, the fee owed the rider agreed to add, and the part paid from the wallet, checked under the
 * rider's row lock and the code's row lock. Cashback is on what the rider pays for the ride after the discount. */
async function withMoneyParts(
  tx: Db,
  tenant: Tenant,
  rider: Rider,
  booking: BookingRequest,
  ride: NewRide,
  cashbackBps: number,
): Promise<NewRide> {
  const balance = await lockedRiderBalance(tx, tenant.id, rider.user.id);
  let promo = { promoCodeId: null as string | null, promoDiscount: 0 };
  if (booking.promoCode) {
    const fare = { riderId: rider.user.id, vehicleType: ride.vehicleType, rideAmount: ride.rideAmount };
    const outcome = await applyPromoCode(tx, tenant, booking.promoCode, fare, true);
    if (!outcome.applies) throw refusal(409, PROMO_REFUSAL_TEXT[outcome.reason], 'promoCode');
    promo = { promoCodeId: outcome.promoCodeId, promoDiscount: outcome.discount };
  }
  const fare = ride.totalAmount - promo.promoDiscount;
  const settledFee = booking.settleFee && balance < 0 ? -balance : 0;
  const totalAmount = fare + settledFee;
  const spendable = Math.max(balance, 0);
  const walletAmount = booking.walletAmount ?? 0;
  if (walletAmount > spendable)
    throw refusal(
      409,
      `Your wallet balance is ${ride.currency} ${plainAmount(spendable)}; use that much or less.`,
      'walletAmount',
      'More than your wallet balance',
    );
  if (walletAmount > totalAmount)
    throw refusal(409, 'The wallet part is more than the fare.', 'walletAmount', 'More than the fare');
  return {
    ...ride,
    ...promo,
    settledFee,
    totalAmount,
    walletAmount,
    cashbackAmount: cashbackFor(fare, cashbackBps),
  };
}

const spendsMoneyParts = (booking: BookingRequest) =>
  (booking.walletAmount ?? 0) > 0 || Boolean(booking.promoCode) || booking.settleFee === true;

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
  const due = amountDue({ totalAmount: ride.totalAmount, walletAmount: ride.walletAmount ?? 0 });
  // When the wallet pays it all, nothing is due by the method: no card payment to open, no UPI link.
  const byMethod = { id: ride.id, currency: ride.currency, amount: due };
  const card = ride.paymentMethod === 'card' && due > 0 ? cardPaymentRow(tenant, byMethod) : null;
  const answer = {
    statusCode: 201,
    body: {
      data: [
        bookedRide(ride, {
          paymentTxnId: card?.txnId ?? null,
          upiLink: ride.paymentMethod === 'upi' && due > 0 ? upiLinkFor(tenant, byMethod) : null,
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
  > &
    Partial<Pick<RideRow, 'promoDiscount' | 'settledFee' | 'walletAmount'>>,
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
    promoDiscount: ride.promoDiscount ?? 0,
    settledFee: ride.settledFee ?? 0,
    walletAmount: ride.walletAmount ?? 0,
    amountDue: amountDue({ totalAmount: ride.totalAmount, walletAmount: ride.walletAmount ?? 0 }),
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
  window: BookingWindowCheck = 'enforce',
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
  const answer = await oneBookingAtATime(rider.user.id, () =>
    idempotentStatement(db, scope, async () => {
      // Inside the idempotent step: a booking made before the suspension still answers its replay.
      assertTakingBookings(tenant);
      const { ride, cashbackBps } = await newRide(deps, tenant, rider, booking, rateCards, window);
      const { row, ...written } = spendsMoneyParts(booking)
        ? await db.transaction(async (tx) => {
            const priced = await withMoneyParts(tx, tenant, rider, booking, ride, cashbackBps);
            const booked = await writeBooking(tx, tenant, rider, priced, scope);
            await debitWalletPart(tx, booked.row);
            return booked;
          })
        : await writeBooking(db, tenant, rider, ride, scope);
      created = row;
      return written;
    }),
  );
  // The name typed on the ride form becomes the profile's when it has none, so the next form is filled with it.
  if (!answer.replayed && !rider.user.name) await fillBlankRiderName(db, rider.user.id, booking.customerName);
  return { ...answer, created: answer.replayed ? null : (created as RideRow | null) };
}
