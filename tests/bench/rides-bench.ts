// The partner's rides dashboard over 100,000 rides in one tenant: counters, money and one page per query,
// timed through the same service the API calls, on each database: three rounds of 30 runs per query, the table
// giving the median and range of the rounds' p50 and p99.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { ridesQuerySchema } from '../../src/domain/rides/partner-rides';
import { seedDemo } from '../../src/server/db/seed';
import { tenants } from '../../src/server/db/schema';
import { listPartnerRides } from '../../src/server/modules/rides/partner-rides';
import type { TestDatabase } from '../helpers/test-databases';
import { percentile } from './percentile';
import { spread } from './spread';

const RIDES = 100_000;
const RUNS = 30;
const ROUNDS = 3;

const QUERIES = {
  'today, all': { dateFilter: 'today' },
  'this month, all': { dateFilter: 'thisMonth' },
  'this month, completed p3': { dateFilter: 'thisMonth', status: 'completed', offset: 40, limit: 20 },
  'last month, id search': { dateFilter: 'lastMonth', q: '3f' },
  'custom 2 years, booked': { dateFilter: 'custom', from: '2025-01-01', to: '2026-12-31', status: 'booked' },
};

/** 100,000 rides spread over the last 400 days, copied from the demo's rides with new ids and times. */
async function fillRides(db: TestDatabase extends { open: () => Promise<infer H> } ? H : never) {
  await db.db.execute(sql`
    insert into rides (tenant_id, rider_id, customer_name, customer_phone, customer_email, service, trip_type, vehicle_type,
      pickup_name, pickup_lat, pickup_lng, dropoff_name, dropoff_lat, dropoff_lng, pickup_at, return_at, distance_meters,
      duration_seconds, ride_amount, driver_allowance, tolls, total_amount, currency, payment_method, status, trip_code,
      cashback_amount, collected_fee, driver_id, vehicle_id, cancel_reason, created_at, updated_at)
    select r.tenant_id, r.rider_id, r.customer_name, r.customer_phone, r.customer_email, r.service, r.trip_type, r.vehicle_type,
      r.pickup_name, r.pickup_lat, r.pickup_lng, r.dropoff_name, r.dropoff_lat, r.dropoff_lng,
      now() - (g * interval '345 seconds'), null, r.distance_meters, r.duration_seconds, r.ride_amount, r.driver_allowance,
      r.tolls, r.total_amount, r.currency, r.payment_method, r.status, r.trip_code, r.cashback_amount, r.collected_fee,
      r.driver_id, r.vehicle_id, r.cancel_reason, now(), now()
    from generate_series(1, ${RIDES}) g
    join lateral (select * from rides offset (g % 40) limit 1) r on true`);
}

export async function benchRides(target: TestDatabase) {
  const handle = await target.open();
  try {
    await seedDemo(handle.db);
    const started = performance.now();
    await fillRides(handle);
    await handle.db.execute(sql`analyze rides`);
    const fillSeconds = (performance.now() - started) / 1000;
    const [tenant] = await handle.db.select().from(tenants);
    console.log(
      `\nRides dashboard on ${target.name}: ${RIDES.toLocaleString('en')} rides (inserted in ${fillSeconds.toFixed(1)} s), ` +
        `${ROUNDS} rounds of ${RUNS} runs each; load average ${loadavg()[0]!.toFixed(2)}`,
    );
    console.log(
      'query'.padEnd(28),
      'p50 ms median [range]'.padStart(22),
      'p99 ms median [range]'.padStart(22),
      'rides'.padStart(8),
    );
    for (const [name, raw] of Object.entries(QUERIES)) {
      const query = ridesQuerySchema.parse(raw);
      const p50s: number[] = [];
      const p99s: number[] = [];
      let total = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const times: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          const t0 = performance.now();
          total = (await listPartnerRides(handle.db, tenant!, query, { readsMoney: true })).counts.all;
          times.push(performance.now() - t0);
        }
        times.sort((a, b) => a - b);
        p50s.push(percentile(times, 0.5));
        p99s.push(percentile(times, 0.99));
      }
      console.log(
        name.padEnd(28),
        spread(p50s).text(1).padStart(22),
        spread(p99s).text(1).padStart(22),
        String(total).padStart(8),
      );
    }
  } finally {
    await handle.close();
  }
}
