// Auto-dispatch with 1,000 drivers on duty in one city: how long choosing and offering the nearest free driver
// takes for one booking, and how many driver positions one process stores a second. Both run through the
// services the routes call (no HTTP), on each database.
import { eq, sql } from 'drizzle-orm';
import { seedDemo } from '../../src/server/db/seed';
import { drivers, rideOffers, rides, tenants } from '../../src/server/db/schema';
import { offerNext } from '../../src/server/modules/rides/dispatch';
import { recordDriverPosition } from '../../src/server/modules/drivers/driver-app';
import { memoryLivePositions } from '../../src/server/realtime/live-positions';
import type { TestDatabase } from '../helpers/test-databases';
import { percentile } from './percentile';

const DRIVERS = 1000;
const OFFERS = 50;
const POSITIONS = 2000;
const CHENNAI = { lat: 13.0827, lng: 80.2707 };

type Handle = Awaited<ReturnType<TestDatabase['open']>>;

/** 1,000 verified sedans and their drivers on duty, scattered over about 20 km around the city centre. */
async function fillDrivers(handle: Handle, tenantId: string) {
  await handle.db.execute(sql`
    with made as (
      insert into vehicles (tenant_id, vehicle_type, model, number)
      select ${tenantId}, 'sedan', 'Dzire', 'BENCH ' || g from generate_series(1, ${DRIVERS}) g
      returning id, number)
    insert into drivers (tenant_id, first_name, phone, account_status, latitude, longitude, last_seen_at, online, vehicle_id)
    select ${tenantId}, 'Driver ' || made.number, '+9198' || lpad(row_number() over ()::text, 8, '0'), 'Verified',
      ${CHENNAI.lat} + (random() - 0.5) * 0.2, ${CHENNAI.lng} + (random() - 0.5) * 0.2, now(), true, made.id
    from made`);
}

export async function benchDispatch(target: TestDatabase) {
  const handle = await target.open();
  try {
    await seedDemo(handle.db);
    const [tenant] = await handle.db
      .update(tenants)
      .set({ dispatchMode: 'auto', maxOffers: OFFERS + 1 })
      .returning();
    await fillDrivers(handle, tenant!.id);
    await handle.db.execute(sql`analyze drivers`);
    // Each driver's first ping puts them in the live index, where dispatch looks for them.
    const live = memoryLivePositions();
    const onDuty = await handle.db.select().from(drivers).where(eq(drivers.online, true));
    for (const driver of onDuty)
      await live.put(tenant!.id, {
        driverId: driver.id,
        lat: driver.latitude!,
        lng: driver.longitude!,
        at: Date.now(),
      });
    const [ride] = await handle.db.select().from(rides).where(eq(rides.status, 'booked')).limit(1);
    await handle.db.update(rides).set({ vehicleType: 'sedan', driverId: null }).where(eq(rides.id, ride!.id));

    const offerTimes: number[] = [];
    for (let run = 0; run < OFFERS; run++) {
      const t0 = performance.now();
      const made = await handle.db.transaction((tx) => offerNext(tx, live, tenant!, ride!.id));
      offerTimes.push(performance.now() - t0);
      if (!made) throw new Error('no driver was offered the ride');
      // Declined at once, so the next run chooses among the rest as a real chain would.
      await handle.db.update(rideOffers).set({ status: 'declined' }).where(eq(rideOffers.rideId, ride!.id));
    }
    offerTimes.sort((a, b) => a - b);

    const started = performance.now();
    for (let n = 0; n < POSITIONS; n++) {
      const driver = onDuty[n % onDuty.length]!;
      await recordDriverPosition(handle.db, live, driver, {
        lat: driver.latitude! + 0.0001,
        lng: driver.longitude!,
      });
    }
    const perSecond = POSITIONS / ((performance.now() - started) / 1000);

    console.log(`\nAuto-dispatch on ${target.name}: ${onDuty.length} drivers on duty in one city`);
    console.log(
      'offer to the nearest free driver'.padEnd(40),
      `p50 ${percentile(offerTimes, 0.5).toFixed(1)} ms`,
      `p99 ${percentile(offerTimes, 0.99).toFixed(1)} ms`,
      `(${OFFERS} offers)`,
    );
    console.log(
      'driver positions stored, one process'.padEnd(40),
      `${Math.round(perSecond)} a second`,
      `(${POSITIONS} in a row)`,
    );
  } finally {
    await handle.close();
  }
}
