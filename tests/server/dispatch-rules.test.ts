// The rules of dispatch a driver trusts, on real databases: a ride booked for later does not make a driver busy;
// only rides due within the busy window are offered, nearest pickup first, within a radius that widens after
// timeouts up to its maximum (a driver 278 km away never hears of it); a ride never goes back to a driver who
// declined, handed it back or was taken off it; "arrived" is refused too early or too far (the office overrides);
// trip codes are unique among a rider's open rides; the office assigning a driver texts the rider; each driver
// notice has its own words.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushWords } from '../../src/domain/messages/push-words';
import { RIDE_TAKEN_KINDS } from '../../src/domain/drivers/driver-app';
import { drivers, rides, tenants, vehicles } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import type { Tenant } from '../../src/server/lib/tenants';
import { candidateDrivers, offerRadiusNow } from '../../src/server/modules/rides/dispatch';
import { pairWaitingRides } from '../../src/server/modules/rides/offer-pairs';
import { bookSedan } from '../helpers/rides';
import { driverToken, partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';
import { waitFor } from '../helpers/wait-for';
import en from '../../public/locales/en.json';

const host = DEMO.host;
const T_NAGAR = { lat: 13.0418, lng: 80.2341 };
const BENGALURU = { lat: 12.9716, lng: 77.5946 };
const MINUTE = 60_000;
const DEFAULTS = { busyWindowMinutes: 60, offerRadiusKm: 10, offerMaxRadiusKm: 30 };
let keys = 0;
const key = () => `dispatch-rules-${Date.now()}-${(keys += 1)}`;

/** A point `km` north of T. Nagar (a degree of latitude is about 111.2 km). */
const north = (km: number) => ({ lat: T_NAGAR.lat + km / 111.2, lng: T_NAGAR.lng });

describe.each(testDatabases())('dispatch rules on $name', (target) => {
  let t: TestApp;
  let partner: string;
  let rider: string;
  let tenant: Tenant;
  let phones = 0;

  const as = (token: string, url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { host, authorization: `Bearer ${token}`, 'idempotency-key': key() },
      payload,
    });
  const office = (rideId: string, payload: object) =>
    as(partner, `/api/v1/partner/rides/${rideId}/actions`, payload);
  const driverAct = (token: string, rideId: string, payload: object) =>
    as(token, `/api/v1/driver/rides/${rideId}/actions`, payload);
  const freshTenant = async () => {
    const [row] = await t.database.db.select().from(tenants).where(eq(tenants.domain, host));
    return (tenant = row as Tenant);
  };
  const rideRow = async (rideId: string) =>
    (await t.database.db.select().from(rides).where(eq(rides.id, rideId)))[0]!;
  const book = (minutesAhead: number) =>
    bookSedan(t, rider, key(), { pickupAt: new Date(Date.now() + minutesAhead * MINUTE) });
  const candidates = async (rideId: string, now = new Date()) =>
    (
      await candidateDrivers(
        t.database.db,
        t.app.services.livePositions,
        await rideRow(rideId),
        await freshTenant(),
        now,
      )
    ).map((c) => c.id);

  /** A verified driver on duty in a sedan, last seen just now at `at` (in the live index, as by a ping). */
  async function addDriver(at: { lat: number; lng: number }) {
    phones += 1;
    const phone = `+9198222${String(phones).padStart(5, '0')}`;
    const [car] = await t.database.db
      .insert(vehicles)
      .values({
        tenantId: tenant.id,
        vehicleType: 'sedan',
        model: 'Dzire',
        number: `TN09 DR${1000 + phones}`,
      })
      .returning();
    const [driver] = await t.database.db
      .insert(drivers)
      .values({
        tenantId: tenant.id,
        firstName: `Driver${phones}`,
        lastName: 'Test',
        phone,
        accountStatus: 'Verified',
        online: true,
        vehicleId: car!.id,
        latitude: at.lat,
        longitude: at.lng,
        lastSeenAt: new Date(),
      })
      .returning();
    await t.app.services.livePositions.put(tenant.id, { driverId: driver!.id, ...at, at: Date.now() });
    return { id: driver!.id, vehicleId: car!.id, phone };
  }
  const assign = async (rideId: string, driver: { id: string; vehicleId: string }) => {
    const answer = await office(rideId, {
      action: 'accept',
      driverId: driver.id,
      vehicleId: driver.vehicleId,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  /** Nothing else waits, and no driver is on duty: each test sets its own scene. */
  const clearRides = async () => {
    await t.database.db
      .update(rides)
      .set({ status: 'cancelled' })
      .where(inArray(rides.status, ['booked', 'accepted', 'ontrip']));
    await t.database.db.update(drivers).set({ online: false });
  };
  const setDispatch = (values: Partial<typeof tenants.$inferInsert>) =>
    t.database.db.update(tenants).set(values).where(eq(tenants.domain, host));

  beforeAll(async () => {
    // The sweeper stays out of the way: these tests call the rules themselves, at the times they choose.
    t = await startTestApp(target, { env: { DISPATCH_SWEEP_MS: '60000' } });
    partner = await partnerToken(t);
    rider = await riderToken(t);
    await freshTenant();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('does not count a ride booked for tomorrow as busy, but one due within the window (or a trip) is', async () => {
    await setDispatch({ dispatchMode: 'manual' });
    await clearRides();
    const driver = await addDriver(north(1));
    await assign(await book(24 * 60), driver);
    const now = await book(10);
    expect(await candidates(now)).toContain(driver.id);
    // A ride due in 50 minutes, plus the drive to it, falls within the 60-minute window: busy.
    await assign(await book(50), driver);
    expect(await candidates(now)).not.toContain(driver.id);
  });

  it('offers only rides due within the window, nearest pickup first, never to a driver 278 km away', async () => {
    await clearRides();
    await setDispatch({ dispatchMode: 'auto', offerTimeoutSeconds: 30 });
    const driver = await addDriver(T_NAGAR);
    const far = await book(10);
    const near = await book(20);
    const tomorrow = await book(24 * 60);
    await t.database.db
      .update(rides)
      .set({ pickupLat: north(6).lat })
      .where(eq(rides.id, far));
    await t.database.db
      .update(rides)
      .set({ pickupLat: north(1).lat })
      .where(eq(rides.id, near));
    await t.database.db.update(rides).set({ pickupLat: T_NAGAR.lat }).where(eq(rides.id, tomorrow));
    const pairs = await pairWaitingRides(t.database.db, t.app.services.livePositions);
    expect(pairs.map((pair) => [pair.rideId, pair.driverId])).toEqual([[near, driver.id]]);
    // The driver in Bengaluru never hears of a Chennai pickup, even once the radius is at its widest.
    const bengaluru = await addDriver(BENGALURU);
    expect(await candidates(far, new Date(Date.now() + 60 * MINUTE))).not.toContain(bengaluru.id);
  });

  it('widens the radius by its size for every offer timeout without a taker, up to the maximum', async () => {
    await clearRides();
    await setDispatch({
      dispatchMode: 'auto',
      offerTimeoutSeconds: 30,
      offerRadiusKm: 10,
      offerMaxRadiusKm: 30,
    });
    const fifteen = await addDriver(north(15));
    const forty = await addDriver(north(40));
    const rideId = await book(10);
    const ride = await rideRow(rideId);
    const booked = ride.createdAt.getTime();
    const at = (seconds: number) => new Date(booked + seconds * 1000);
    expect(offerRadiusNow(ride, tenant, at(0))).toBe(10);
    expect(offerRadiusNow(ride, tenant, at(31))).toBe(20);
    expect(offerRadiusNow(ride, tenant, at(95))).toBe(30);
    expect(offerRadiusNow(ride, tenant, at(3600))).toBe(30);
    expect(await candidates(rideId, at(1))).not.toContain(fifteen.id);
    expect(await candidates(rideId, at(31))).toContain(fifteen.id);
    expect(await candidates(rideId, at(100))).not.toContain(forty.id);
  });

  it('never offers a ride again to a driver who declined it, handed it back or was taken off it', async () => {
    await clearRides();
    await setDispatch({ dispatchMode: 'auto', offerTimeoutSeconds: 30, maxOffers: 10 });
    const decliner = await addDriver(north(1));
    const token = await driverToken(t, decliner.phone);
    const declined = await book(10);
    await t.app.dispatchNow(await freshTenant(), declined);
    expect(await candidates(declined)).not.toContain(decliner.id);
    expect((await driverAct(token, declined, { action: 'decline' })).statusCode).toBe(200);
    expect(await candidates(declined)).not.toContain(decliner.id);

    await setDispatch({ dispatchMode: 'manual' });
    const handedBack = await book(10);
    await assign(handedBack, decliner);
    expect((await driverAct(token, handedBack, { action: 'drop', reason: 'flat tyre' })).statusCode).toBe(
      200,
    );
    await setDispatch({ dispatchMode: 'auto' });
    expect(await candidates(handedBack)).not.toContain(decliner.id);

    await setDispatch({ dispatchMode: 'manual' });
    const unassigned = await book(10);
    await assign(unassigned, decliner);
    expect((await office(unassigned, { action: 'unassign', reason: 'Car broke down' })).statusCode).toBe(200);
    expect(await candidates(unassigned)).not.toContain(decliner.id);
    // Another driver may still have each of them.
    const other = await addDriver(north(2));
    for (const rideId of [declined, handedBack, unassigned])
      expect(await candidates(rideId)).toContain(other.id);
  });

  it('refuses "arrived" too early or too far from the pickup; the office’s own arrived overrides', async () => {
    await clearRides();
    await setDispatch({ dispatchMode: 'manual' });
    const driver = await addDriver(north(2));
    const token = await driverToken(t, driver.phone);
    const later = await book(6 * 24 * 60);
    await assign(later, driver);
    const early = await driverAct(token, later, { action: 'arrived' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/from 30 minutes before it/);
    const soon = await book(10);
    await t.database.db.update(rides).set({ status: 'cancelled' }).where(eq(rides.id, later));
    await assign(soon, driver);
    const farAway = await driverAct(token, soon, { action: 'arrived' });
    expect(farAway.statusCode).toBe(409);
    expect(farAway.json().error.message).toMatch(/2\.0 km from the pickup.*within 500 m/);
    expect((await rideRow(soon)).arrivedAt).toBeNull();
    const override = await office(soon, { action: 'arrived' });
    expect(override.statusCode, override.body).toBe(200);
    expect((await rideRow(soon)).arrivedAt).not.toBeNull();
    // At the pickup, the driver's own word is taken.
    await t.database.db
      .update(drivers)
      .set({ latitude: T_NAGAR.lat, lastSeenAt: new Date() })
      .where(eq(drivers.id, driver.id));
    expect((await driverAct(token, soon, { action: 'arrived' })).statusCode).toBe(200);
  });

  it('gives each of a rider’s open rides its own trip code, even with all but ten codes taken and bookings at once', async () => {
    await clearRides();
    await setDispatch({ dispatchMode: 'manual' });
    const template = await rideRow(await book(60));
    // The rider holds 9,990 open rides: only ten codes are free, so a code drawn at random would clash.
    const held = Array.from({ length: 9_990 }, (_, n) => String(n).padStart(4, '0'));
    for (let from = 0; from < held.length; from += 1_000)
      await t.database.db.insert(rides).values(
        held.slice(from, from + 1_000).map((tripCode) => {
          const { id: _id, ...rest } = template;
          return { ...rest, tripCode, status: 'booked' };
        }),
      );
    await t.database.db.update(rides).set({ status: 'cancelled' }).where(eq(rides.id, template.id));
    const booked = await Promise.all(Array.from({ length: 5 }, () => book(60)));
    const codes = (await t.database.db.select().from(rides).where(inArray(rides.id, booked))).map(
      (r) => r.tripCode,
    );
    expect(new Set(codes).size).toBe(5);
    for (const code of codes) expect(Number(code)).toBeGreaterThanOrEqual(9_990);
    await clearRides();
  });

  it('texts the rider when the office assigns a driver, as when a driver accepts', async () => {
    await clearRides();
    await setDispatch({ dispatchMode: 'manual' });
    const driver = await addDriver(north(1));
    const rideId = await book(30);
    const before = t.sms.length;
    await assign(rideId, driver);
    await waitFor(
      async () =>
        t.sms.slice(before).find((text) => text.to === '+919876543210' && /will drive you/.test(text.text)),
      'the driver-assigned text to the rider',
    );
  });

  it('keeps the busy window and radii in the partner’s dispatch settings, within their bounds', async () => {
    const patch = (dispatch: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/partner/settings',
        headers: { host, authorization: `Bearer ${partner}`, 'idempotency-key': key() },
        payload: { dispatch },
      });
    const saved = await patch({ busyWindowMinutes: 90, offerRadiusKm: 8, offerMaxRadiusKm: 24 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().dispatch).toMatchObject({
      busyWindowMinutes: 90,
      offerRadiusKm: 8,
      offerMaxRadiusKm: 24,
    });
    const short = await patch({ busyWindowMinutes: 10 });
    expect(short.statusCode).toBe(400);
    // Only the maximum sent, below the stored first radius: refused under its field.
    const narrow = await patch({ offerMaxRadiusKm: 5 });
    expect(narrow.statusCode).toBe(400);
    expect(narrow.json().error.fields).toMatchObject({
      'dispatch.offerMaxRadiusKm': 'At least the first radius',
    });
    const both = await patch({ offerRadiusKm: 20, offerMaxRadiusKm: 10 });
    expect(both.statusCode).toBe(400);
    expect((await patch(DEFAULTS)).statusCode).toBe(200);
  });

  it('words each driver notice for what happened', () => {
    const brand = { name: 'Demo Cabs', icon: '/icon.png' };
    const bodies = RIDE_TAKEN_KINDS.map(
      (why) => pushWords('ride_taken', { rideId: 'r1', reason: 'test', why }, 'en', brand).body,
    );
    expect(bodies).toEqual([
      'The office cancelled this ride: test',
      'The office took this ride off you for another driver: test',
      'The rider cancelled this ride: test',
    ]);
    const notices = Object.values(en.driver.notices);
    expect(new Set(notices).size).toBe(7);
    expect(notices.filter((words) => /no longer yours/.test(words))).toEqual([]);
  });
});
