// The demo seed on a real in-memory PGlite: idempotent, deterministic, and internally consistent data
// (every status present, amounts that add up, event paths in order, wallets that balance).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleRatesSchema } from '../../src/domain/partners/rate-card';
import { eq, isNull } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle, type Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { DEMO, seedDemo } from '../../src/server/db/seed';
import { ACCOUNT_STATUSES, RIDE_STATUSES, VEHICLE_TYPES } from '../../src/domain/constants';

const NOW = new Date('2025-03-14T06:30:00Z');
const DAY = 24 * 60 * 60 * 1000;
const E164_INDIA = /^\+91[6-9]\d{9}$/;
const PATHS: Record<string, RegExp> = {
  booked: /^booked$/,
  accepted: /^booked>accepted$/,
  ontrip: /^booked>accepted>ontrip$/,
  completed: /^booked>accepted>ontrip>completed$/,
  cancelled: /^booked(>accepted)?>cancelled$/,
};

let handle: DatabaseHandle;
let db: Db;

beforeAll(async () => {
  handle = await openDatabase({ memory: true });
  db = handle.db;
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

async function rowCounts(): Promise<number[]> {
  const tables = [
    schema.tenants,
    schema.tenantHosts,
    schema.users,
    schema.rateCards,
    schema.vehicles,
    schema.drivers,
    schema.travelCompanies,
    schema.rides,
    schema.rideEvents,
    schema.walletTransactions,
    schema.blogPosts,
  ];
  return Promise.all(tables.map(async (table) => (await db.select().from(table)).length));
}

async function demoTenant() {
  const [row] = await db
    .select({ tenant: schema.tenants })
    .from(schema.tenantHosts)
    .innerJoin(schema.tenants, eq(schema.tenants.id, schema.tenantHosts.tenantId))
    .where(eq(schema.tenantHosts.host, DEMO.host));
  if (!row) throw new Error('demo tenant missing');
  return row.tenant;
}

/** Everything that must hold whatever time of day the seed runs at. */
async function expectTimelineConsistent(now: Date): Promise<void> {
  const rides = await db.select().from(schema.rides);
  const events = await db.select().from(schema.rideEvents);
  for (const ride of rides) {
    const own = events
      .filter((event) => event.rideId === ride.id)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const path = own.map((event) => event.toStatus).join('>');
    expect(path).toMatch(PATHS[ride.status] ?? /^$/);
    own.forEach((event, index) => {
      expect(event.fromStatus).toBe(own[index - 1]?.toStatus ?? null);
      expect(event.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      if (index > 0) expect(event.createdAt.getTime()).toBeGreaterThan(own[index - 1]!.createdAt.getTime());
    });
    expect(ride.createdAt.getTime()).toBe(own[0]?.createdAt.getTime());
    if (ride.status === 'booked' || ride.status === 'accepted') expect(ride.pickupAt > now).toBe(true);
    if (ride.status === 'completed' || ride.status === 'ontrip') expect(ride.pickupAt < now).toBe(true);
  }
}

describe('seedDemo', () => {
  it('creates the demo once and then leaves it alone', async () => {
    expect(await seedDemo(db, NOW)).toEqual({ created: true });
    const before = await rowCounts();
    expect(await seedDemo(db, NOW)).toEqual({ created: false });
    expect(await rowCounts()).toEqual(before);
  });

  it('creates the partner brand, its hosts, its partner and riders', async () => {
    const tenant = await demoTenant();
    expect(tenant).toMatchObject({
      businessName: DEMO.businessName,
      email: DEMO.partnerEmail,
      currency: 'INR',
    });
    expect(tenant).toMatchObject({ mode: 'consumer', cashbackBps: 500, dialCode: '91' });
    expect(tenant.languages).toEqual(['en', 'ta', 'ml', 'kn', 'te']);
    const hosts = await db.select().from(schema.tenantHosts);
    expect(hosts.map((row) => row.host).sort()).toEqual(['127.0.0.1', 'localhost']);
    const users = await db.select().from(schema.users);
    expect(users.filter((user) => user.role === 'partner').map((user) => user.email)).toEqual([
      DEMO.partnerEmail,
    ]);
    const riders = users.filter((user) => user.role === 'rider');
    expect(riders.length).toBeGreaterThanOrEqual(3);
    for (const rider of riders) expect(rider.phone).toMatch(E164_INDIA);
  });

  it('prices five vehicle types in integer paise', async () => {
    const cards = await db.select().from(schema.rateCards);
    expect(cards.map((card) => card.vehicleType).sort()).toEqual([...VEHICLE_TYPES].sort());
    for (const card of cards) {
      const rates = vehicleRatesSchema.parse(card.rates);
      for (const value of [
        rates.local.baseFare,
        rates.local.perKm,
        rates.outstation.perKm,
        rates.rental.packages[0]!.price,
      ]) {
        expect(Number.isInteger(value) && value > 0).toBe(true);
      }
    }
  });

  it('has a fleet with every account status and both online and offline vehicles', async () => {
    const drivers = await db.select().from(schema.drivers);
    const companies = await db.select().from(schema.travelCompanies);
    expect(new Set(drivers.map((driver) => driver.accountStatus))).toEqual(new Set(ACCOUNT_STATUSES));
    expect(new Set(companies.map((company) => company.accountStatus))).toEqual(new Set(ACCOUNT_STATUSES));
    for (const driver of drivers) expect(driver.phone).toMatch(E164_INDIA);
    const vehicles = await db.select().from(schema.vehicles);
    for (const vehicle of vehicles)
      expect(vehicle.number).toMatch(/^(?=.{1,16}$)[A-Z0-9]{2,4} ?[A-Z0-9]{3,6}$/);
    const online = (seen: Date | null) => seen !== null && NOW.getTime() - seen.getTime() <= 10 * 60 * 1000;
    expect(vehicles.some((vehicle) => online(vehicle.lastSeenAt))).toBe(true);
    expect(vehicles.some((vehicle) => !online(vehicle.lastSeenAt))).toBe(true);
    expect(new Set(vehicles.map((vehicle) => vehicle.vehicleType))).toEqual(new Set(VEHICLE_TYPES));
  });

  it('spreads rides in every status over at least four weeks', async () => {
    const rides = await db.select().from(schema.rides);
    expect(rides.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rides.map((ride) => ride.status))).toEqual(new Set(RIDE_STATUSES));
    const pickups = rides.map((ride) => ride.pickupAt.getTime());
    expect(NOW.getTime() - Math.min(...pickups)).toBeGreaterThanOrEqual(28 * DAY);
    expect(new Set(rides.map((ride) => ride.service))).toEqual(
      new Set(['local', 'airport', 'outstation', 'rental']),
    );
    expect(new Set(rides.map((ride) => ride.tripType))).toEqual(new Set(['oneway', 'return']));
  });

  it('prices every ride consistently with the rate card and the tenant', async () => {
    const rides = await db.select().from(schema.rides);
    const cards = new Map((await db.select().from(schema.rateCards)).map((card) => [card.vehicleType, card]));
    const verified = new Set(
      (await db.select().from(schema.drivers))
        .filter((driver) => driver.accountStatus === 'Verified')
        .map((driver) => driver.id),
    );
    const vehicleTypes = new Map((await db.select().from(schema.vehicles)).map((v) => [v.id, v.vehicleType]));
    for (const ride of rides) {
      expect(ride.totalAmount).toBe(ride.rideAmount + ride.driverAllowance + ride.tolls);
      const rates = vehicleRatesSchema.parse(cards.get(ride.vehicleType)!.rates);
      if (ride.service === 'local' || ride.service === 'airport') {
        expect(ride.rideAmount).toBeGreaterThanOrEqual(rates[ride.service].minimumFare);
      }
      // 5 % cashback, rounded once to whole rupees, half up.
      expect(ride.cashbackAmount).toBe(Math.round((ride.totalAmount * 5) / 10_000) * 100);
      expect(ride.tripCode).toMatch(/^\d{4}$/);
      expect(ride.riderId).not.toBeNull();
      if (ride.service !== 'outstation') expect(ride.driverAllowance + ride.tolls).toBe(0);
      if (ride.tripType === 'return')
        expect(ride.returnAt!.getTime()).toBeGreaterThan(ride.pickupAt.getTime());
      expect(ride.cancelReason !== null).toBe(ride.status === 'cancelled');
      if (['accepted', 'ontrip', 'completed'].includes(ride.status)) {
        expect(verified.has(ride.driverId!)).toBe(true);
        expect(vehicleTypes.get(ride.vehicleId!)).toBe(ride.vehicleType);
      }
      expect(ride.collectedFee).toBe(ride.status === 'completed' ? ride.totalAmount : null);
    }
  });

  it('records each ride event path in order, none in the future', async () => {
    await expectTimelineConsistent(NOW);
  });

  it('balances the partner and rider wallets against the completed rides', async () => {
    const completed = (await db.select().from(schema.rides)).filter((ride) => ride.status === 'completed');
    const partner = await db
      .select()
      .from(schema.walletTransactions)
      .where(isNull(schema.walletTransactions.riderId));
    const signed = (rows: typeof partner) =>
      rows.reduce((sum, row) => sum + (row.direction === 'credit' ? row.amount : -row.amount), 0);
    const credits = partner
      .filter((row) => row.direction === 'credit')
      .reduce((sum, row) => sum + row.amount, 0);
    const commissions = completed.reduce(
      (sum, ride) => sum + Math.floor((ride.totalAmount * 1000) / 10_000),
      0,
    );
    expect(partner.filter((row) => row.direction === 'debit')).toHaveLength(completed.length);
    expect(signed(partner)).toBe(credits - commissions);
    expect(signed(partner)).toBeGreaterThan(0);
    const all = await db.select().from(schema.walletTransactions);
    for (const rider of new Set(completed.map((ride) => ride.riderId))) {
      const cashback = completed
        .filter((ride) => ride.riderId === rider)
        .reduce((s, r) => s + r.cashbackAmount, 0);
      expect(signed(all.filter((row) => row.riderId === rider))).toBe(cashback);
    }
    for (const row of all) expect(row.currency).toBe('INR');
  });

  it('publishes two useful blog posts', async () => {
    const posts = await db.select().from(schema.blogPosts);
    expect(posts).toHaveLength(2);
    for (const post of posts) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.descriptionHtml.length).toBeGreaterThanOrEqual(100);
      for (const tag of ['<h2>', '<p>', '<ul>']) expect(post.descriptionHtml).toContain(tag);
      expect(post.keywords).not.toBe('');
    }
  });

  it('produces the same rides again for the same clock, and a consistent timeline at night', async () => {
    const snapshot = async () =>
      (await db.select().from(schema.rides))
        .map((ride) => [
          ride.pickupAt.toISOString(),
          ride.status,
          ride.tripCode,
          ride.totalAmount,
          ride.customerName,
        ])
        .sort()
        .join('\n');
    const first = await snapshot();
    const reseed = async (now: Date) => {
      await db.delete(schema.tenants).where(eq(schema.tenants.id, (await demoTenant()).id));
      expect(await seedDemo(db, now)).toEqual({ created: true });
    };
    await reseed(NOW);
    expect(await snapshot()).toBe(first);
    const lateNight = new Date('2025-03-14T20:50:00Z');
    await reseed(lateNight);
    await expectTimelineConsistent(lateNight);
  });
});
