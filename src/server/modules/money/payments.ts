// Card payments through the partner's hosted checkout: a payment row per card booking, the signed form the
// pay page posts, and the gateway's callback, trusted only when its SHA-512 response hash verifies.
import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../domain/errors';
import {
  majorUnits,
  upiPaymentLink,
  type CheckoutForm,
  type GatewayCallback,
} from '../../../domain/money/payments';
import type { Db } from '../../db/client';
import { payments, rides } from '../../db/schema';
import { HttpError } from '../../http-error';
import { checkoutRequestHash, isGenuineCallback } from './checkout-hash';
import { cardPaymentsEnabled, type Tenant } from '../../lib/tenants';

const newTxnId = () => `TX${Date.now().toString(36)}${randomBytes(5).toString('hex')}`.toUpperCase();

/** What the rider pays by the method: the fare less any part paid from the wallet. */
export interface AmountByMethod {
  id: string;
  currency: string;
  amount: number;
}

/** The payment row a card booking opens with its ride (written in the booking's statement). */
export function cardPaymentRow(tenant: Tenant, ride: AmountByMethod) {
  if (!cardPaymentsEnabled(tenant)) {
    throw new HttpError(
      400,
      ERROR_CODES.validation,
      `${tenant.businessName} does not take card payments online yet.`,
      {
        paymentMethod: 'Choose cash or UPI',
      },
    );
  }
  return {
    tenantId: tenant.id,
    rideId: ride.id,
    txnId: newTxnId(),
    amount: ride.amount,
    currency: ride.currency,
    gatewayKey: tenant.paymentKey,
    gatewaySalt: tenant.paymentSalt,
  } satisfies typeof payments.$inferInsert;
}

export function upiLinkFor(tenant: Tenant, ride: AmountByMethod): string | null {
  if (!tenant.upiVpa) return null;
  return upiPaymentLink({
    vpa: tenant.upiVpa,
    payeeName: tenant.businessName,
    amountMinor: ride.amount,
    currency: ride.currency,
    note: `Ride ${ride.id.slice(0, 8).toUpperCase()}`,
    reference: ride.id.replace(/-/g, '').slice(0, 20),
  });
}

/** A card payment not made yet follows the fare when a charge joins it at the trip's start (waiting at the
 * pickup), so the pay page asks for the whole; a paid one stands, and the driver collects the rest. */
export async function addToUnpaidCardPayment(tx: Db, ride: { id: string; tenantId: string }, amount: number) {
  if (amount <= 0) return;
  await tx
    .update(payments)
    .set({ amount: sql`${payments.amount} + ${amount}`, updatedAt: new Date() })
    .where(
      and(eq(payments.tenantId, ride.tenantId), eq(payments.rideId, ride.id), ne(payments.status, 'paid')),
    );
}

async function findPayment(db: Db, tenantId: string, txnId: string) {
  const [row] = await db
    .select({ payment: payments, ride: rides })
    .from(payments)
    .innerJoin(rides, eq(rides.id, payments.rideId))
    .where(and(eq(payments.tenantId, tenantId), eq(payments.txnId, txnId)))
    .limit(1);
  if (!row) throw new HttpError(404, ERROR_CODES.notFound, 'This payment was not found.');
  return row;
}

export async function checkoutForm(
  db: Db,
  tenant: Tenant,
  riderId: string,
  txnId: string,
  origin: string,
): Promise<CheckoutForm> {
  const { payment, ride } = await findPayment(db, tenant.id, txnId);
  if (ride.riderId !== riderId) throw new HttpError(404, ERROR_CODES.notFound, 'This payment was not found.');
  if (payment.status === 'paid') throw new HttpError(409, ERROR_CODES.conflict, 'This ride is already paid.');
  if (!cardPaymentsEnabled(tenant))
    throw new HttpError(409, ERROR_CODES.conflict, 'Card payment is not available now; pay by cash or UPI.');
  const request = {
    key: tenant.paymentKey,
    txnid: payment.txnId,
    amount: majorUnits(payment.amount),
    productinfo: `${ride.service} ride`,
    firstname: ride.customerName,
    email: ride.customerEmail || 'rider@invalid.example',
  };
  const callback = `${origin}/api/v1/payments/callback`;
  return {
    action: tenant.paymentGatewayUrl,
    fields: {
      ...request,
      phone: ride.customerPhone,
      surl: `${callback}/success`,
      furl: `${callback}/failure`,
      hash: checkoutRequestHash(request, tenant.paymentSalt),
    },
  };
}

type PaymentRow = typeof payments.$inferSelect;

/** Genuine only while the tenant takes cards, and only when signed with the key and salt the payment was
 * opened under: an empty salt is known to everyone, and a rotated one must not verify older payments. */
function isVerifiedCallback(tenant: Tenant, payment: PaymentRow, callback: GatewayCallback): boolean {
  return (
    cardPaymentsEnabled(tenant) &&
    payment.gatewayKey !== '' &&
    payment.gatewaySalt !== '' &&
    callback.key === payment.gatewayKey &&
    callback.amount === majorUnits(payment.amount) &&
    isGenuineCallback(callback, payment.gatewaySalt)
  );
}

/** Applies a verified gateway answer once; a replayed or late answer never un-pays a paid ride. */
export async function settlePayment(db: Db, tenant: Tenant, callback: GatewayCallback) {
  const { payment } = await findPayment(db, tenant.id, callback.txnid);
  const genuine = isVerifiedCallback(tenant, payment, callback);
  if (!genuine)
    throw new HttpError(
      400,
      ERROR_CODES.badRequest,
      'The payment answer could not be verified and was ignored.',
    );
  if (payment.status === 'paid')
    return { txnId: payment.txnId, rideId: payment.rideId, status: 'paid' as const, captured: false };
  const status = callback.status === 'success' ? ('paid' as const) : ('failed' as const);
  // Only the answer that moves the payment to paid captures it: a second one racing it changes nothing.
  const moved = await db
    .update(payments)
    .set({ status, gatewayReference: callback.mihpayid ?? null, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), ne(payments.status, 'paid')))
    .returning({ id: payments.id });
  return {
    txnId: payment.txnId,
    rideId: payment.rideId,
    status,
    captured: status === 'paid' && moved.length > 0,
    amount: payment.amount,
  };
}
