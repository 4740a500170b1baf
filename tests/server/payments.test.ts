// Card payment through a stand-in hosted checkout, UPI links, and callbacks that must prove themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkoutResponseSchema } from '../../src/domain/money/payments';
import { payments, tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import {
  GATEWAY_KEY,
  GATEWAY_SALT,
  signedCallback,
  startCheckoutGateway,
  type CheckoutGateway,
} from '../helpers/checkout-gateway';
import { riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const tomorrow = () => new Date(Date.now() + 26 * 3600 * 1000).toISOString();

describe.each(testDatabases())('payments on $name', (target) => {
  let t: TestApp;
  let gateway: CheckoutGateway;
  let rider: string;
  beforeAll(async () => {
    [t, gateway] = await Promise.all([startTestApp(target), startCheckoutGateway()]);
    await t.database.db
      .update(tenants)
      .set({
        upiVpa: 'demotravels@okaxis',
        paymentGatewayUrl: gateway.url,
        paymentKey: GATEWAY_KEY,
        paymentSalt: GATEWAY_SALT,
      })
      .where(eq(tenants.domain, DEMO.host));
    rider = await riderToken(t);
  });
  afterAll(async () => {
    await gateway?.close();
    await t?.close();
  });

  async function bookWith(paymentMethod: string, key: string) {
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quotes',
      headers: { host },
      payload: {
        pickupLocation: { name: 'Chennai Central', lat: 13.0827, lng: 80.2707 },
        dropoffLocation: { name: 'Vellore', lat: 12.9165, lng: 79.1325 },
        pickupTime: tomorrow(),
      },
    });
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { host, authorization: `Bearer ${rider}`, 'idempotency-key': key },
      payload: {
        rideSearchId: search.json().data.ride_search_id,
        vehicleType: 'sedan',
        customerName: 'Priya',
        customerPhone: '9876543210',
        customerEmail: 'priya@example.com',
        paymentMethod,
      },
    });
    expect(booking.statusCode).toBe(201);
    return booking.json().data[0];
  }

  const checkout = async (txnId: string) => {
    const reply = await t.app.inject({
      url: `/api/v1/payments/${txnId}`,
      headers: { host, authorization: `Bearer ${rider}` },
    });
    expect(reply.statusCode).toBe(200);
    return checkoutResponseSchema.parse(reply.json()).data;
  };

  const postCallback = (outcome: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/callback/${outcome}`,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('answers a UPI deep link with the partner address and the amount', async () => {
    const ride = await bookWith('upi', 'upi-booking-0001');
    const link = new URL(ride.upiLink);
    expect(link.protocol).toBe('upi:');
    expect(link.searchParams.get('pa')).toBe('demotravels@okaxis');
    expect(link.searchParams.get('am')).toBe((ride.totalAmount / 100).toFixed(2));
    expect(link.searchParams.get('cu')).toBe('INR');
  });

  it('pays by card through the gateway, the salt never in the form', async () => {
    const ride = await bookWith('card', 'card-booking-0001');
    expect(ride.paymentTxnId).toMatch(/^TX/);
    const form = await checkout(ride.paymentTxnId);
    expect(form.action).toBe(gateway.url);
    expect(JSON.stringify(form)).not.toContain(GATEWAY_SALT);
    expect(form.fields.amount).toBe((ride.totalAmount / 100).toFixed(2));

    const page = await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
    expect(gateway.received.at(-1)?.hashOk).toBe(true);
    const html = await page.text();
    const posted = Object.fromEntries(
      [...html.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    const back = await postCallback('success', posted);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toContain(`/ride/confirmed?ride=${ride.rideId}`);
    const [stored] = await t.database.db.select().from(payments).where(eq(payments.txnId, ride.paymentTxnId));
    expect(stored?.status).toBe('paid');

    const again = await t.app.inject({
      url: `/api/v1/payments/${ride.paymentTxnId}`,
      headers: { host, authorization: `Bearer ${rider}` },
    });
    expect(again.statusCode).toBe(409);
  });

  it('rejects a tampered callback and keeps the payment unpaid', async () => {
    const ride = await bookWith('card', 'card-booking-0002');
    const form = await checkout(ride.paymentTxnId);
    const genuine = signedCallback(form.fields, 'success');
    const cheaper = await postCallback('success', { ...genuine, amount: '1.00' });
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().error.message).toMatch(/could not be verified/);
    const forged = await postCallback('success', { ...genuine, hash: 'a'.repeat(128) });
    expect(forged.statusCode).toBe(400);
    const [stored] = await t.database.db.select().from(payments).where(eq(payments.txnId, ride.paymentTxnId));
    expect(stored?.status).toBe('pending');

    const declined = await postCallback('failure', signedCallback(form.fields, 'failure'));
    expect(declined.headers.location).toBe(`/pay/${ride.paymentTxnId}?failed=1`);
    const [failed] = await t.database.db.select().from(payments).where(eq(payments.txnId, ride.paymentTxnId));
    expect(failed?.status).toBe('failed');
  });

  it('refuses a callback signed with empty settings after the partner cleared them', async () => {
    const ride = await bookWith('card', 'card-booking-0004');
    const form = await checkout(ride.paymentTxnId);
    const demo = eq(tenants.domain, DEMO.host);
    await t.database.db.update(tenants).set({ paymentKey: '', paymentSalt: '' }).where(demo);
    try {
      // A rider knows every field of the hash but the salt; with the settings cleared the salt is ''.
      const forged = signedCallback({ ...form.fields, key: '' }, 'success', '');
      const reply = await postCallback('success', forged);
      expect(reply.statusCode).toBe(400);
      const [stored] = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.txnId, ride.paymentTxnId));
      expect(stored?.status).toBe('pending');
    } finally {
      await t.database.db
        .update(tenants)
        .set({ paymentKey: GATEWAY_KEY, paymentSalt: GATEWAY_SALT })
        .where(demo);
    }
  });

  it('verifies a callback against the salt the payment was opened under', async () => {
    const ride = await bookWith('card', 'card-booking-0005');
    const form = await checkout(ride.paymentTxnId);
    const demo = eq(tenants.domain, DEMO.host);
    await t.database.db.update(tenants).set({ paymentSalt: 'rotated-salt-known-to-an-attacker' }).where(demo);
    try {
      const withNewSalt = signedCallback(form.fields, 'success', 'rotated-salt-known-to-an-attacker');
      expect((await postCallback('success', withNewSalt)).statusCode).toBe(400);
      const withOpeningSalt = await postCallback('success', signedCallback(form.fields, 'success'));
      expect(withOpeningSalt.statusCode).toBe(303);
      const [stored] = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.txnId, ride.paymentTxnId));
      expect(stored?.status).toBe('paid');
    } finally {
      await t.database.db.update(tenants).set({ paymentSalt: GATEWAY_SALT }).where(demo);
    }
  });

  it('keeps checkout forms to the rider who booked', async () => {
    const ride = await bookWith('card', 'card-booking-0003');
    const stranger = await riderToken(t, '+919845012345');
    const reply = await t.app.inject({
      url: `/api/v1/payments/${ride.paymentTxnId}`,
      headers: { host, authorization: `Bearer ${stranger}` },
    });
    expect(reply.statusCode).toBe(404);
  });
});
