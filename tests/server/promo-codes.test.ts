// Promo codes through the real API: the partner creates, lists and archives them; a rider checks one against a
// quote and sees the discount or why it does not apply; the booking checks again under the code's lock, so 50
// parallel bookings by 50 riders use a code limited to N exactly N times; the invoice shows the discount.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { cashbackFor } from '../../src/domain/booking/fare';
import { invoiceSnapshotSchema } from '../../src/domain/money/invoice';
import { promoCheckResponseSchema, promoCodeSchema } from '../../src/domain/money/promo-codes';
import { invoices, rides, tenants, users } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { createSession } from '../../src/server/lib/sessions';
import { bookWithMoney, demoTenantId, sedanQuote } from '../helpers/money-booking';
import { pdfText } from '../helpers/pdf-text';
import { acceptWithNewDriver, completeRide } from '../helpers/rides';
import { partnerToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const HOUR = 3600_000;

describe.each(testDatabases())('promo codes on $name', (target) => {
  let t: TestApp;
  let partner: string;
  let tenantId: string;
  let cashbackBps: number;
  beforeAll(async () => {
    t = await startTestApp(target);
    partner = await partnerToken(t);
    tenantId = await demoTenantId(t);
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.id, tenantId));
    cashbackBps = demo!.cashbackBps;
  });
  afterAll(async () => {
    await t?.close();
  });

  const asPartner = (method: 'GET' | 'POST', url: string, payload?: object, token = partner) =>
    t.app.inject({
      method,
      url,
      headers: { host: DEMO.host, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  async function createCode(body: Record<string, unknown>) {
    const reply = await asPartner('POST', '/api/v1/partner/promo-codes', body);
    expect(reply.statusCode, reply.body).toBe(201);
    return promoCodeSchema.parse(reply.json().data);
  }

  /** A rider with a session of their own, made directly: the test is about codes, not logins. */
  let riders = 0;
  async function newRider() {
    riders += 1;
    const phone = `+9197000${String(riders).padStart(5, '0')}`;
    const [user] = await t.database.db
      .insert(users)
      .values({ tenantId, role: 'rider', phone, name: `Rider ${riders}` })
      .returning();
    return { id: user!.id, token: await createSession(t.database.db, user!) };
  }

  async function check(token: string, code: string, vehicleType = 'sedan') {
    const { rideSearchId } = await sedanQuote(t);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/promo-codes/check',
      headers: { host: DEMO.host, authorization: `Bearer ${token}` },
      payload: { rideSearchId, vehicleType, code },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return promoCheckResponseSchema.parse(reply.json()).data;
  }

  it('validates a new code field by field, keeps codes unique, and is for the partner only', async () => {
    const bad = await asPartner('POST', '/api/v1/partner/promo-codes', {
      code: 'x',
      kind: 'percent',
      validFrom: new Date(Date.now() + HOUR).toISOString(),
      validUntil: new Date().toISOString(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      code: 'Use 3 to 20 letters, digits or dashes',
      percentBps: 'Enter a percentage',
      maxDiscount: 'Enter the largest discount',
      validUntil: 'The end must be after the start',
    });
    await createCode({ code: 'unique-1', kind: 'flat', flatAmount: 5_000 });
    const twice = await asPartner('POST', '/api/v1/partner/promo-codes', {
      code: 'UNIQUE-1',
      kind: 'flat',
      flatAmount: 100,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toEqual({ code: 'Choose another code' });
    const rider = await newRider();
    const asRider = await asPartner('GET', '/api/v1/partner/promo-codes', undefined, rider.token);
    expect([401, 403]).toContain(asRider.statusCode);
  });

  it('answers the discount and new total of a percentage code, capped', async () => {
    await createCode({ code: 'TENOFF', kind: 'percent', percentBps: 1_000, maxDiscount: 3_000 });
    const rider = await newRider();
    const { fee } = await sedanQuote(t);
    const answer = await check(rider.token, ' tenoff ');
    const discount = Math.min(Math.round(fee.ride_amount / 10), 3_000);
    expect(answer).toEqual({
      applies: true,
      code: 'TENOFF',
      currency: 'INR',
      discount,
      totalAmount: fee.total_fee - discount,
    });
  });

  it('says why a code does not apply', async () => {
    const now = Date.now();
    await createCode({
      code: 'LATER',
      kind: 'flat',
      flatAmount: 100,
      validFrom: new Date(now + HOUR).toISOString(),
    });
    await createCode({
      code: 'GONE',
      kind: 'flat',
      flatAmount: 100,
      validUntil: new Date(now - 1000).toISOString(),
    });
    await createCode({ code: 'SUVONLY', kind: 'flat', flatAmount: 100, vehicleTypes: ['suv'] });
    await createCode({ code: 'FIRST', kind: 'flat', flatAmount: 100, firstRideOnly: true });
    const archived = await createCode({ code: 'OLD', kind: 'flat', flatAmount: 100 });
    const archive = await asPartner('POST', `/api/v1/partner/promo-codes/${archived.id}/archive`);
    expect(archive.json().data.archivedAt).not.toBeNull();

    const rider = await newRider();
    const reasonOf = async (code: string) => {
      const answer = await check(rider.token, code);
      return answer.applies ? 'applies' : answer.reason;
    };
    expect(await reasonOf('NOPE')).toBe('unknown');
    expect(await reasonOf('OLD')).toBe('unknown');
    expect(await reasonOf('LATER')).toBe('notYetValid');
    expect(await reasonOf('GONE')).toBe('expired');
    expect(await reasonOf('SUVONLY')).toBe('notForVehicle');
    expect(await reasonOf('FIRST')).toBe('applies');
    const { rideSearchId } = await sedanQuote(t);
    expect((await bookWithMoney(t, rider.token, 'promo-first-0001', rideSearchId)).reply.statusCode).toBe(
      201,
    );
    expect(await reasonOf('FIRST')).toBe('firstRideOnly');
    const refused = await bookWithMoney(t, rider.token, 'promo-first-0002', rideSearchId, {
      promoCode: 'FIRST',
    });
    expect(refused.reply.statusCode).toBe(409);
    expect(refused.reply.json().error).toMatchObject({
      message: 'This promo code is for a first ride only.',
      fields: { promoCode: 'This promo code is for a first ride only.' },
    });
  });

  it('takes the discount off the total, keeps it on the ride, and counts cashback after it', async () => {
    const code = await createCode({ code: 'FLAT50', kind: 'flat', flatAmount: 5_000, perRiderLimit: 1 });
    const rider = await newRider();
    const { rideSearchId, fee } = await sedanQuote(t);
    const { reply, ride } = await bookWithMoney(t, rider.token, 'promo-book-0001', rideSearchId, {
      promoCode: 'flat50',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(ride).toMatchObject({
      promoDiscount: 5_000,
      totalAmount: fee.total_fee - 5_000,
      cashbackAmount: cashbackFor(fee.total_fee - 5_000, cashbackBps),
    });
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, ride!.rideId));
    expect(row).toMatchObject({
      promoCodeId: code.id,
      promoDiscount: 5_000,
      totalAmount: fee.total_fee - 5_000,
    });
    expect(await check(rider.token, 'FLAT50')).toMatchObject({ applies: false, reason: 'usedByYou' });
    const again = await bookWithMoney(t, rider.token, 'promo-book-0002', rideSearchId, {
      promoCode: 'FLAT50',
    });
    expect(again.reply.statusCode).toBe(409);
    const list = await asPartner('GET', '/api/v1/partner/promo-codes');
    expect(list.json().data.find((c: { code: string }) => c.code === 'FLAT50').uses).toBe(1);

    await acceptWithNewDriver(t, partner, ride!.rideId, {
      firstName: 'Mani',
      lastName: 'Raj',
      phone: '+919811100091',
      vehicleNumber: 'TN01PC0001',
    });
    await completeRide(t, partner, ride!.rideId);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.rideId, ride!.rideId));
    const snapshot = invoiceSnapshotSchema.parse(invoice!.snapshot);
    expect(snapshot.promo).toEqual({ code: 'FLAT50', discount: 5_000 });
    expect(snapshot.total).toBe(fee.total_fee - 5_000);
    const pdf = await t.app.inject({
      url: `/api/v1/rides/${ride!.rideId}/invoice.pdf`,
      headers: { host: DEMO.host, authorization: `Bearer ${rider.token}` },
    });
    expect(await pdfText(pdf.rawPayload)).toContain('after promo code FLAT50: -50.00');
  });

  it('lets 50 parallel bookings use a code limited to 7 exactly 7 times', async () => {
    const code = await createCode({ code: 'SEVEN', kind: 'flat', flatAmount: 1_000, totalLimit: 7 });
    const crowd = await Promise.all(Array.from({ length: 50 }, () => newRider()));
    const { rideSearchId } = await sedanQuote(t, new Date(Date.now() + 5 * HOUR));
    const answers = await Promise.all(
      crowd.map((rider, i) =>
        bookWithMoney(t, rider.token, `promo-crowd-${String(i).padStart(4, '0')}`, rideSearchId, {
          promoCode: 'SEVEN',
        }),
      ),
    );
    const codes = answers.map((answer) => answer.reply.statusCode);
    expect(codes.filter((status) => status === 201)).toHaveLength(7);
    expect(codes.filter((status) => status === 409)).toHaveLength(43);
    const refusal = answers.find((answer) => answer.reply.statusCode === 409)!;
    expect(refusal.reply.json().error.message).toBe('This promo code has been used up.');
    const used = await t.database.db
      .select()
      .from(rides)
      .where(and(eq(rides.promoCodeId, code.id), ne(rides.status, 'cancelled')));
    expect(used).toHaveLength(7);
  });

  it('frees a use when a ride booked with the code is cancelled', async () => {
    await createCode({ code: 'ONCE', kind: 'flat', flatAmount: 1_000, totalLimit: 1 });
    const [first, second] = [await newRider(), await newRider()];
    const { rideSearchId } = await sedanQuote(t);
    const { ride } = await bookWithMoney(t, first.token, 'promo-once-0001', rideSearchId, {
      promoCode: 'ONCE',
    });
    expect(await check(second.token, 'ONCE')).toMatchObject({ reason: 'usedUp' });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/rides/${ride!.rideId}/cancel`,
      headers: {
        host: DEMO.host,
        authorization: `Bearer ${first.token}`,
        'idempotency-key': 'promo-once-cancel',
      },
      payload: { acceptedFee: 0 },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await check(second.token, 'ONCE')).toMatchObject({ applies: true });
  });

  it('needs a rider session to check a code', async () => {
    const { rideSearchId } = await sedanQuote(t);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/promo-codes/check',
      headers: { host: DEMO.host },
      payload: { rideSearchId, vehicleType: 'sedan', code: 'TENOFF' },
    });
    expect(reply.statusCode).toBe(401);
  });
});
