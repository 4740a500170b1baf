// Seeds the demo partner "Demo Travels" so a fresh install has a brand, fleet, rides, wallet and blog to show.
// Idempotent (skips when the demo host exists), one transaction, and deterministic apart from `now` and the
// demo's secrets, which are drawn fresh for each database.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PAYMENT_METHODS, type RideStatus } from '../../domain/constants';
import type { Db } from './client';
import * as schema from './schema';
import * as data from './seed-data';
import type { CrewSeed, PickupWhen, RidePlan } from './seed-data';
import { cashbackFor, computeFare } from '../../domain/booking/fare';
import { commissionFor, DEFAULT_TERMS, percentOfBps } from '../../domain/partners/partner-terms';
import { estimateRoad } from '../../domain/geo';
import { LEDGER_KINDS } from '../../domain/money/statement';

export { DEMO, DEMO_WHATSAPP_NUMBER } from './seed-data';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type RideRow = typeof schema.rides.$inferInsert & {
  id: string;
  riderId: string;
  cashbackAmount: number;
  createdAt: Date;
  updatedAt: Date;
};
type EventRow = typeof schema.rideEvents.$inferInsert;
type WalletRow = typeof schema.walletTransactions.$inferInsert;
type Rider = { id: string } & (typeof data.DEMO_RIDERS)[number];
interface Fleet {
  tenantId: string;
  riders: Rider[];
  driverIds: string[];
  vehicles: { id: string; vehicleType: string }[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** India has one offset and no daylight saving, so IST clock times need no time-zone database. */
const IST_OFFSET = 330 * MINUTE;
const OPENING_TOP_UP = 500_000;
const LOW_BALANCE = 100_000;
const EVENT_LABELS: Record<RideStatus, string> = {
  booked: 'Ride created',
  accepted: 'Driver accepted',
  ontrip: 'Trip started',
  completed: 'Trip completed',
  cancelled: 'Ride cancelled',
};

export async function seedDemo(db: Db, now = new Date()): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ host: schema.tenantHosts.host })
      .from(schema.tenantHosts)
      .where(eq(schema.tenantHosts.host, data.DEMO.host))
      .limit(1);
    if (existing.length > 0) return { created: false };
    await insertDemo(tx, now.getTime());
    return { created: true };
  });
}

const freshSecret = () => randomBytes(24).toString('base64url');

async function insertDemo(tx: Tx, now: number): Promise<void> {
  const tenantId = randomUUID();
  const openedAt = new Date(now - 36 * DAY);
  await insertBrand(tx, tenantId, openedAt, now);
  const fleet = await insertPeopleAndFleet(tx, tenantId, now);
  const built = buildRides(fleet, now);
  await tx.insert(schema.rides).values(built.map((entry) => entry.ride));
  await tx.insert(schema.rideEvents).values(built.flatMap((entry) => entry.events));
  await tx.insert(schema.walletTransactions).values(buildWallet(tenantId, built, openedAt));
}

/** The tenant, its hosts, its partner login, its fares and its blog. */
async function insertBrand(tx: Tx, tenantId: string, openedAt: Date, now: number): Promise<void> {
  await tx.insert(schema.tenants).values({ id: tenantId, ...data.DEMO_TENANT, createdAt: openedAt });
  await tx.insert(schema.tenantHosts).values(data.DEMO_HOSTS.map((host) => ({ host, tenantId })));
  await tx.insert(schema.whatsappSettings).values({
    tenantId,
    phoneNumberId: data.DEMO_WHATSAPP_NUMBER,
    verifyToken: freshSecret(),
    appSecret: freshSecret(),
    accessToken: freshSecret(),
  });
  const partner = {
    tenantId,
    role: 'partner',
    partnerRole: 'owner',
    ...data.DEMO_PARTNER,
    createdAt: openedAt,
  };
  await tx.insert(schema.users).values(partner);
  await tx.insert(schema.rateCards).values(data.RATE_CARDS.map((card) => ({ tenantId, ...card })));
  const posts = data.BLOG_POSTS.map((post, index) => ({
    tenantId,
    ...post,
    createdAt: new Date(now - (20 - 14 * index) * DAY),
  }));
  await tx.insert(schema.blogPosts).values(posts);
}

/** Riders, vehicles, drivers and travel companies; answers what rides need to reference. */
async function insertPeopleAndFleet(tx: Tx, tenantId: string, now: number): Promise<Fleet> {
  const ago = (ms: number) => new Date(now - ms);
  const riders = data.DEMO_RIDERS.map((rider, index) => ({
    id: randomUUID(),
    ...rider,
    createdAt: ago((35 - index) * DAY),
  }));
  await tx.insert(schema.users).values(riders.map((rider) => ({ tenantId, role: 'rider', ...rider })));
  const vehicles = data.VEHICLES.map(({ lastSeenMinutesAgo, ...vehicle }) => ({
    id: randomUUID(),
    tenantId,
    ...vehicle,
    lastSeenAt: lastSeenMinutesAgo === null ? null : ago(lastSeenMinutesAgo * MINUTE),
    createdAt: ago(35 * DAY),
  }));
  await tx.insert(schema.vehicles).values(vehicles);
  const drivers = data.DRIVERS.map((driver) => crewRow(tenantId, driver, now));
  await tx.insert(schema.drivers).values(drivers);
  const companies = data.TRAVEL_COMPANIES.map((company) => crewRow(tenantId, company, now));
  await tx.insert(schema.travelCompanies).values(companies);
  const driverIds = drivers.filter((row) => row.accountStatus === 'Verified').map((row) => row.id);
  return { tenantId, riders, driverIds, vehicles };
}

