// Auto-offer dispatch: a booked ride of a tenant in auto mode is offered, once it is due within the partner's busy
// window, to an online, free, verified driver whose vehicle matches, within the offer radius (widening with every
// offer timeout that passed without a taker, up to the maximum), nearest first, one driver at a time; a decline or
// a timeout passes it to the next, and after the tenant's number of offers it waits for the partner. A driver who
// declined, handed back or was taken off a ride is never offered it again. Every step locks the ride row, so two
// processes (or a decline racing the sweeper) never offer one ride twice at once. Who is near comes from the live
// index (realtime/live-positions.ts), nearest first; the database's rules then keep only those who may be offered,
// so a driver whose ping has not reached this index since a restart waits for their next one.
import { and, asc, count, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { isoDateInZone } from '../../../domain/date-filter';
import { DISPATCH, driveMinutes, offerRadiusAfter } from '../../../domain/drivers/driver-app';
import { haversineKm } from '../../../domain/geo';
import type { Db } from '../../db/client';
import { drivers, rideOffers, rides, tenants, vehicles } from '../../db/schema';
import type { RideRow } from '../booking';
import { noExpiredDocument } from '../drivers';
import type { Tenant } from '../../lib/tenants';
import type { LivePositions } from '../../realtime/live-positions';
import { notifyDriver } from '../messages';
import { formatMinor } from '../../../domain/money';

export interface OfferMade {
  rideId: string;
  driverId: string;
  tenantId: string;
}

type DispatchRules = Pick<
  Tenant,
  'busyWindowMinutes' | 'offerRadiusKm' | 'offerMaxRadiusKm' | 'offerTimeoutSeconds'
>;

const minutes = (n: number) => n * 60_000;

/** The ride is due within the window: it may be offered now (later rides wait, or the office assigns them). */
export const isDueSoon = (ride: Pick<RideRow, 'pickupAt'>, rules: DispatchRules, now: Date) =>
  ride.pickupAt.getTime() <= now.getTime() + minutes(rules.busyWindowMinutes);

/** How far from the pickup offers reach now: the first radius, grown by its size for each offer timeout since the
 * ride entered its window (or was booked, if later), up to the maximum. */
export function offerRadiusNow(
  ride: Pick<RideRow, 'pickupAt' | 'createdAt'>,
  rules: DispatchRules,
  now: Date,
) {
  const opened = Math.max(
    ride.createdAt.getTime(),
    ride.pickupAt.getTime() - minutes(rules.busyWindowMinutes),
  );
  const timeouts = Math.floor((now.getTime() - opened) / (rules.offerTimeoutSeconds * 1000));
  return offerRadiusAfter(rules.offerRadiusKm, rules.offerMaxRadiusKm, timeouts);
}

interface Placed {
  id: string;
  lat: number;
  lng: number;
}

/** Drivers on a trip now, or holding an accepted ride whose pickup falls within the window from now plus the
 * drive from where they are to that pickup: a ride booked for tomorrow does not keep a driver from today's. */
async function busyDrivers(tx: Db, candidates: readonly Placed[], rules: DispatchRules, now: Date) {
  if (candidates.length === 0) return new Set<string>();
  const held = await tx
    .select({
      driverId: rides.driverId,
      status: rides.status,
      at: rides.pickupAt,
      lat: rides.pickupLat,
      lng: rides.pickupLng,
    })
    .from(rides)
    .where(
      and(
        inArray(
          rides.driverId,
          candidates.map((c) => c.id),
        ),
        inArray(rides.status, ['accepted', 'ontrip']),
      ),
    );
  const busy = new Set<string>();
  for (const ride of held) {
    const driver = candidates.find((c) => c.id === ride.driverId)!;
    const drive = driveMinutes(haversineKm(driver, ride));
    const startsBy = now.getTime() + minutes(rules.busyWindowMinutes + drive);
    if (ride.status === 'ontrip' || ride.at.getTime() <= startsBy) busy.add(driver.id);
  }
  return busy;
}

/** How many of the nearest drivers in the index the rules are asked about for one ride. */
const NEAREST_ASKED = 500;

/** Online, verified, free drivers of the tenant whose vehicle is of this type, none of whose required documents
 * has expired, who were never offered this ride and are within the offer radius now by their live position,
 * nearest to the pickup first. */
export async function candidateDrivers(
  tx: Db,
  live: LivePositions,
  ride: RideRow,
  tenant: Tenant,
  now: Date,
) {
  const pickup = { lat: ride.pickupLat, lng: ride.pickupLng };
  const near = await live.near(ride.tenantId, {
    point: pickup,
    radiusKm: offerRadiusNow(ride, tenant, now),
    freshSince: now.getTime() - DISPATCH.onlineWithinMs,
    limit: NEAREST_ASKED,
  });
  if (near.length === 0) return [];
  const rows = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .innerJoin(vehicles, eq(vehicles.id, drivers.vehicleId))
    .where(
      and(
        eq(drivers.tenantId, ride.tenantId),
        inArray(
          drivers.id,
          near.map((driver) => driver.driverId),
        ),
        eq(drivers.online, true),
        eq(drivers.accountStatus, 'Verified'),
        eq(vehicles.vehicleType, ride.vehicleType),
        noExpiredDocument(drivers.id, isoDateInZone(tenant.timezone, now)),
        sql`not exists (select 1 from ${rideOffers} o where o.driver_id = ${drivers.id} and o.status = 'offered' and o.expires_at > ${now.toISOString()}::timestamptz)`,
        // Any row, whatever its status (declined, expired, accepted then handed back, unassigned), bars the driver.
        sql`not exists (select 1 from ${rideOffers} o where o.driver_id = ${drivers.id} and o.ride_id = ${ride.id})`,
      ),
    );
  const eligible = new Set(rows.map((row) => row.id));
  const placed = near
    .filter((driver) => eligible.has(driver.driverId))
    .map(({ driverId, lat, lng, km }) => ({ id: driverId, lat, lng, km }));
  const busy = await busyDrivers(tx, placed, tenant, now);
  return placed.filter((row) => !busy.has(row.id)).map(({ id, km }) => ({ id, km }));
}

/** The first candidate who holds no open offer once their lock is held: two rides offered at once (two processes,
 * a decline beside the sweep) each read the driver free before either offer was written; the second to lock the
 * driver reads the first's offer and passes on to the next candidate. */
async function firstStillFree(tx: Db, candidates: readonly { id: string }[], now: Date) {
  for (const candidate of candidates) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`driver-offer:${candidate.id}`}))`);
    const [held] = await tx
      .select({ id: rideOffers.id })
      .from(rideOffers)
      .where(
        and(
          eq(rideOffers.driverId, candidate.id),
          eq(rideOffers.status, 'offered'),
          gt(rideOffers.expiresAt, now),
        ),
      )
      .limit(1);
    if (!held) return candidate;
  }
  return null;
}

/** Offers the ride to the next driver if it still waits for one; answers the offer made, if any. */
export async function offerNext(
  tx: Db,
  live: LivePositions,
  tenant: Tenant,
  rideId: string,
  now = new Date(),
  /** The driver the sweep paired with the ride (their nearest waiting pickup), if still a candidate. */
  preferred?: string,
): Promise<OfferMade | null> {
  if (tenant.dispatchMode !== 'auto' || tenant.suspendedAt) return null;
  const [ride] = await tx.select().from(rides).where(eq(rides.id, rideId)).for('update');
  if (!ride || ride.status !== 'booked' || ride.driverId || !isDueSoon(ride, tenant, now)) return null;
  const [open] = await tx
    .select({ n: count() })
    .from(rideOffers)
    .where(
      and(eq(rideOffers.rideId, rideId), eq(rideOffers.status, 'offered'), gt(rideOffers.expiresAt, now)),
    );
  if ((open?.n ?? 0) > 0) return null;
  const [made] = await tx.select({ n: count() }).from(rideOffers).where(eq(rideOffers.rideId, rideId));
  if ((made?.n ?? 0) >= tenant.maxOffers) return null;
  const candidates = await candidateDrivers(tx, live, ride, tenant, now);
  const ordered = [
    ...candidates.filter((c) => c.id === preferred),
    ...candidates.filter((c) => c.id !== preferred),
  ];
  const nearest = await firstStillFree(tx, ordered, now);
  if (!nearest) return null;
  const expiresAt = new Date(now.getTime() + tenant.offerTimeoutSeconds * 1000);
  await tx.insert(rideOffers).values({ tenantId: tenant.id, rideId, driverId: nearest.id, expiresAt });
  await pushOffer(tx, tenant, ride, nearest.id, expiresAt);
  return { rideId, driverId: nearest.id, tenantId: tenant.id };
}

/** The offer reaches the driver's phone by push too, so it is heard with the screen off and the app closed. The
 * driver app names an offer by its ride. */
async function pushOffer(tx: Db, tenant: Tenant, ride: RideRow, driverId: string, expiresAt: Date) {
  const [driver] = await tx.select({ phone: drivers.phone }).from(drivers).where(eq(drivers.id, driverId));
  if (!driver) return;
  await notifyDriver(tx, tenant, driver.phone, {
    kind: 'driver_offer',
    rideId: ride.id,
    variables: {
      rideId: ride.id,
      offerId: ride.id,
      pickup: ride.pickupName,
      drop: ride.dropoffName,
      fare: formatMinor(ride.totalAmount, ride.currency, 'en-IN', true),
      expiresAt: String(expiresAt.getTime()),
      timezone: tenant.timezone,
    },
  });
}

/** Closes offers whose time ran out, and answers the rides that may now go to the next driver. */
export async function expireOffers(
  db: Db,
  now = new Date(),
): Promise<{ rideId: string; driverId: string; tenantId: string }[]> {
  return db
    .update(rideOffers)
    .set({ status: 'expired', answeredAt: now })
    .where(and(eq(rideOffers.status, 'offered'), lt(rideOffers.expiresAt, now)))
    .returning({ rideId: rideOffers.rideId, driverId: rideOffers.driverId, tenantId: rideOffers.tenantId });
}

/** Booked rides of auto-dispatch tenants, due within their busy window, that have no open offer and offers
 * left, soonest first: the sweeper's work list. */
export async function ridesAwaitingOffer(db: Db, now = new Date(), limit = 200) {
  return db
    .select({ rideId: rides.id, ride: rides, tenant: tenants })
    .from(rides)
    .innerJoin(tenants, eq(tenants.id, rides.tenantId))
    .where(
      and(
        eq(tenants.dispatchMode, 'auto'),
        isNull(tenants.suspendedAt),
        eq(rides.status, 'booked'),
        isNull(rides.driverId),
        gt(rides.pickupAt, new Date(now.getTime() - 60 * 60_000)),
        lte(
          rides.pickupAt,
          sql`${now.toISOString()}::timestamptz + ${tenants.busyWindowMinutes} * interval '1 minute'`,
        ),
        sql`not exists (select 1 from ${rideOffers} o where o.ride_id = ${rides.id} and o.status = 'offered' and o.expires_at > ${now.toISOString()}::timestamptz)`,
        sql`(select count(*) from ${rideOffers} o where o.ride_id = ${rides.id}) < ${tenants.maxOffers}`,
      ),
    )
    .orderBy(asc(rides.pickupAt))
    .limit(limit);
}

/** Keeps a driver who handed a ride back or was taken off it out of its auto-offers: an offer row they answered
 * already does that; a driver the office had assigned by hand gets one, marked `unassigned` or `handed_back`,
 * which also shows in the history. */
export async function barFromRide(
  tx: Db,
  ride: RideRow,
  driverId: string,
  why: 'unassigned' | 'handed_back',
  now = new Date(),
) {
  const [had] = await tx
    .select({ id: rideOffers.id })
    .from(rideOffers)
    .where(and(eq(rideOffers.rideId, ride.id), eq(rideOffers.driverId, driverId)));
  if (had) return;
  await tx.insert(rideOffers).values({
    tenantId: ride.tenantId,
    rideId: ride.id,
    driverId,
    status: why,
    expiresAt: now,
    answeredAt: now,
  });
}

/** Marks the other open offers of a ride withdrawn once it is taken or cancelled. */
export async function withdrawOffers(tx: Db, rideId: string, now = new Date()) {
  await tx
    .update(rideOffers)
    .set({ status: 'withdrawn', answeredAt: now })
    .where(and(eq(rideOffers.rideId, rideId), inArray(rideOffers.status, ['offered'])));
}
