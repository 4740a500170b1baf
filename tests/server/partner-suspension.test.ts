// A partner the platform suspends: its riders are told and cannot book (a booking made before still replays),
// its drivers are offered nothing, its staff sign in, read and export but change nothing; resuming undoes it all
// and nothing was deleted meanwhile.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rideOffers, rides, tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { offerNext, ridesAwaitingOffer } from '../../src/server/modules/rides/dispatch';
import { acceptWithNewDriver, bookSedan } from '../helpers/rides';
import { driverToken, partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const REASON = 'Riders reported unlicensed drivers';

describe.each(testDatabases())('a suspended partner on $name', (target) => {
  let t: TestApp;
  let rider: string;
  let partner: string;
  let tenantId: string;
  const as = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: {
        host,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
    });
  const setSuspended = (at: Date | null) =>
    t.database.db
      .update(tenants)
      .set({ suspendedAt: at, suspensionReason: at ? REASON : null })
      .where(eq(tenants.id, tenantId));
  const quote = () =>
    as(null, 'POST', '/api/v1/quotes', {
      pickupLocation: { name: 'T. Nagar', lat: 13.0418, lng: 80.2341 },
      dropoffLocation: { name: 'Adyar', lat: 13.0012, lng: 80.2565 },
      pickupTime: new Date(Date.now() + 3600_000).toISOString(),
    });

  beforeAll(async () => {
    t = await startTestApp(target);
    rider = await riderToken(t, '+919876511111');
    partner = await partnerToken(t);
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.domain, host));
    tenantId = demo!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells riders and refuses their quotes and bookings, yet replays a booking made before', async () => {
    const quoted = await quote();
    const booking = {
      rideSearchId: quoted.json().data.ride_search_id,
      vehicleType: 'sedan',
      customerName: 'Priya',
      customerPhone: '9876543210',
    };
    const before = await as(rider, 'POST', '/api/v1/bookings', booking, 'before-suspension');
    expect(before.statusCode, before.body).toBe(201);
    expect((await as(null, 'GET', '/api/v1/config')).json().suspended).toBeUndefined();

    await setSuspended(new Date());
    expect((await as(null, 'GET', '/api/v1/config')).json()).toMatchObject({ suspended: true });
    const refusedQuote = await quote();
    expect(refusedQuote.statusCode).toBe(403);
    expect(refusedQuote.json().error).toMatchObject({
      code: 'partner_suspended',
      message: expect.stringMatching(/not taking bookings at the moment/),
    });
    const refusedBooking = await as(rider, 'POST', '/api/v1/bookings', booking, 'after-suspension');
    expect(refusedBooking.statusCode).toBe(403);
    expect(refusedBooking.json().error.code).toBe('partner_suspended');
    const replay = await as(rider, 'POST', '/api/v1/bookings', booking, 'before-suspension');
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data[0].rideId).toBe(before.json().data[0].rideId);
    // The rider's rides are all still there to read.
    const mine = await as(rider, 'GET', '/api/v1/rides');
    expect(mine.statusCode).toBe(200);
    expect(JSON.stringify(mine.json())).toContain(before.json().data[0].rideId);
  });

  it('lets staff sign in, read and export, and refuses every change with the reason', async () => {
    const staff = await partnerToken(t);
    expect((await as(staff, 'GET', '/api/v1/partner/rides?dateFilter=thisMonth')).statusCode).toBe(200);
    const csv = await as(staff, 'GET', '/api/v1/partner/wallet/statement.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const [waiting] = await t.database.db.select().from(rides).where(eq(rides.status, 'booked')).limit(1);
    for (const change of [
      as(
        staff,
        'POST',
        `/api/v1/partner/rides/${waiting!.id}/actions`,
        { action: 'cancel', reason: 'x' },
        'cancel-while-suspended',
      ),
      as(staff, 'POST', '/api/v1/partner/drivers', { firstName: 'New', phone: '+919811199999' }),
    ]) {
      const refused = await change;
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: 'partner_suspended',
        message: expect.stringContaining(REASON),
      });
    }
    const [still] = await t.database.db.select().from(rides).where(eq(rides.id, waiting!.id));
    expect(still!.status).toBe('booked');
  });

  it('offers drivers nothing while suspended, and offers again once resumed', async () => {
    await setSuspended(null);
    const rideId = await bookSedan(t, rider, 'offer-ride');
    const driver = await acceptWithNewDriver(t, partner, await bookSedan(t, rider, 'driver-ride'), {
      firstName: 'Karthik',
      lastName: 'S',
      phone: '+919811100777',
      vehicleNumber: 'TN01 AB7777',
    });
    const token = await driverToken(t, '+919811100777');
    await t.database.db.insert(rideOffers).values({
      tenantId,
      rideId,
      driverId: driver.id,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const offersSeen = async () =>
      (await as(token, 'GET', '/api/v1/driver/rides')).json().offers as unknown[];
    expect(await offersSeen()).toHaveLength(1);

    await setSuspended(new Date());
    await t.database.db.update(tenants).set({ dispatchMode: 'auto' }).where(eq(tenants.id, tenantId));
    expect(await offersSeen()).toHaveLength(0);
    const [suspended] = await t.database.db.select().from(tenants).where(eq(tenants.id, tenantId));
    expect((await ridesAwaitingOffer(t.database.db)).map((row) => row.rideId)).not.toContain(rideId);
    expect(
      await t.database.db.transaction((tx) =>
        offerNext(tx, t.app.services.livePositions, suspended!, rideId),
      ),
    ).toBeNull();
    const taken = await as(
      token,
      'POST',
      `/api/v1/driver/rides/${rideId}/actions`,
      { action: 'accept' },
      'take-offer-1',
    );
    expect(taken.statusCode, taken.body).toBe(403);
    expect(taken.json().error.message).toMatch(/paused by the platform/);
    // Its own rides stay with the driver, to be finished.
    expect((await as(token, 'GET', '/api/v1/driver/rides')).json().rides.length).toBeGreaterThan(0);

    await setSuspended(null);
    expect(await offersSeen()).toHaveLength(1);
    await t.database.db.delete(rideOffers).where(eq(rideOffers.rideId, rideId));
    expect((await ridesAwaitingOffer(t.database.db)).map((row) => row.rideId)).toContain(rideId);
    await t.database.db.update(tenants).set({ dispatchMode: 'manual' }).where(eq(tenants.id, tenantId));
  });
});
