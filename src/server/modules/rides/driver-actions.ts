// A driver's moves on a ride, each in the caller's transaction over the locked ride row: accept an offer
// (exactly one of two racing accepts wins), decline it, say they arrived, start with the rider's trip code
// (wrong codes count with the console's on one counter, trip-code.ts), complete with the cash collected, or drop an
// accepted ride back to dispatch. Status changes go through the same state machine as the console's.
import { and, eq } from 'drizzle-orm';
import { DISPATCH, type DriverActionRequest } from '../../../domain/drivers/driver-app';
import { haversineKm } from '../../../domain/geo';
import { ERROR_CODES } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { rideEvents, rideOffers, rides } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { RideRow } from '../booking';
import type { DriverRow } from '../drivers';
import { applyRideAction } from './ride-actions';
import { barFromRide } from './dispatch';
import type { Tenant } from '../../lib/tenants';
import { SUSPENSION_WORDS } from '../../../domain/partners/suspension';
import { keepingRecordedRefusal } from './trip-code';

export type DriverNews =
  'accepted' | 'declined' | 'arrived' | 'started' | 'completed' | 'dropped' | 'codeLocked' | 'noShow';

export interface DriverActionResult {
  ride: RideRow;
  news: DriverNews | null;
  /** Answered to the driver instead of the ride, after the transaction keeps what the attempt changed. */
  refusal?: HttpError;
  /** When the offer the driver accepted or declined was made. */
  offeredAt?: Date;
}

const gone = () => new HttpError(409, ERROR_CODES.conflict, 'This ride has gone to another driver.');

async function lockRide(tx: Db, tenantId: string, rideId: string): Promise<RideRow> {
  const [ride] = await tx
    .select()
    .from(rides)
    .where(and(eq(rides.id, rideId), eq(rides.tenantId, tenantId)))
    .for('update');
  if (!ride) throw new HttpError(404, ERROR_CODES.notFound, 'This ride was not found.');
  return ride;
}

function assertMine(ride: RideRow, driver: DriverRow) {
  if (ride.driverId !== driver.id) throw new HttpError(404, ERROR_CODES.notFound, 'This ride is not yours.');
  if (ride.status === 'cancelled')
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      `The rider cancelled this ride${ride.cancelReason ? `: ${ride.cancelReason}` : '.'}`,
    );
}

async function openOffer(tx: Db, ride: RideRow, driver: DriverRow, now: Date) {
  const [offer] = await tx
    .select()
    .from(rideOffers)
    .where(
      and(
        eq(rideOffers.rideId, ride.id),
        eq(rideOffers.driverId, driver.id),
        eq(rideOffers.status, 'offered'),
      ),
    );
  return offer && offer.expiresAt > now ? offer : null;
}

/** "I have arrived" starts the rider's clock (and the no-show wait): believed only near the pickup time and, when
 * the phone's position is fresh, near the pickup place. The office's own "arrived" is the override. */
function assertNearPickup(ride: RideRow, driver: DriverRow, now: Date) {
  const early = ride.pickupAt.getTime() - now.getTime() - DISPATCH.arriveEarliestMinutes * 60_000;
  if (early > 0)
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      `The pickup is at ${ride.pickupAt.toISOString()}; you can say you have arrived from ${DISPATCH.arriveEarliestMinutes} minutes before it.`,
    );
  const fresh = driver.lastSeenAt && now.getTime() - driver.lastSeenAt.getTime() <= DISPATCH.onlineWithinMs;
  if (!fresh || driver.latitude == null || driver.longitude == null) return;
  const meters =
    haversineKm(
      { lat: driver.latitude, lng: driver.longitude },
      { lat: ride.pickupLat, lng: ride.pickupLng },
    ) * 1000;
  if (meters > DISPATCH.arriveWithinMeters)
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      `You are ${(meters / 1000).toFixed(1)} km from the pickup; say you have arrived within ${DISPATCH.arriveWithinMeters} m of it, or ask the office.`,
    );
}

async function event(tx: Db, ride: RideRow, label: string, toStatus = ride.status) {
  await tx
    .insert(rideEvents)
    .values({ tenantId: ride.tenantId, rideId: ride.id, fromStatus: ride.status, toStatus, label });
}

