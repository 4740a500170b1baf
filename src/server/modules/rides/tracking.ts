// Live tracking: a signed link lets the ride's assigned driver send positions while the ride is live; the last
// position goes to the live index (and to the driver's row at most every 30 s, the vehicle counting as seen), and
// only the ride's rider or its partner may watch it. Views read the index's position when it is newer.
import { createHmac } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '../../../domain/errors';
import {
  driveEtaMinutes,
  type DriverPosition,
  type DriverWhereabouts,
  type Eta,
  type Position,
  type TrackingView,
} from '../../../domain/rides/tracking';
import type { Db } from '../../db/client';
import { drivers, rides } from '../../db/schema';
import { HttpError } from '../../http-error';
import { drivingRoute, type RideRow } from '../booking';
import { textPhone } from '../messages';
import { rideRef } from '../riders';
import type { ActiveSession } from '../../lib/sessions';
import type { Tenant } from '../../lib/tenants';
import { sameBytes } from '../../lib/same-bytes';
import type { LivePositions } from '../../realtime/live-positions';
import { storeLivePosition, withLivePosition } from '../drivers';

const LIVE = ['accepted', 'ontrip'];

export function trackingToken(secret: string, rideId: string, driverId: string): string {
  return createHmac('sha256', secret).update(`track:${rideId}:${driverId}`).digest('base64url');
}

function tokenMatches(secret: string, ride: RideRow, token: string): boolean {
  if (!ride.driverId) return false;
  const expected = Buffer.from(trackingToken(secret, ride.id, ride.driverId));
  const given = Buffer.from(token);
  return sameBytes(expected, given);
}

async function tenantRide(db: Db, tenantId: string, rideId: string): Promise<RideRow> {
  const [ride] = await db
    .select()
    .from(rides)
    .where(and(eq(rides.id, rideId), eq(rides.tenantId, tenantId)));
  if (!ride) throw new HttpError(404, ERROR_CODES.notFound, 'This ride was not found.');
  return ride;
}

export async function recordPosition(
  db: Db,
  live: LivePositions,
  secret: string,
  tenantId: string,
  rideId: string,
  token: string,
  position: Position,
  now = new Date(),
): Promise<DriverPosition> {
  const ride = await tenantRide(db, tenantId, rideId);
  if (!tokenMatches(secret, ride, token)) {
    throw new HttpError(
      403,
      ERROR_CODES.forbidden,
      'Only the driver assigned to this ride can share its position.',
    );
  }
  if (!LIVE.includes(ride.status)) {
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      `This ride is ${ride.status}; positions are shared only while it is live.`,
    );
  }
  const driverId = ride.driverId!;
  await storeLivePosition(db, live, tenantId, { driverId, ...position, at: now.getTime() }, true);
  return { rideId: ride.id, lat: position.lat, lng: position.lng, at: now.toISOString() };
}

/** The ride's rider or a partner of its tenant; anyone else gets the same 404 as for a ride that does not exist. */
export async function assertMayWatch(
  db: Db,
  tenantId: string,
  rideId: string,
  viewer: ActiveSession,
): Promise<RideRow> {
  const ride = await tenantRide(db, tenantId, rideId);
  const allowed =
    viewer.user.role === 'partner' || (viewer.user.role === 'rider' && ride.riderId === viewer.user.id);
  if (!allowed) throw new HttpError(404, ERROR_CODES.notFound, 'This ride was not found.');
  return ride;
}

/** A watcher waits this long at most for the routing server before the view goes with the road estimate. */
const ETA_ROUTING_TIMEOUT_MS = 1_500;

/** The driver's ETA to the pickup (to the drop once on trip) from their position in the view. */
export async function etaOf(view: TrackingView, routingUrl: string | undefined): Promise<Eta | null> {
  const position = view.driver?.position;
  if (!position) return null;
  const target = view.status === 'ontrip' ? view.dropoff : view.pickup;
  const route = await drivingRoute(position, target, routingUrl, ETA_ROUTING_TIMEOUT_MS);
  const { lat, lng, at } = position;
  return { minutes: driveEtaMinutes(route), source: route.source, from: at, lat, lng };
}

export async function trackingView(
  db: Db,
  live: LivePositions,
  tenantId: string,
  rideId: string,
  viewer: ActiveSession,
  routingUrl: string | undefined,
): Promise<TrackingView> {
  const view = await viewOfRide(db, live, await assertMayWatch(db, tenantId, rideId, viewer));
  return { ...view, eta: await etaOf(view, routingUrl) };
}

/** The ride, its places and its driver's last position, as every watcher sees them. */
export async function viewOfRide(db: Db, live: LivePositions, ride: RideRow): Promise<TrackingView> {
  const [row] = ride.driverId ? await db.select().from(drivers).where(eq(drivers.id, ride.driverId)) : [];
  const driver = row && (await withLivePosition(live, row));
  const position =
    driver?.latitude != null && driver.longitude != null && driver.lastSeenAt
      ? { rideId: ride.id, lat: driver.latitude, lng: driver.longitude, at: driver.lastSeenAt.toISOString() }
      : null;
  return {
    rideId: ride.id,
    status: ride.status as TrackingView['status'],
    pickup: { name: ride.pickupName, lat: ride.pickupLat, lng: ride.pickupLng },
    dropoff: { name: ride.dropoffName, lat: ride.dropoffLat, lng: ride.dropoffLng },
    driver: driver
      ? { name: `${driver.firstName} ${driver.lastName}`.trim(), phone: driver.phone, position }
      : null,
  };
}

/** Texts the assigned driver the page that shares their position for this ride. */
export async function sendTrackingLink(
  db: Db,
  secret: string,
  origin: string,
  tenant: Tenant,
  rideId: string,
  driverId: string,
) {
  const [driver] = await db
    .select()
    .from(drivers)
    .where(and(eq(drivers.id, driverId), eq(drivers.tenantId, tenant.id)));
  if (!driver) return;
  const link = `${origin}/track/driver?rideId=${rideId}&token=${trackingToken(secret, rideId, driverId)}`;
  await textPhone(db, tenant, driver.phone, {
    kind: 'tracking_link',
    rideId,
    variables: { ref: rideRef(rideId), link },
  });
}

export async function driverWhereabouts(
  db: Db,
  live: LivePositions,
  tenantId: string,
  driverId: string,
): Promise<DriverWhereabouts> {
  const [row] = await db
    .select()
    .from(drivers)
    .where(and(eq(drivers.id, driverId), eq(drivers.tenantId, tenantId)));
  if (!row) throw new HttpError(404, ERROR_CODES.notFound, 'This driver was not found.');
  const driver = await withLivePosition(live, row);
  const [onRide] = await db
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.tenantId, tenantId), eq(rides.driverId, driverId), inArray(rides.status, LIVE)))
    .limit(1);
  const seen = driver.latitude != null && driver.longitude != null && driver.lastSeenAt;
  return {
    driverId: driver.id,
    name: `${driver.firstName} ${driver.lastName}`.trim(),
    phone: driver.phone,
    position: seen
      ? { lat: driver.latitude!, lng: driver.longitude!, at: driver.lastSeenAt!.toISOString() }
      : null,
    liveRideId: onRide?.id ?? null,
  };
}