function crewRow(tenantId: string, crew: CrewSeed, now: number) {
  const { seen, ...person } = crew;
  return {
    id: randomUUID(),
    tenantId,
    ...person,
    latitude: seen?.lat ?? null,
    longitude: seen?.lng ?? null,
    lastSeenAt: seen ? new Date(now - seen.minutesAgo * MINUTE) : null,
    createdAt: new Date(now - 30 * DAY),
  };
}

/** A small seeded generator (mulberry32), so every run picks the same riders, codes and timings. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('Cannot pick from an empty list');
    return item;
  };
  return { int, pick };
}
type Random = ReturnType<typeof createRandom>;

function buildRides(fleet: Fleet, now: number): { ride: RideRow; events: EventRow[] }[] {
  const random = createRandom(20_240_601);
  return data.RIDE_PLANS.map((plan) => buildRide(plan, fleet, now, random));
}

/** Where and when: the route's places, pickup and return instants, and one leg's road distance and time. */
function planTrip(plan: RidePlan, now: number) {
  const route = data.ROUTES[plan.route];
  const from = data.PLACES[route.from];
  const to = data.PLACES[route.to];
  const pickupAt = pickupTime(plan.when, now);
  const leg = 'rental' in route ? rentalLeg(route.rental) : roadLeg(from, to);
  const returnAt =
    plan.returnDays === undefined ? null : istDayStart(pickupAt) + plan.returnDays * DAY + 16 * HOUR;
  const finishAt = (returnAt ?? pickupAt) + leg.seconds * 1000;
  return {
    service: route.service,
    from,
    to,
    pickupAt,
    returnAt,
    finishAt,
    leg,
    legs: returnAt === null ? 1 : 2,
    rentalHours: 'rental' in route ? route.rental.hours : null,
  };
}
type Trip = ReturnType<typeof planTrip>;

/** Priced by the same fare engine that prices live quotes, so the demo's numbers are the product's numbers. */
function priceTrip(plan: RidePlan, trip: Trip) {
  const fare = computeFare({
    rates: rateCardFor(plan.vehicleType).rates,
    service: trip.service,
    tripType: trip.returnAt === null ? 'oneway' : 'return',
    distanceMeters: trip.leg.meters,
    durationSeconds: trip.leg.seconds,
    pickupAt: new Date(trip.pickupAt),
    returnAt: trip.returnAt === null ? null : new Date(trip.returnAt),
    rentalHours: trip.rentalHours,
    timezone: data.DEMO_TENANT.timezone,
  });
  return {
    distanceMeters: trip.leg.meters * trip.legs,
    durationSeconds: trip.leg.seconds * trip.legs,
    rideAmount: fare.rideAmount,
    driverAllowance: fare.driverAllowance,
    tolls: fare.tolls,
    totalAmount: fare.total,
    cashbackAmount: cashbackFor(fare.total, data.DEMO_TENANT.cashbackBps),
  };
}

function buildRide(plan: RidePlan, fleet: Fleet, now: number, random: Random) {
  const trip = planTrip(plan, now);
  const price = priceTrip(plan, trip);
  const rider = random.pick(fleet.riders);
  const timeline = eventTimes(plan, trip.pickupAt, trip.finishAt, now, random);
  const assigned = timeline.some((step) => step.status === 'accepted');
  const ofType = fleet.vehicles.filter((vehicle) => vehicle.vehicleType === plan.vehicleType);
  const ride: RideRow = {
    id: randomUUID(),
    tenantId: fleet.tenantId,
    riderId: rider.id,
    customerName: rider.name,
    customerPhone: rider.phone,
    customerEmail: rider.email,
    service: trip.service,
    tripType: trip.returnAt === null ? 'oneway' : 'return',
    vehicleType: plan.vehicleType,
    pickupName: trip.from.name,
    pickupLat: trip.from.lat,
    pickupLng: trip.from.lng,
    dropoffName: trip.to.name,
    dropoffLat: trip.to.lat,
    dropoffLng: trip.to.lng,
    pickupAt: new Date(trip.pickupAt),
    returnAt: trip.returnAt === null ? null : new Date(trip.returnAt),
    ...price,
    currency: data.DEMO_TENANT.currency,
    paymentMethod: random.pick(PAYMENT_METHODS),
    status: plan.status,
    tripCode: String(random.int(1000, 9999)),
    collectedFee: plan.status === 'completed' ? price.totalAmount : null,
    ...(plan.status === 'completed'
      ? {
          commissionBps: DEFAULT_TERMS.commissionBps,
          commissionBase: DEFAULT_TERMS.commissionBase,
          commissionAmount: commissionFor(price, DEFAULT_TERMS),
        }
      : { commissionBps: null, commissionBase: null, commissionAmount: null }),
    driverId: assigned ? random.pick(fleet.driverIds) : null,
    vehicleId: assigned ? random.pick(ofType).id : null,
    cancelReason: plan.cancelReason ?? null,
    createdAt: new Date(timeline[0]?.at ?? trip.pickupAt),
    updatedAt: new Date(timeline[timeline.length - 1]?.at ?? trip.pickupAt),
  };
  const events = timeline.map((step, index) => ({
    tenantId: fleet.tenantId,
    rideId: ride.id,
    fromStatus: timeline[index - 1]?.status ?? null,
    toStatus: step.status,
    label: EVENT_LABELS[step.status],
    createdAt: new Date(step.at),
  }));
  return { ride, events };
}

