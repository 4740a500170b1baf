// What follows a ride action, whichever door it came through (the console's API or the partner agent's chat):
// the partner's screens and whoever follows the ride hear the new state, the driver holding the ride (or given
// it) hears it at once on their app (a ride cancelled while they drive to the pickup), the partner's webhooks
// hear it, the rider is told (driver assigned, completed with the invoice e-mailed, cancelled), and on accept the
// driver is texted the tracking link. A ride the office takes off its driver tells that driver why (on the app and
// by push and text, as the phone may be asleep), tells the rider another is being found, and goes back to dispatch.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Server } from 'socket.io';
import { SOCKET_EVENTS } from '../../../domain/socket-events';
import type { RideTakenNotice } from '../../../domain/drivers/driver-app';
import type { PartnerRide, RideActionRequest } from '../../../domain/rides/partner-rides';
import { REASSIGNING_NEWS } from '../../../domain/rides/tracking';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { mailInvoice } from '../money';
import { persistLivePosition, rideDriverId } from '../drivers';
import type { LivePositions } from '../../realtime/live-positions';
import { findRideRow } from './partner-rides';
import { rideRef, tellRider, type RiderNotice } from '../riders';
import { notifyDriver } from '../messages';
import { drivers } from '../../db/schema';
import { and, eq } from 'drizzle-orm';
import { sendTrackingLink } from './tracking';
import type { EventSeam } from '../../lib/events';
import type { Tenant } from '../../lib/tenants';
import { driverRoom, partnerRoom, rideRoom } from '../../realtime/rooms';

export interface RideNewsDeps {
  io: Server;
  db: Db;
  /** The partner's webhooks hear a new status through it (integrations subscribes). */
  events: EventSeam;
  secret: string;
  mailer: Mailer;
  /** The drivers a ride change touches have their last position written from it. */
  livePositions: LivePositions;
  warn: (error: unknown, message: string) => void;
  /** Offers a ride back in dispatch at once rather than at the next sweep. */
  dispatchNow?: (tenant: Tenant, rideId: string) => Promise<void>;
}

/** What a route needs to announce a ride action: the app's services, with warnings logged on the request. */
export function rideNewsDeps(app: FastifyInstance, request: FastifyRequest): RideNewsDeps {
  const { db, events, secret, mailer, livePositions } = app.services;
  const warn = (err: unknown, message: string) => request.log.warn({ err }, message);
  return {
    io: app.io,
    db,
    events,
    secret,
    mailer,
    livePositions,
    warn,
    dispatchNow: app.dispatchNow,
  };
}

/** The partner's webhooks hear a ride's new status (through the event seam); a failure to queue is logged,
 * never the request's. */
export async function queueStatusEvent(
  deps: Pick<RideNewsDeps, 'events' | 'warn'>,
  tenantId: string,
  rideId: string,
  status: string,
) {
  await deps.events.emit('rideStatusChanged', { tenantId, rideId, status }, deps.warn);
}

