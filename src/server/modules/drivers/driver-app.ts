// What a logged-in driver sees and does: their driver row (found by the session's phone on this tenant; a
// blocked driver's session ends on the spot), the duty switch with the vehicle driven, positions, the offers
// and rides of their home screen, and earnings today and this week in the partner's time zone.
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { rulesOf } from '../../../domain/rides/cancellation';
import type { DateFilterQuery } from '../../../domain/date-filter';
import { dateRange } from '../../../domain/date-filter';
import { DISPATCH, type DriverHome, type DriverRide } from '../../../domain/drivers/driver-app';
import { ERROR_CODES } from '../../../domain/errors';
import { haversineKm } from '../../../domain/geo';
import type { VehicleType } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { drivers, rideOffers, rides, vehicles } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { RideRow } from '../booking';
import { revokeUserSessions, type ActiveSession } from '../../lib/sessions';
import type { Tenant } from '../../lib/tenants';
import type { LivePositions } from '../../realtime/live-positions';
import { persistLivePosition, storeLivePosition } from './live-position';

export type DriverRow = typeof drivers.$inferSelect;
const LIVE = ['accepted', 'ontrip'];

export async function driverForSession(db: Db, session: ActiveSession): Promise<DriverRow> {
  const [driver] = await db
    .select()
    .from(drivers)
    .where(and(eq(drivers.tenantId, session.tenantId), eq(drivers.phone, session.user.phone ?? '')));
  if (!driver) throw new HttpError(403, ERROR_CODES.forbidden, 'Your partner has removed you as a driver.');
  if (driver.accountStatus === 'Blocked') {
    await revokeUserSessions(db, session.user.id);
    throw new HttpError(
      401,
      ERROR_CODES.unauthorized,
      'Your partner has blocked your driver account. Call them.',
    );
  }
  return driver;
}

const vehicleLabel = (vehicle: { model: string; number: string }) => `${vehicle.model} · ${vehicle.number}`;

/** Going off duty leaves the live index at once (no offer reaches the driver after this answer); going on duty
 * enters it with the next ping. Either way the last position is written. */
export async function setDuty(
  db: Db,
  live: LivePositions,
  driver: DriverRow,
  online: boolean,
  vehicleId?: string,
) {
  await persistLivePosition(db, live, driver.tenantId, driver.id);
  if (!online) {
    await db.update(drivers).set({ online: false }).where(eq(drivers.id, driver.id));
    await live.remove(driver.tenantId, driver.id);
    return;
  }
  if (driver.accountStatus !== 'Verified')
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      'Your partner has not verified you yet; you can go on duty once they do.',
    );
  const chosen = vehicleId ?? driver.vehicleId;
  const [vehicle] = chosen
    ? await db
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.id, chosen), eq(vehicles.tenantId, driver.tenantId)))
    : [];
  // A vehicle named but not in this partner's fleet is not found, like any other partner's row.
  if (!vehicle)
    throw new HttpError(
      vehicleId ? 404 : 400,
      vehicleId ? ERROR_CODES.notFound : ERROR_CODES.validation,
      'Choose the vehicle you drive today.',
      { vehicleId: 'Choose your vehicle' },
    );
  await db.update(drivers).set({ online: true, vehicleId: vehicle.id }).where(eq(drivers.id, driver.id));
}

export interface PositionResult {
  accepted: boolean;
  late: boolean;
  reason: string | null;
  liveRideId: string | null;
}

/** When the phone took the position: as it says, never later than now. */
export const positionTakenAt = (position: { takenAt?: string }, now = new Date()) =>
  position.takenAt ? new Date(Math.min(Date.parse(position.takenAt), now.getTime())) : now;

/** Stores the newest position (live-position.ts: the index now, the database at most every 30 s); one taken
 * offline earlier is kept out of the live map (late), and a jump faster than any car is ignored and flagged
 * rather than moving the driver across the city. `driver` carries the index's last position (withLivePosition).
 * Only a driver who may be offered rides enters the index. */
export async function recordDriverPosition(
  db: Db,
  live: LivePositions,
  driver: DriverRow,
  position: { lat: number; lng: number; takenAt?: string },
  now = new Date(),
): Promise<PositionResult> {
  const takenAt = positionTakenAt(position, now);
  const [onRide] = await db
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.driverId, driver.id), inArray(rides.status, LIVE)))
    .limit(1);
  const liveRideId = onRide?.id ?? null;
  const previous = driver.lastSeenAt;
  if (previous && takenAt <= previous) return { accepted: true, late: true, reason: null, liveRideId };
  if (previous && driver.latitude != null && driver.longitude != null) {
    const hours = (takenAt.getTime() - previous.getTime()) / 3_600_000;
    const km = haversineKm({ lat: driver.latitude, lng: driver.longitude }, position);
    if (km > 1 && km / Math.max(hours, 1 / 3600) > DISPATCH.maxSpeedKmh)
      return { accepted: false, late: false, reason: 'impossibleSpeed', liveRideId };
  }
  const indexed = (driver.online && driver.accountStatus === 'Verified') || liveRideId !== null;
  await storeLivePosition(
    db,
    live,
    driver.tenantId,
    { driverId: driver.id, lat: position.lat, lng: position.lng, at: takenAt.getTime() },
    indexed,
  );
  const late = now.getTime() - takenAt.getTime() > 30_000;
  return { accepted: true, late, reason: null, liveRideId };
}