function rateCardFor(vehicleType: string) {
  const card = data.RATE_CARDS.find((candidate) => candidate.vehicleType === vehicleType);
  if (!card) throw new Error(`No demo rate card for ${vehicleType}`);
  return card;
}

function istDayStart(instant: number): number {
  return Math.floor((instant + IST_OFFSET) / DAY) * DAY - IST_OFFSET;
}

function pickupTime(when: PickupWhen, now: number): number {
  if ('minutesAgo' in when) return now - when.minutesAgo * MINUTE;
  return istDayStart(now) + when.day * DAY + Math.round(when.hour * HOUR);
}

function roadLeg(from: { lat: number; lng: number }, to: { lat: number; lng: number }) {
  const road = estimateRoad(from, to);
  return { meters: road.distanceMeters, seconds: road.durationSeconds };
}

function rentalLeg(rental: { hours: number; km: number }) {
  return { meters: rental.km * 1000, seconds: rental.hours * 3600 };
}

/** The ride's status path with a time for each step, none of them later than `now`. */
function eventTimes(plan: RidePlan, pickupAt: number, finishAt: number, now: number, random: Random) {
  const lead = (plan.returnDays !== undefined ? random.int(24, 96) : random.int(2, 30)) * HOUR;
  const bookedAt = Math.min(pickupAt - lead, now - 2 * HOUR) - random.int(0, 59) * MINUTE;
  const acceptedAt = bookedAt + random.int(5, 60) * MINUTE;
  const steps: { status: RideStatus; at: number }[] = [{ status: 'booked', at: bookedAt }];
  const accepted = plan.status === 'cancelled' ? plan.afterAccept === true : plan.status !== 'booked';
  if (accepted) steps.push({ status: 'accepted', at: acceptedAt });
  if (plan.status === 'ontrip' || plan.status === 'completed') steps.push({ status: 'ontrip', at: pickupAt });
  if (plan.status === 'completed') steps.push({ status: 'completed', at: finishAt });
  if (plan.status === 'cancelled') {
    const previous = steps[steps.length - 1]?.at ?? bookedAt;
    steps.push({ status: 'cancelled', at: previous + random.int(15, 45) * MINUTE });
  }
  return steps;
}

/** Partner: opening top-up, a commission debit per completed ride, a top-up when low. Riders: cashback. */
function buildWallet(tenantId: string, built: { ride: RideRow }[], openedAt: Date): WalletRow[] {
  const line = (
    riderId: string | null,
    direction: 'credit' | 'debit',
    amount: number,
    description: string,
    createdAt: Date,
    rideId: string | null = null,
  ): WalletRow => ({
    tenantId,
    riderId,
    direction,
    amount,
    currency: data.DEMO_TENANT.currency,
    description,
    createdAt,
    rideId,
  });
  const rows = [
    line(null, 'credit', OPENING_TOP_UP, 'Opening wallet top-up', new Date(openedAt.getTime() + HOUR)),
  ];
  let balance = OPENING_TOP_UP;
  const completed = built.map(({ ride }) => ride).filter((ride) => ride.status === 'completed');
  for (const ride of completed.sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime())) {
    const at = new Date(ride.updatedAt.getTime() + MINUTE);
    const label = `ride #${ride.id.slice(0, 8).toUpperCase()}`;
    const commission = ride.commissionAmount ?? 0;
    if (balance - commission < LOW_BALANCE) {
      rows.push(line(null, 'credit', OPENING_TOP_UP, 'Wallet top-up by UPI', at));
      balance += OPENING_TOP_UP;
    }
    balance -= commission;
    rows.push({
      ...line(
        null,
        'debit',
        commission,
        `Platform commission (${percentOfBps(DEFAULT_TERMS.commissionBps)} %) for ${label}`,
        at,
        ride.id,
      ),
      kind: LEDGER_KINDS.commission,
    });
    rows.push({
      ...line(ride.riderId, 'credit', ride.cashbackAmount, `Cashback for ${label}`, at, ride.id),
      kind: LEDGER_KINDS.cashback,
    });
  }
  return rows;
}
