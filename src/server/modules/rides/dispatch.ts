// Auto-offer dispatch: a booked ride of a tenant in auto mode is offered to the nearest online, free, verified
// driver whose vehicle matches, one driver at a time; a decline or a timeout passes it to the next, and after
// the tenant's number of offers it waits for the partner. Every step locks the ride row, so two processes (or
// a decline racing the sweeper) never offer one ride twice at once.
import { and, count, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { isoDateInZone } from '../../../domain/date-filter';
import { DISPATCH } from '../../../domain/drivers/driver-app';
import { haversineKm } from '../../../domain/geo';
import type { Db } from '../../db/client';
import { drivers, rideOffers, rides, tenants, vehicles } from '../../db/schema';
import type { RideRow } from '../booking';
import { noExpiredDocument } from '../drivers';
import type { Tenant } from '../../lib/tenants';
import { notifyDriver } from '../messages';
import { formatMinor } from '../../../domain/money';

export interface OfferMade {
  rideId: string;
  driverId: string;
  tenantId: string;
}

/** Online, verified, free drivers of the tenant whose vehicle is of this type and none of whose required
 * documents has expired, nearest to the pickup first. */
export async function candidateDrivers(tx: Db, ride: RideRow, now: Date, timezone: string) {
  const seenSince = new Date(now.getTime() - DISPATCH.onlineWithinMs);
  const rows = await tx
    .select({ id: drivers.id, lat: drivers.latitude, lng: drivers.longitude })
    .from(drivers)
    .innerJoin(vehicles, eq(vehicles.id, drivers.vehicleId))
    .where(
      and(
        eq(drivers.tenantId, ride.tenantId),
        eq(drivers.online, true),
        eq(drivers.accountStatus, 'Verified'),
        gt(drivers.lastSeenAt, seenSince),
        isNotNull(drivers.latitude),
        eq(vehicles.vehicleType, ride.vehicleType),
        noExpiredDocument(drivers.id, isoDateInZone(timezone, now)),
        sql`not exists (select 1 from ${rides} busy where busy.driver_id = ${drivers.id} and busy.status in ('accepted', 'ontrip'))`,
        sql`not exists (select 1 from ${rideOffers} o where o.driver_id = ${drivers.id} and o.status = 'offered' and o.expires_at > ${now.toISOString()}::timestamptz)`,
        sql`not exists (select 1 from ${rideOffers} o where o.driver_id = ${drivers.id} and o.ride_id = ${ride.id})`,
      ),
    );
  const pickup = { lat: ride.pickupLat, lng: ride.pickupLng };
  return rows
    .map((row) => ({ id: row.id, km: haversineKm(pickup, { lat: row.lat!, lng: row.lng! }) }))
    .sort((a, b) => a.km - b.km);
}

/** Offers the ride to the next driver if it still waits for one; answers the offer made, if any. */
export async function offerNext(
  tx: Db,
  tenant: Tenant,
  rideId: string,
  now = new Date(),
): Promise<OfferMade | null> {
  if (tenant.dispatchMode !== 'auto') return null;
  const [ride] = await tx.select().from(rides).where(eq(rides.id, rideId)).for('update');
  if (!ride || ride.status !== 'booked' || ride.driverId) return null;
  const [open] = await tx
    .select({ n: count() })
    .from(rideOffers)
    .where(
      and(eq(rideOffers.rideId, rideId), eq(rideOffers.status, 'offered'), gt(rideOffers.expiresAt, now)),
    );
  if ((open?.n ?? 0) > 0) return null;
  const [made] = await tx.select({ n: count() }).from(rideOffers).where(eq(rideOffers.rideId, rideId));
  if ((made?.n ?? 0) >= tenant.maxOffers) return null;
  const [nearest] = await candidateDrivers(tx, ride, now, tenant.timezone);
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

/** Booked rides of auto-dispatch tenants that have no open offer and offers left: the sweeper's work list. */
export async function ridesAwaitingOffer(db: Db, now = new Date(), limit = 200) {
  return db
    .select({ rideId: rides.id, tenant: tenants })
    .from(rides)
    .innerJoin(tenants, eq(tenants.id, rides.tenantId))
    .where(
      and(
        eq(tenants.dispatchMode, 'auto'),
        eq(rides.status, 'booked'),
        isNull(rides.driverId),
        gt(rides.pickupAt, new Date(now.getTime() - 60 * 60_000)),
        sql`not exists (select 1 from ${rideOffers} o where o.ride_id = ${rides.id} and o.status = 'offered' and o.expires_at > ${now.toISOString()}::timestamptz)`,
        sql`(select count(*) from ${rideOffers} o where o.ride_id = ${rides.id}) < ${tenants.maxOffers}`,
      ),
    )
    .limit(limit);
}

/** Keeps the driver the office took a ride off out of its auto-offers: an offer row they answered already does
 * that; a driver the office had assigned by hand gets one, marked `unassigned`, which also shows in the history. */
export async function barFromRide(tx: Db, ride: RideRow, driverId: string, now = new Date()) {
  const [had] = await tx
    .select({ id: rideOffers.id })
    .from(rideOffers)
    .where(and(eq(rideOffers.rideId, ride.id), eq(rideOffers.driverId, driverId)));
  if (had) return;
  await tx.insert(rideOffers).values({
    tenantId: ride.tenantId,
    rideId: ride.id,
    driverId,
    status: 'unassigned',
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
