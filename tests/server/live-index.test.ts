// Drivers' live positions in the spatial index, on real databases: a ping puts a driver where dispatch looks and
// the nearest is offered; off duty or blocked leaves the index at once and hears of no ride; the database takes a
// driver's position at most every 30 s however often they ping; after a restart a driver stays out of dispatch
// until their next ping; a live ride's trail is stored thinned; with Redis two app instances see one position.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverHomeSchema } from '../../src/domain/drivers/driver-app';
import { buildApp } from '../../src/server/app';
import { drivers, rideOffers, rideTrailPoints, rides, tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { writeWatchOf } from '../../src/server/db/write-watch';
import { findTenantById } from '../../src/server/lib/tenants';
import { bookSedan } from '../helpers/rides';
import { driverToken, partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';
import { waitFor } from '../helpers/wait-for';

const host = DEMO.host;
/** The pickup bookSedan books from, and points `km` north of it (a degree of latitude is about 111.2 km). */
const T_NAGAR = { lat: 13.0418, lng: 80.2341 };
const north = (km: number) => ({ lat: T_NAGAR.lat + km / 111.2, lng: T_NAGAR.lng });
const { REDIS_URL } = process.env;
let keys = 0;
const key = () => `live-index-${Date.now()}-${(keys += 1)}`;

type App = TestApp['app'];
interface Driver {
  id: string;
  token: string;
}

describe.each(testDatabases())('live positions index on $name', (target) => {
  let t: TestApp;
  let partner: string;
  let rider: string;
  let tenantId: string;
  let phones = 0;

  const as = (app: App, token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: {
        host,
        authorization: `Bearer ${token}`,
        ...(method === 'POST' ? { 'idempotency-key': key() } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  const ping = async (driver: Driver, at: { lat: number; lng: number }, app: App = t.app) => {
    const answer = await as(app, driver.token, 'POST', '/api/v1/driver/position', at);
    expect(answer.json().accepted, answer.body).toBe(true);
  };
  const offersTo = async (driver: Driver, app: App = t.app) =>
    driverHomeSchema
      .parse((await as(app, driver.token, 'GET', '/api/v1/driver/rides')).json())
      .offers.map((offer) => offer.id);
  const indexed = async (driver: Driver, app: App = t.app) =>
    (await app.services.livePositions.many(tenantId, [driver.id])).get(driver.id);
  const book = (app: App = t.app) =>
    bookSedan({ ...t, app }, rider, key(), { pickupAt: new Date(Date.now() + 10 * 60_000) });
  /** The sweep offers a booking a moment after it is taken. */
  const offeredTo = (driver: Driver, rideId: string) =>
    waitFor(async () => (await offersTo(driver)).includes(rideId), `the offer of ${rideId}`);
  const openOffers = (rideIds: string[]) =>
    t.database.db
      .select()
      .from(rideOffers)
      .where(and(inArray(rideOffers.rideId, rideIds), eq(rideOffers.status, 'offered')));

  /** A verified driver the partner added, with a sedan, on duty through the app: not yet pinged. */
  async function addDriver(): Promise<Driver> {
    phones += 1;
    const phone = `+9198333${String(phones).padStart(5, '0')}`;
    const added = await as(t.app, partner, 'POST', '/api/v1/partner/drivers', { firstName: 'Live', phone });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id as string;
    const vehicle = await as(t.app, partner, 'POST', '/api/v1/partner/vehicles', {
      vehicleType: 'sedan',
      model: 'Dzire',
      number: `TN07 LV${1000 + phones}`,
    });
    expect(vehicle.statusCode, vehicle.body).toBe(201);
    await as(t.app, partner, 'POST', `/api/v1/partner/drivers/${id}/status`, { action: 'verify' });
    const token = await driverToken(t, phone, host, `10.0.3.${phones}`);
    const duty = await as(t.app, token, 'POST', '/api/v1/driver/duty', {
      online: true,
      vehicleId: vehicle.json().id,
    });
    expect(duty.statusCode, duty.body).toBe(200);
    return { id, token };
  }

  /** No ride waits and nobody holds an offer or is on duty: each test sets its own scene. */
  async function clearScene() {
    const { db } = t.database;
    await db
      .update(rides)
      .set({ status: 'cancelled' })
      .where(inArray(rides.status, ['booked', 'accepted', 'ontrip']));
    await db.update(rideOffers).set({ status: 'withdrawn' }).where(eq(rideOffers.status, 'offered'));
    await db.update(drivers).set({ online: false });
  }

  beforeAll(async () => {
    t = await startTestApp(target, {
      env: { DISPATCH_SWEEP_MS: '200', QUOTE_RATE_LIMIT: '1000', ABUSE_LIMIT_FACTOR: '50' },
    });
    partner = await partnerToken(t);
    rider = await riderToken(t);
    const [tenant] = await t.database.db
      .update(tenants)
      .set({ dispatchMode: 'auto', offerTimeoutSeconds: 30, maxOffers: 3 })
      .where(eq(tenants.domain, host))
      .returning();
    tenantId = tenant!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers a booking to the nearest driver by the position they pinged', async () => {
    await clearScene();
    const far = await addDriver();
    const near = await addDriver();
    await ping(far, north(6));
    await ping(near, north(1));
    const rideId = await book();
    await offeredTo(near, rideId);
    expect(await offersTo(far)).toEqual([]);
  });

  it('takes a driver out of the index at once when they go off duty or are blocked; neither hears of a ride', async () => {
    await clearScene();
    const offDuty = await addDriver();
    const blocked = await addDriver();
    await ping(offDuty, north(1));
    await ping(blocked, north(2));
    expect(await indexed(offDuty)).toBeDefined();
    const off = await as(t.app, offDuty.token, 'POST', '/api/v1/driver/duty', { online: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await indexed(offDuty)).toBeUndefined();
    const block = await as(t.app, partner, 'POST', `/api/v1/partner/drivers/${blocked.id}/status`, {
      action: 'block',
    });
    expect(block.statusCode, block.body).toBe(200);
    expect(await indexed(blocked)).toBeUndefined();
    // A driver farther out gets the ride: the sweep ran, and passed over the two nearer ones.
    const farther = await addDriver();
    await ping(farther, north(4));
    const rideId = await book();
    await offeredTo(farther, rideId);
    expect((await openOffers([rideId])).map((offer) => offer.driverId)).toEqual([farther.id]);
  });

  it('writes a driver’s position to the database at most every 30 s however often they ping, and at a duty change', async () => {
    await clearScene();
    const driver = await addDriver();
    let positionWrites = 0;
    const stop = writeWatchOf(t.database.db)!.listen((tables) => {
      if (tables.has('drivers') || tables.has('vehicles')) positionWrites += 1;
    });
    const path = Array.from({ length: 20 }, (_, n) => north(1 + n * 0.05));
    try {
      for (const at of path) await ping(driver, at);
    } finally {
      stop();
    }
    // The first ping is written (the driver row and their vehicle's last seen); the other nineteen only indexed.
    expect(positionWrites).toBe(2);
    const last = path.at(-1)!;
    const stored = async () =>
      (await t.database.db.select().from(drivers).where(eq(drivers.id, driver.id)))[0]!;
    expect((await stored()).latitude).toBeCloseTo(path[0]!.lat, 6);
    // Whoever reads the driver's position reads the last ping.
    const whereabouts = await as(t.app, partner, 'GET', `/api/v1/partner/drivers/${driver.id}/whereabouts`);
    expect(whereabouts.json().position.lat).toBeCloseTo(last.lat, 6);
    await as(t.app, driver.token, 'POST', '/api/v1/driver/duty', { online: false });
    expect((await stored()).latitude).toBeCloseTo(last.lat, 6);
  });

  it('never offers one ride to two drivers, nor a driver two rides or one while on a ride, under 100 parallel bookings', async () => {
    await clearScene();
    const fleet: Driver[] = [];
    for (let n = 0; n < 12; n += 1) fleet.push(await addDriver());
    for (const [n, driver] of fleet.entries()) await ping(driver, north(0.2 + n * 0.3));
    // The two nearest take a ride each first: on a ride, they must hear of no other.
    const onRide: Driver[] = [];
    for (let n = 0; n < 2; n += 1) {
      const rideId = await book();
      const [offer] = await waitFor(async () => {
        const made = await openOffers([rideId]);
        return made.length > 0 && made;
      }, 'the offer of the first rides');
      const taker = fleet.find((driver) => driver.id === offer!.driverId)!;
      const accepted = await as(t.app, taker.token, 'POST', `/api/v1/driver/rides/${rideId}/actions`, {
        action: 'accept',
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      onRide.push(taker);
    }
    const rideIds = await Promise.all(Array.from({ length: 100 }, () => book()));
    const free = fleet.length - onRide.length;
    const offers = await waitFor(async () => {
      const made = await openOffers(rideIds);
      return made.length >= free && made;
    }, 'an offer to every free driver');
    const byRide = new Map<string, number>();
    const byDriver = new Map<string, number>();
    for (const offer of offers) {
      byRide.set(offer.rideId, (byRide.get(offer.rideId) ?? 0) + 1);
      byDriver.set(offer.driverId, (byDriver.get(offer.driverId) ?? 0) + 1);
    }
    expect(Math.max(...byRide.values())).toBe(1);
    expect(Math.max(...byDriver.values())).toBe(1);
    // Every free driver got one ride; those on a ride none.
    expect(offers.length).toBe(free);
    for (const driver of onRide) expect(byDriver.has(driver.id)).toBe(false);
  });

  it('never offers one driver two rides offered at the same moment', async () => {
    await clearScene();
    const tenant = (await findTenantById(t.database.db, tenantId))!;
    for (let round = 0; round < 3; round += 1) {
      const driver = await addDriver();
      // Booked before the driver pings: the rides wait, then both are offered at once.
      const rideIds = [await book(), await book()];
      await ping(driver, north(1));
      await Promise.all(rideIds.map((rideId) => t.app.dispatchNow(tenant, rideId)));
      const offers = await openOffers(rideIds);
      expect(offers.filter((offer) => offer.driverId === driver.id)).toHaveLength(1);
      await clearScene();
    }
  });

  it('stores a live ride’s trail thinned: a point per 50 m, not every ping', async () => {
    await clearScene();
    const driver = await addDriver();
    await ping(driver, north(0));
    const rideId = await book();
    await offeredTo(driver, rideId);
    const accepted = await as(t.app, driver.token, 'POST', `/api/v1/driver/rides/${rideId}/actions`, {
      action: 'accept',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Twenty pings 20 m apart, within seconds: one point kept every 60 m.
    for (let n = 0; n < 20; n += 1) await ping(driver, north(0.02 * n));
    const trail = await t.database.db
      .select()
      .from(rideTrailPoints)
      .where(eq(rideTrailPoints.rideId, rideId))
      .orderBy(asc(rideTrailPoints.takenAt));
    expect(trail.map((point) => Math.round((point.latitude - T_NAGAR.lat) * 111_200))).toEqual([
      0, 60, 120, 180, 240, 300, 360,
    ]);
  });

  describe.runIf(REDIS_URL)('with Redis', () => {
    it('shows two app instances one driver’s position, and either offers them the ride', async () => {
      await clearScene();
      // Made before the other instances start, whose message senders would take the login text.
      const driver = await addDriver();
      const shared = { ...t.app.services.env, REDIS_URL, DISPATCH_SWEEP_MS: 60_000 };
      const sms = { name: 'log' as const, send: async () => ({ providerId: 'redis' }) };
      const [one, two] = await Promise.all([
        buildApp({ db: t.database.db, env: shared, logger: false, sms }),
        buildApp({ db: t.database.db, env: shared, logger: false, sms }),
      ]);
      try {
        const at = north(1.234567);
        await ping(driver, at, one);
        const seen = await indexed(driver, two);
        expect(seen).toMatchObject({ driverId: driver.id, lat: at.lat, lng: at.lng });
        expect(await indexed(driver, one)).toEqual(seen);
        const rideId = await book();
        await two.dispatchNow((await findTenantById(t.database.db, tenantId))!, rideId);
        expect(await offersTo(driver, two)).toEqual([rideId]);
        await as(two, driver.token, 'POST', '/api/v1/driver/duty', { online: false });
        expect(await indexed(driver, one)).toBeUndefined();
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    });
  });
  // Last: the app that ran the other tests stops here, as a process would, over the same database.
  it('keeps drivers out of dispatch after a restart until their next ping', async () => {
    await clearScene();
    const driver = await addDriver();
    await ping(driver, north(1));
    await t.app.close();
    // The database holds the driver on duty, just seen, near the pickup: only the index is new.
    const restarted = await buildApp({
      db: t.database.db,
      env: { ...t.app.services.env, DISPATCH_SWEEP_MS: 60_000 },
      logger: false,
      sms: { name: 'log' as const, send: async () => ({ providerId: 'restart' }) },
    });
    try {
      const tenant = (await findTenantById(t.database.db, tenantId))!;
      const rideId = await book(restarted);
      await restarted.dispatchNow(tenant, rideId);
      expect(await openOffers([rideId])).toEqual([]);
      await ping(driver, north(1), restarted);
      await restarted.dispatchNow(tenant, rideId);
      expect(await offersTo(driver, restarted)).toEqual([rideId]);
    } finally {
      await restarted.close();
    }
  });
});