async function accept(
  tx: Db,
  tenant: Tenant,
  ride: RideRow,
  driver: DriverRow,
  now: Date,
): Promise<DriverActionResult> {
  const offer = await openOffer(tx, ride, driver, now);
  if (ride.status !== 'booked' || ride.driverId || !offer) throw gone();
  if (!driver.vehicleId)
    throw new HttpError(409, ERROR_CODES.conflict, 'Go on duty with your vehicle before accepting rides.');
  await tx.update(rideOffers).set({ status: 'accepted', answeredAt: now }).where(eq(rideOffers.id, offer.id));
  const accepted = await applyRideAction(tx, tenant, ride.id, {
    action: 'accept',
    driverId: driver.id,
    vehicleId: driver.vehicleId,
  });
  return { ride: accepted, news: 'accepted', offeredAt: offer.createdAt };
}

/** A wrong code is a refusal that must still be stored (the attempt counts), so it is answered, not thrown. */
async function start(tx: Db, tenant: Tenant, ride: RideRow, tripCode: string): Promise<DriverActionResult> {
  const attempt = await keepingRecordedRefusal(() =>
    applyRideAction(tx, tenant, ride.id, { action: 'start', tripCode }),
  );
  if (attempt.refusal)
    return { ride, news: attempt.refusal.locked ? 'codeLocked' : null, refusal: attempt.refusal };
  return { ride: attempt.done, news: 'started' };
}

async function drop(tx: Db, ride: RideRow, driver: DriverRow, reason: string | undefined, now: Date) {
  if (ride.status !== 'accepted')
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      `This ride is ${ride.status}; only an accepted ride can be handed back.`,
    );
  const [updated] = await tx
    .update(rides)
    .set({ status: 'booked', driverId: null, vehicleId: null, arrivedAt: null, updatedAt: new Date() })
    .where(eq(rides.id, ride.id))
    .returning();
  await event(tx, ride, `Driver handed the ride back${reason ? `: ${reason}` : ''}`, 'booked');
  // A ride the office assigned by hand has no offer row for this driver: without one it would come straight back.
  await barFromRide(tx, ride, driver.id, 'handed_back', now);
  return updated!;
}

export async function applyDriverAction(
  tx: Db,
  tenant: Tenant,
  driver: DriverRow,
  rideId: string,
  request: DriverActionRequest,
  now = new Date(),
): Promise<DriverActionResult> {
  const ride = await lockRide(tx, tenant.id, rideId);
  switch (request.action) {
    case 'accept':
      // An offer made before a suspension is not taken during it: the ride waits for the partner's return.
      if (tenant.suspendedAt)
        throw new HttpError(403, ERROR_CODES.partnerSuspended, SUSPENSION_WORDS.drivers(tenant.businessName));
      return accept(tx, tenant, ride, driver, now);
    case 'decline': {
      const offer = await openOffer(tx, ride, driver, now);
      if (!offer) throw gone();
      await tx
        .update(rideOffers)
        .set({ status: 'declined', answeredAt: now })
        .where(eq(rideOffers.id, offer.id));
      return { ride, news: 'declined', offeredAt: offer.createdAt };
    }
    case 'arrived': {
      assertMine(ride, driver);
      if (ride.status !== 'accepted')
        throw new HttpError(
          409,
          ERROR_CODES.conflict,
          `This ride is ${ride.status}; arrival is for a ride not started yet.`,
        );
      assertNearPickup(ride, driver, now);
      const [updated] = await tx
        .update(rides)
        .set({ arrivedAt: now, updatedAt: now })
        .where(eq(rides.id, ride.id))
        .returning();
      await event(tx, ride, 'Driver arrived at pickup');
      return { ride: updated!, news: 'arrived' };
    }
    case 'start':
      assertMine(ride, driver);
      return start(tx, tenant, ride, request.tripCode);
    case 'complete':
      assertMine(ride, driver);
      return {
        ride: await applyRideAction(tx, tenant, ride.id, {
          action: 'complete',
          collectedFee: request.collectedFee,
        }),
        news: 'completed',
      };
    case 'drop':
      assertMine(ride, driver);
      return { ride: await drop(tx, ride, driver, request.reason, now), news: 'dropped' };
    case 'noShow':
      assertMine(ride, driver);
      return { ride: await applyRideAction(tx, tenant, ride.id, { action: 'noShow' }), news: 'noShow' };
  }
}