export function toDriverRide(ride: RideRow, driver: DriverRow, offerExpiresAt: Date | null): DriverRide {
  const mine = ride.driverId === driver.id;
  const from =
    driver.latitude != null && driver.longitude != null
      ? { lat: driver.latitude, lng: driver.longitude }
      : null;
  return {
    id: ride.id,
    status: ride.status as DriverRide['status'],
    service: ride.service,
    vehicleType: ride.vehicleType as VehicleType,
    pickup: { name: ride.pickupName, lat: ride.pickupLat, lng: ride.pickupLng },
    dropoff: { name: ride.dropoffName, lat: ride.dropoffLat, lng: ride.dropoffLng },
    pickupAt: ride.pickupAt.toISOString(),
    totalAmount: ride.totalAmount,
    waitingCharge: ride.waitingCharge,
    currency: ride.currency,
    paymentMethod: ride.paymentMethod,
    customerName: mine ? ride.customerName : (ride.customerName.split(' ')[0] ?? ''),
    customerPhone: mine ? ride.customerPhone : null,
    arrivedAt: ride.arrivedAt?.toISOString() ?? null,
    distanceToPickupMeters: from
      ? Math.round(haversineKm(from, { lat: ride.pickupLat, lng: ride.pickupLng }) * 1000)
      : null,
    offerExpiresAt: offerExpiresAt?.toISOString() ?? null,
  };
}

async function earnings(db: Db, tenant: Tenant, driverId: string, now: Date) {
  const sum = async (filter: DateFilterQuery['dateFilter']) => {
    const range = dateRange({ dateFilter: filter } as DateFilterQuery, now, tenant.timezone);
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(coalesce(${rides.collectedFee}, ${rides.totalAmount})), 0)` })
      .from(rides)
      .where(
        and(
          eq(rides.driverId, driverId),
          eq(rides.status, 'completed'),
          gt(rides.updatedAt, range.from),
          sql`${rides.updatedAt} <= ${range.to.toISOString()}::timestamptz`,
        ),
      );
    return Number(row?.total ?? 0);
  };
  return { today: await sum('today'), week: await sum('thisWeek'), currency: tenant.currency };
}

export async function driverHome(
  db: Db,
  tenant: Tenant,
  driver: DriverRow,
  now = new Date(),
): Promise<DriverHome> {
  const fleet = await db.select().from(vehicles).where(eq(vehicles.tenantId, tenant.id));
  const offers = await db
    .select({ ride: rides, expiresAt: rideOffers.expiresAt })
    .from(rideOffers)
    .innerJoin(rides, eq(rides.id, rideOffers.rideId))
    .where(
      and(
        eq(rideOffers.driverId, driver.id),
        eq(rideOffers.status, 'offered'),
        gt(rideOffers.expiresAt, now),
      ),
    );
  const mine = await db
    .select()
    .from(rides)
    .where(
      and(
        eq(rides.driverId, driver.id),
        or(inArray(rides.status, LIVE), and(eq(rides.status, 'booked'), gt(rides.pickupAt, now))),
      ),
    )
    .orderBy(rides.pickupAt);
  const vehicle = fleet.find((row) => row.id === driver.vehicleId);
  const asVehicle = (row: (typeof fleet)[number]) => ({
    id: row.id,
    label: vehicleLabel(row),
    vehicleType: row.vehicleType as VehicleType,
  });
  return {
    driver: {
      id: driver.id,
      name: `${driver.firstName} ${driver.lastName}`.trim(),
      online: driver.online,
      vehicle: vehicle ? asVehicle(vehicle) : null,
    },
    vehicles: fleet.map(asVehicle),
    // A suspended partner's drivers hear of no new ride; their own rides stay, to be finished.
    offers: tenant.suspendedAt
      ? []
      : offers.map((offer) => toDriverRide(offer.ride, driver, offer.expiresAt)),
    rides: mine.map((ride) => toDriverRide(ride, driver, null)),
    earnings: await earnings(db, tenant, driver.id, now),
    noShowWaitMinutes: rulesOf(tenant.cancellationRules).noShowWaitMinutes,
  };
}

/** The driver a ride is with, if any: they are told when the office changes it. */
export async function rideDriverId(db: Db, rideId: string): Promise<string | null> {
  const [row] = await db.select({ driverId: rides.driverId }).from(rides).where(eq(rides.id, rideId));
  return row?.driverId ?? null;
}
