// Waiting at the pickup through the real API on both databases: the partner sets the sedan's waiting rates, a rider
// books, the driver arrives and the rider comes out late; starting the trip charges every minute started past the
// free ones, at the rates as at booking, and the charge is in the ride's total, the cash the driver is shown, the
// amount collected, the commission, the rider's ride and the invoice. A driver who came early charges nothing for
// the time before the pickup. A card payment not made yet follows the fare.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionFor, type CommissionBase } from '../../src/domain/partners/partner-terms';
import { invoiceSnapshotSchema } from '../../src/domain/money/invoice';
import { invoices, payments, rides, tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { pdfText } from '../helpers/pdf-text';
import { acceptWithNewDriver, bookSedan } from '../helpers/rides';
import { driverToken, partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const MINUTE = 60_000;

describe.each(testDatabases())('waiting charges on $name', (target) => {
  let t: TestApp;
  let partner: string;
  let rider: string;
  let count = 0;

  const auth = (token: string) => ({ host, authorization: `Bearer ${token}` });

  async function setSedanWaiting(waiting: { freeMinutes: number; perMinute: number }) {
    const cards = await t.app.inject({ url: '/api/v1/partner/rate-cards', headers: auth(partner) });
    const sedan = cards.json().data.find((card: { vehicleType: string }) => card.vehicleType === 'sedan');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/partner/rate-cards/sedan',
      headers: { ...auth(partner), 'idempotency-key': `waiting-${waiting.freeMinutes}-${waiting.perMinute}` },
      payload: { rates: { ...sedan.rates, waiting } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.rates.waiting).toEqual(waiting);
  }

  const act = (rideId: string, payload: { action: string; tripCode?: string }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/partner/rides/${rideId}/actions`,
      headers: { ...auth(partner), 'idempotency-key': `${payload.action}-${rideId}` },
      payload,
    });

  /** Books and assigns a sedan, has the driver arrive, then puts the pickup and the arrival that far in the past
   * (minutes before now), as if the time had passed. */
  async function rideWaited(pickupMinutesAgo: number, arrivedMinutesAgo: number, paymentMethod = 'cash') {
    count += 1;
    const rideId = await bookSedan(t, rider, `waiting-book-${count}`, { extra: { paymentMethod } });
    const phone = `+9197700${String(count).padStart(5, '0')}`;
    await acceptWithNewDriver(t, partner, rideId, {
      firstName: 'Waiting',
      lastName: String(count),
      phone,
      vehicleNumber: `TN09 WC${String(count).padStart(4, '0')}`,
    });
    expect((await act(rideId, { action: 'arrived' })).statusCode).toBe(200);
    const now = Date.now();
    await t.database.db
      .update(rides)
      .set({
        pickupAt: new Date(now - pickupMinutesAgo * MINUTE),
        arrivedAt: new Date(now - arrivedMinutesAgo * MINUTE),
      })
      .where(eq(rides.id, rideId));
    const [booked] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    return { rideId, booked: booked!, phone };
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    // Card payments on, before any request reads the tenant; no checkout is opened here.
    await t.database.db
      .update(tenants)
      .set({ paymentGatewayUrl: 'https://gateway.test/pay', paymentKey: 'key', paymentSalt: 'salt' })
      .where(eq(tenants.domain, host));
    partner = await partnerToken(t);
    rider = await riderToken(t, '+919811100077');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('charges the minutes started past the free ones at the rates as at booking, into every amount', async () => {
    await setSedanWaiting({ freeMinutes: 5, perMinute: 200 });
    // Arrived on time 12.5 minutes ago: 7.5 minutes past the free 5, so 8 started minutes at ₹2.
    const { rideId, booked, phone } = await rideWaited(12.5, 12.5);
    expect(booked).toMatchObject({ waitingFreeMinutes: 5, waitingPerMinute: 200, waitingCharge: 0 });
    // A change of rates after booking does not reprice this ride.
    await setSedanWaiting({ freeMinutes: 0, perMinute: 5000 });

    expect((await act(rideId, { action: 'start', tripCode: booked.tripCode })).statusCode).toBe(200);
    const [started] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    expect(started!.waitingCharge).toBe(1600);
    expect(started!.totalAmount).toBe(booked.totalAmount + 1600);

    // The driver's app shows the fare with the charge in it, the cash to collect.
    const driver = await driverToken(t, phone);
    const home = await t.app.inject({ url: '/api/v1/driver/rides', headers: auth(driver) });
    expect(home.json().rides).toContainEqual(
      expect.objectContaining({ id: rideId, totalAmount: started!.totalAmount, waitingCharge: 1600 }),
    );

    expect((await act(rideId, { action: 'complete' })).statusCode).toBe(200);
    const [done] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    expect(done!.collectedFee).toBe(booked.totalAmount + 1600);
    // The partner's commission is on the fare with the charge in it (the demo's terms take 10 %).
    const terms = {
      commissionBps: done!.commissionBps!,
      commissionBase: done!.commissionBase as CommissionBase,
    };
    expect(terms.commissionBps).toBeGreaterThan(0);
    expect(done!.commissionAmount).toBe(commissionFor(done!, terms));
    expect(done!.commissionAmount).toBeGreaterThan(commissionFor(booked, terms));

    const mine = await t.app.inject({ url: `/api/v1/rides?ride=${rideId}`, headers: auth(rider) });
    expect(mine.json().items[0]).toMatchObject({
      totalAmount: booked.totalAmount + 1600,
      waitingCharge: 1600,
    });

    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.rideId, rideId));
    const snapshot = invoiceSnapshotSchema.parse(invoice!.snapshot);
    expect(snapshot.lines).toContainEqual(expect.objectContaining({ line: 'waitingCharge', amount: 1600 }));
    expect(snapshot.total).toBe(booked.totalAmount + 1600);
    const pdf = await t.app.inject({ url: `/api/v1/rides/${rideId}/invoice.pdf`, headers: auth(rider) });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toMatch(/Waiting charge\s+16\.00/);
  });

  it('counts waiting from the pickup time, not from a driver’s early arrival', async () => {
    await setSedanWaiting({ freeMinutes: 5, perMinute: 300 });
    // Came 30 minutes ago for a pickup 8.5 minutes ago: 3.5 minutes past the free 5 count, so 4 at ₹3.
    const early = await rideWaited(8.5, 30);
    expect((await act(early.rideId, { action: 'start', tripCode: early.booked.tripCode })).statusCode).toBe(
      200,
    );
    const [started] = await t.database.db.select().from(rides).where(eq(rides.id, early.rideId));
    expect(started!.waitingCharge).toBe(1200);

    // Within the free minutes of the pickup time, however early the driver came: nothing.
    const free = await rideWaited(4, 40);
    expect((await act(free.rideId, { action: 'start', tripCode: free.booked.tripCode })).statusCode).toBe(
      200,
    );
    const [unchanged] = await t.database.db.select().from(rides).where(eq(rides.id, free.rideId));
    expect(unchanged).toMatchObject({ waitingCharge: 0, totalAmount: free.booked.totalAmount });
  });

  it('raises a card payment not made yet by the charge, so the pay page asks for the whole fare', async () => {
    await setSedanWaiting({ freeMinutes: 2, perMinute: 100 });
    // 3.5 minutes past the free 2: 4 started minutes at ₹1.
    const { rideId, booked } = await rideWaited(5.5, 5.5, 'card');
    const paymentOf = async () =>
      (await t.database.db.select().from(payments).where(eq(payments.rideId, rideId)))[0]!;
    expect((await paymentOf()).amount).toBe(booked.totalAmount);
    expect((await act(rideId, { action: 'start', tripCode: booked.tripCode })).statusCode).toBe(200);
    expect((await paymentOf()).amount).toBe(booked.totalAmount + 400);
  });
});
