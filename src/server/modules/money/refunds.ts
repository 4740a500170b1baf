// Refunds of a ride's payment, one at a time under the ride's lock: by card through the gateway's refund call
// (never beyond what it captured, less what went back already), or in cash as the partner records it. Each
// refund is a row of its own and a debit of the partner's wallet ledger (kind `refund`), so statements list it.
// The token sent to the gateway comes from the request's Idempotency-Key: a retry is the same refund there too.
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { ERROR_CODES } from '../../../domain/errors';
import { formatMinor } from '../../../domain/money';
import { refundableBy, type RefundRequest, type RideRefunds } from '../../../domain/money/refunds';
import type { Db } from '../../db/client';
import { payments, refunds, rides, walletTransactions } from '../../db/schema';
import { HttpError } from '../../http-error';
import { requestCardRefund } from './gateway-refund';
import type { Tenant } from '../../lib/tenants';

async function rideMoney(db: Db, tenantId: string, rideId: string, lock: boolean) {
  const query = db
    .select()
    .from(rides)
    .where(and(eq(rides.id, rideId), eq(rides.tenantId, tenantId)));
  const [ride] = lock ? await query.for('update') : await query;
  if (!ride) throw new HttpError(404, ERROR_CODES.notFound, 'This ride was not found.');
  const [[payment], given] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(and(eq(payments.rideId, ride.id), eq(payments.tenantId, tenantId), eq(payments.status, 'paid'))),
    db
      .select()
      .from(refunds)
      .where(and(eq(refunds.rideId, ride.id), eq(refunds.tenantId, tenantId)))
      .orderBy(asc(refunds.createdAt)),
  ]);
  const cardCaptured = payment?.amount ?? 0;
  const sum = (method?: string) =>
    given.filter((r) => !method || r.method === method).reduce((total, r) => total + r.amount, 0);
  const state = {
    paid: cardCaptured || (ride.collectedFee ?? 0),
    cardCaptured,
    refunded: sum(),
    cardRefunded: sum('card'),
  };
  return { ride, payment, given, state };
}

type Money = Awaited<ReturnType<typeof rideMoney>>;

function answer({ ride, given, state }: Money): RideRefunds {
  return {
    currency: ride.currency,
    paid: state.paid,
    cardCaptured: state.cardCaptured,
    refunded: state.refunded,
    refundable: Math.max(refundableBy('card', state), refundableBy('cash', state)),
    items: given.map((r) => ({
      id: r.id,
      method: r.method as 'card' | 'cash',
      amount: r.amount,
      note: r.note,
      reference: r.reference,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export async function rideRefunds(db: Db, tenant: Tenant, rideId: string): Promise<RideRefunds> {
  return answer(await rideMoney(db, tenant.id, rideId, false));
}

const refundToken = (tenantId: string, idempotencyKey: string) =>
  `RF${createHash('sha256').update(`${tenantId}:${idempotencyKey}`).digest('hex').slice(0, 28)}`;

export async function makeRefund(
  tx: Db,
  tenant: Tenant,
  rideId: string,
  request: RefundRequest,
  idempotencyKey: string,
): Promise<RideRefunds> {
  const money = await rideMoney(tx, tenant.id, rideId, true);
  const { ride, payment, state } = money;
  if (request.method === 'card' && !payment?.gatewayReference)
    throw new HttpError(409, ERROR_CODES.conflict, 'This ride was not paid by card; record a cash refund.', {
      method: 'Not paid by card',
    });
  const left = refundableBy(request.method, state);
  if (request.amount > left)
    throw new HttpError(
      400,
      ERROR_CODES.validation,
      `At most ${formatMinor(left, ride.currency, 'en')} can be refunded.`,
      { amount: 'More than is left to refund' },
    );
  const token = refundToken(tenant.id, idempotencyKey);
  let reference: string | null = null;
  if (request.method === 'card') {
    const answered = await requestCardRefund({
      checkoutUrl: tenant.paymentGatewayUrl,
      key: payment!.gatewayKey,
      salt: payment!.gatewaySalt,
      gatewayPaymentId: payment!.gatewayReference!,
      token,
      amount: request.amount,
    });
    if (!answered.ok)
      throw new HttpError(409, ERROR_CODES.conflict, `The card refund was refused: ${answered.message}`);
    reference = answered.reference;
  }
  const [made] = await tx
    .insert(refunds)
    .values({
      tenantId: tenant.id,
      rideId: ride.id,
      paymentId: request.method === 'card' ? payment!.id : null,
      method: request.method,
      amount: request.amount,
      currency: ride.currency,
      note: request.note,
      token,
      reference,
    })
    .returning();
  const label = `${request.method === 'card' ? 'Card' : 'Cash'} refund for ride #${ride.id.slice(0, 8).toUpperCase()}`;
  await tx.insert(walletTransactions).values({
    tenantId: tenant.id,
    riderId: null,
    direction: 'debit',
    amount: request.amount,
    currency: ride.currency,
    description: request.note ? `${label}: ${request.note}` : label,
    rideId: ride.id,
    kind: 'refund',
  });
  return answer({
    ...money,
    given: [...money.given, made!],
    state: {
      ...state,
      refunded: state.refunded + request.amount,
      cardRefunded: state.cardRefunded + (request.method === 'card' ? request.amount : 0),
    },
  });
}