export async function announceRideAction(
  deps: RideNewsDeps,
  tenant: Tenant,
  origin: string,
  request: RideActionRequest,
  ride: PartnerRide,
  /** The driver who held the ride before the action, when it took the ride off them. */
  released: string | null = null,
  /** Who cancelled, when the action is a cancel: the driver hears which. */
  by: 'office' | 'rider' = 'office',
) {
  deps.io.to(partnerRoom(tenant.id)).emit(SOCKET_EVENTS.rideUpdated, ride);
  const news = request.action === 'unassign' ? REASSIGNING_NEWS : ride.status;
  deps.io.to(rideRoom(ride.id)).emit(SOCKET_EVENTS.rideUpdated, { rideId: ride.id, news });
  const holder = await rideDriverId(deps.db, ride.id).catch(() => null);
  const given = request.action === 'accept' ? request.driverId : null;
  const taken = takenNotice(request, ride.id, released, holder, by);
  if (taken) deps.io.to(driverRoom(taken.driverId)).emit(SOCKET_EVENTS.driverRideTaken, taken.notice);
  for (const driverId of new Set([holder, given, released])) {
    if (!driverId) continue;
    deps.io.to(driverRoom(driverId)).emit(SOCKET_EVENTS.driverRidesChanged);
    await persistLivePosition(deps.db, deps.livePositions, tenant.id, driverId).catch((error: unknown) =>
      deps.warn(error, 'the driver’s last position was not written'),
    );
  }
  await queueStatusEvent(deps, tenant.id, ride.id, ride.status);
  if (request.action === 'complete')
    await mailInvoice(deps.db, deps.mailer, tenant, ride.id).catch((error: unknown) =>
      deps.warn(error, 'the invoice was not e-mailed'),
    );
  if (taken) await tellDriverTaken(deps, tenant, taken.driverId, taken.notice);
  if (request.action === 'unassign') return backToDispatch(deps, tenant, origin, ride.id);
  const notice = RIDER_NOTICES[request.action];
  if (notice) await tellRiderOf(deps, tenant, ride.id, notice, origin);
  if (request.action !== 'accept') return;
  await sendTrackingLink(deps.db, deps.secret, origin, tenant, ride.id, request.driverId).catch(
    (error: unknown) => deps.warn(error, 'the tracking link did not reach the driver'),
  );
}

const RIDER_NOTICES: Partial<Record<RideActionRequest['action'], RiderNotice>> = {
  accept: 'assigned',
  arrived: 'arrived',
  start: 'started',
  complete: 'completed',
  cancel: 'cancelled',
};

async function tellRiderOf(
  deps: RideNewsDeps,
  tenant: Tenant,
  rideId: string,
  notice: RiderNotice,
  origin: string,
) {
  const row = await findRideRow(deps.db, tenant.id, rideId);
  if (row)
    await tellRider(deps, tenant, row, notice, origin).catch((error: unknown) =>
      deps.warn(error, `the rider was not told (${notice})`),
    );
}

/** The driver a ride leaves without their doing, and why: taken off them (unassign) or cancelled (holding it). */
function takenNotice(
  request: RideActionRequest,
  rideId: string,
  released: string | null,
  holder: string | null,
  by: 'office' | 'rider',
): { driverId: string; notice: RideTakenNotice } | null {
  if (request.action === 'unassign' && released)
    return { driverId: released, notice: { rideId, kind: 'reassigned', reason: request.reason } };
  if (request.action === 'cancel' && holder)
    return {
      driverId: holder,
      notice: {
        rideId,
        kind: by === 'rider' ? 'cancelledByRider' : 'cancelledByOffice',
        reason: request.reason,
      },
    };
  return null;
}

/** By push and text too, as the phone may be asleep; the push's words say which event it was. */
async function tellDriverTaken(
  deps: RideNewsDeps,
  tenant: Tenant,
  driverId: string,
  notice: RideTakenNotice,
) {
  const { rideId, kind, reason } = notice;
  const [driver] = await deps.db
    .select({ phone: drivers.phone })
    .from(drivers)
    .where(and(eq(drivers.id, driverId), eq(drivers.tenantId, tenant.id)));
  if (driver)
    await notifyDriver(
      deps.db,
      tenant,
      driver.phone,
      { kind: 'ride_taken', rideId, variables: { rideId, ref: rideRef(rideId), reason, why: kind } },
      true,
    ).catch((error: unknown) => deps.warn(error, 'the driver was not told the ride was taken off them'));
}

async function backToDispatch(deps: RideNewsDeps, tenant: Tenant, origin: string, rideId: string) {
  await tellRiderOf(deps, tenant, rideId, 'reassigning', origin);
  await deps.dispatchNow?.(tenant, rideId).catch((error: unknown) => deps.warn(error, 'dispatch failed'));
}
