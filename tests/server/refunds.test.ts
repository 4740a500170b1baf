// Refunds on real databases against the stand-in gateway speaking PayU's refund call: a card ride paid at the
// gateway is refunded in part and then in full, each refund signed as PayU checks it, recorded and in the
// partner's ledger; a retried request refunds once; more than captured is refused here and by the gateway;
// cash refunds are recorded with their note; another tenant's partner gets 404 and changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutResponseSchema } from '../../src/domain/money/payments';
import { rideRefundsSchema } from '../../src/domain/money/refunds';
import { walletResponseSchema } from '../../src/domain/money/wallet';
import { refunds, tenantHosts, tenants, users } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { requestCardRefund } from '../../src/server/modules/money/gateway-refund';
import {
  GATEWAY_KEY,
  GATEWAY_SALT,
  payAtGateway,
  startCheckoutGateway,
  type CheckoutGateway,
} from '../helpers/checkout-gateway';
import { acceptWithNewDriver, completeRide } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const OTHER_HOST = 'other-refunds.test';
let keys = 0;
const key = () => `refund-${Date.now()}-${(keys += 1)}`;

describe.each(testDatabases())('refunds on $name', (target) => {
  let t: TestApp;
  let gateway: CheckoutGateway;
  let rider: string;
  let partner: string;

  beforeAll(async () => {
    [t, gateway] = await Promise.all([startTestApp(target), startCheckoutGateway()]);
    await t.database.db
      .update(tenants)
      .set({ paymentGatewayUrl: gateway.url, paymentKey: GATEWAY_KEY, paymentSalt: GATEWAY_SALT })
      .where(eq(tenants.domain, DEMO.host));
    rider = await riderToken(t, '+919812300011');
    partner = await partnerToken(t);
  });
  afterAll(async () => {
    await gateway?.close();
    await t?.close();
  });

  async function book(paymentMethod: 'card' | 'cash') {
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quotes',
      headers: { host },
      payload: {
        pickupLocation: { name: 'T. Nagar', lat: 13.0418, lng: 80.2341 },
        dropoffLocation: { name: 'Adyar', lat: 13.0012, lng: 80.2565 },
        pickupTime: new Date(Date.now() + 3 * 3600_000).toISOString(),
      },
    });
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { host, authorization: `Bearer ${rider}`, 'idempotency-key': key() },
      payload: {
        rideSearchId: search.json().data.ride_search_id,
        vehicleType: 'sedan',
        customerName: 'Priya',
        customerPhone: '9876543210',
        paymentMethod,
      },
    });
    expect(booking.statusCode, booking.body).toBe(201);
    return booking.json().data[0] as { rideId: string; totalAmount: number; paymentTxnId?: string };
  }

  async function paidByCard() {
    const ride = await book('card');
    const form = await t.app.inject({
      url: `/api/v1/payments/${ride.paymentTxnId}`,
      headers: { host, authorization: `Bearer ${rider}` },
    });
    const callback = await payAtGateway(checkoutResponseSchema.parse(form.json()).data);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/callback/success',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(callback).toString(),
    });
    expect(back.statusCode).toBe(303);
    return { ...ride, mihpayid: callback.mihpayid! };
  }

  const refund = (
    rideId: string,
    body: object,
    idempotencyKey = key(),
    token = partner,
    onHost: string = host,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/partner/rides/${rideId}/refunds`,
      headers: { host: onHost, authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey },
      payload: body,
    });
  const listed = async (rideId: string) => {
    const answer = await t.app.inject({
      url: `/api/v1/partner/rides/${rideId}/refunds`,
      headers: { host, authorization: `Bearer ${partner}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return rideRefundsSchema.parse(answer.json()).data;
  };

  it('refunds a card payment in part, then the rest, never beyond what was captured', async () => {
    const ride = await paidByCard();
    expect(await listed(ride.rideId)).toMatchObject({
      cardCaptured: ride.totalAmount,
      refunded: 0,
      refundable: ride.totalAmount,
    });
    const calls = gateway.refundCalls.length;

    const part = 10_000;
    const first = await refund(ride.rideId, { method: 'card', amount: part, note: 'Late pickup' });
    expect(first.statusCode, first.body).toBe(201);
    const call = gateway.refundCalls.at(-1)!;
    expect(call.hashOk).toBe(true);
    expect(call.fields).toMatchObject({
      command: 'cancel_refund_transaction',
      var1: ride.mihpayid,
      var3: (part / 100).toFixed(2),
    });
    expect(rideRefundsSchema.parse(first.json()).data).toMatchObject({
      refunded: part,
      refundable: ride.totalAmount - part,
    });

    const over = await refund(ride.rideId, { method: 'card', amount: ride.totalAmount - part + 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields.amount).toBe('More than is left to refund');
    expect(gateway.refundCalls.length).toBe(calls + 1);

    const rest = await refund(ride.rideId, { method: 'card', amount: ride.totalAmount - part });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rideRefundsSchema.parse(rest.json()).data).toMatchObject({
      refunded: ride.totalAmount,
      refundable: 0,
    });
    const atGateway = [...gateway.refunds.values()].filter((r) => r.mihpayid === ride.mihpayid);
    expect(atGateway.map((r) => r.amount)).toEqual([part, ride.totalAmount - part]);
    expect((await refund(ride.rideId, { method: 'cash', amount: 1 })).statusCode).toBe(400);

    const ledger = walletResponseSchema
      .parse(
        (
          await t.app.inject({
            url: '/api/v1/partner/wallet',
            headers: { host, authorization: `Bearer ${partner}` },
          })
        ).json(),
      )
      .data.transactions.filter((entry) => entry.rideId === ride.rideId);
    expect(ledger.map((entry) => [entry.transaction, entry.amount]).sort()).toEqual(
      [
        ['debit', part],
        ['debit', ride.totalAmount - part],
      ].sort(),
    );
  });

  it('refunds once when the same request is sent again', async () => {
    const ride = await paidByCard();
    const sameKey = key();
    const first = await refund(ride.rideId, { method: 'card', amount: 5000 }, sameKey);
    const again = await refund(ride.rideId, { method: 'card', amount: 5000 }, sameKey);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.rideId, ride.rideId));
    expect(rows.map((row) => row.amount)).toEqual([5000]);
    expect([...gateway.refunds.values()].filter((r) => r.mihpayid === ride.mihpayid)).toHaveLength(1);
  });

  it('is refused by the gateway itself beyond the capture, and with a wrong salt', async () => {
    const ride = await paidByCard();
    const call = { checkoutUrl: gateway.url, key: GATEWAY_KEY, gatewayPaymentId: ride.mihpayid };
    const tooMuch = await requestCardRefund({
      ...call,
      salt: GATEWAY_SALT,
      token: key(),
      amount: ride.totalAmount + 1,
    });
    expect(tooMuch).toEqual({ ok: false, message: 'Refund amount exceeds the captured amount' });
    const forged = await requestCardRefund({ ...call, salt: 'not-the-salt', token: key(), amount: 100 });
    expect(forged).toEqual({ ok: false, message: 'Invalid Hash.' });
  });

  it('refuses a card refund of a ride not paid by card, and records cash refunds with their note', async () => {
    const ride = await book('cash');
    expect((await refund(ride.rideId, { method: 'cash', amount: 100 })).statusCode).toBe(400);
    await acceptWithNewDriver(t, partner, ride.rideId, {
      firstName: 'Kumar',
      lastName: 'R',
      phone: '+919800022211',
      vehicleNumber: 'TN09RF0001',
    });
    await completeRide(t, partner, ride.rideId);
    const card = await refund(ride.rideId, { method: 'card', amount: 100 });
    expect(card.statusCode).toBe(409);
    expect(card.json().error.fields.method).toBe('Not paid by card');
    const cash = await refund(ride.rideId, { method: 'cash', amount: 2500, note: 'Paid too much' });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(rideRefundsSchema.parse(cash.json()).data.items).toEqual([
      expect.objectContaining({ method: 'cash', amount: 2500, note: 'Paid too much', reference: null }),
    ]);
    const bad = await refund(ride.rideId, { method: 'cash', amount: 0 });
    expect(bad.statusCode).toBe(400);
  });

  it('answers another tenant’s partner 404 and refunds nothing', async () => {
    const ride = await paidByCard();
    const [other] = await t.database.db
      .insert(tenants)
      .values({ businessName: 'Other Refunds', email: 'o@other-refunds.test', domain: OTHER_HOST })
      .returning();
    await t.database.db.insert(tenantHosts).values({ host: OTHER_HOST, tenantId: other!.id });
    await t.database.db
      .insert(users)
      .values({ tenantId: other!.id, role: 'partner', email: 'o@other-refunds.test' });
    const outsider = await partnerToken(t, 'o@other-refunds.test', OTHER_HOST);
    const calls = gateway.refundCalls.length;
    const answer = await refund(ride.rideId, { method: 'card', amount: 100 }, key(), outsider, OTHER_HOST);
    expect(answer.statusCode).toBe(404);
    const read = await t.app.inject({
      url: `/api/v1/partner/rides/${ride.rideId}/refunds`,
      headers: { host: OTHER_HOST, authorization: `Bearer ${outsider}` },
    });
    expect(read.statusCode).toBe(404);
    expect(gateway.refundCalls.length).toBe(calls);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.rideId, ride.rideId))).toEqual([]);
  });
});
