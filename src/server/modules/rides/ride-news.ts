// What follows a ride action, whichever door it came through (the console's API or the partner agent's chat):
// the partner's screens and whoever follows the ride hear the new state, the driver holding the ride (or given
// it) hears it at once on their app (a ride cancelled while they drive to the pickup), the partner's webhooks
// hear it, on accept the driver is texted the tracking link, and on completion the rider is e-mailed the invoice.
// A ride the office takes off its driver tells that driver why, tells the rider another is being found, and goes
// back to dispatch.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Server } from 'socket.io';
import { SOCKET_EVENTS } from '../../../domain/socket-events';
import type { RideTakenNotice } from '../../../domain/driver-app';
import type { PartnerRide, RideActionRequest } from '../../../domain/partner-rides';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { SmsProvider } from '../../sms/sms-provider';
import type { BookingAnswer, RideRow } from '../booking/bookings';
import { mailInvoice } from '../money/invoice-mail';
import { rideSummary } from '../booking/ride-summary';
import type { RiderTexts } from '../riders/rider-texts';
import { rideDriverId } from '../drivers/driver-app';
import { findRideRow } from './partner-rides';
import { tellRider } from '../riders/rider-messages';
import { sendTrackingLink } from './tracking';
import { eventForStatus, queueRideEvent, type SubscriptionSource } from '../integrations/webhooks';
import type { Tenant } from '../../lib/tenants';
import { driverRoom, partnerRoom, rideRoom } from '../../realtime/rooms';

export interface RideNewsDeps {
  io: Server;
  db: Db;
  subscriptions: SubscriptionSource;
  sms: SmsProvider;
  riderTexts: RiderTexts;
  secret: string;
  mailer: Mailer;
  warn: (error: unknown, message: string) => void;
  /** Offers a ride back in dispatch at once rather than at the next sweep. */
  dispatchNow?: (tenant: Tenant, rideId: string) => Promise<void>;
}

/** What a route needs to announce a ride action: the app's services, with warnings logged on the request. */
export function rideNewsDeps(app: FastifyInstance, request: FastifyRequest): RideNewsDeps {
  const { db, subscriptions, sms, riderTexts, secret, mailer } = app.services;
  const warn = (err: unknown, message: string) => request.log.warn({ err }, message);
  return {
    io: app.io,
    db,
    subscriptions,
    sms,
    riderTexts,
    secret,
    mailer,
    warn,
    dispatchNow: app.dispatchNow,
  };
}

/** The partner's webhooks hear a ride's new status; a failure to queue is logged, never the request's. */
export async function queueStatusEvent(
  deps: Pick<RideNewsDeps, 'db' | 'subscriptions' | 'warn'>,
  tenantId: string,
  rideId: string,
  status: string,
) {
  const event = eventForStatus(status);
  if (event)
    await queueRideEvent(deps, tenantId, event, rideId).catch((error: unknown) =>
      deps.warn(error, 'the webhook event was not queued'),
    );
}

/** A new booking, whichever door it came through (form, chat, WhatsApp, the office): the console shows it and
 * the partner's webhooks hear it. */
export async function announceBooking(
  deps: Pick<RideNewsDeps, 'io' | 'db' | 'subscriptions' | 'warn'>,
  tenantId: string,
  ride: RideRow,
) {
  deps.io.to(partnerRoom(tenantId)).emit(SOCKET_EVENTS.rideBooked, rideSummary(ride));
  await queueRideEvent(deps, tenantId, 'ride.booked', ride).catch((error: unknown) =>
    deps.warn(error, 'the webhook event was not queued'),
  );
}

/** Sends a booking's answer (201 when made, 200 for a replayed key) after announcing a ride it made: the one ending
 * of every route that books, for the rider or for a caller. */
export async function replyWithBooking(
  deps: Pick<RideNewsDeps, 'io' | 'db' | 'subscriptions'>,
  request: FastifyRequest,
  reply: FastifyReply,
  tenantId: string,
  answer: BookingAnswer,
) {
  if (answer.created)
    await announceBooking(
      { ...deps, warn: (err, message) => request.log.warn({ err }, message) },
      tenantId,
      answer.created,
    );
  return reply
    .status(answer.statusCode === 201 ? 201 : 200)
    .header('idempotent-replayed', String(answer.replayed))
    .send(answer.body);
}

export async function announceRideAction(
  deps: RideNewsDeps,
  tenant: Tenant,
  origin: string,
  request: RideActionRequest,
  ride: PartnerRide,
  /** The driver who held the ride before the action, when it took the ride off them. */
  released: string | null = null,
) {
  deps.io.to(partnerRoom(tenant.id)).emit(SOCKET_EVENTS.rideUpdated, ride);
  deps.io.to(rideRoom(ride.id)).emit(SOCKET_EVENTS.rideUpdated, { rideId: ride.id, news: ride.status });
  const holder = await rideDriverId(deps.db, ride.id).catch(() => null);
  const given = request.action === 'accept' ? request.driverId : null;
  if (request.action === 'unassign' && released)
    deps.io.to(driverRoom(released)).emit(SOCKET_EVENTS.driverRideTaken, {
      rideId: ride.id,
      reason: request.reason,
    } satisfies RideTakenNotice);
  for (const driverId of new Set([holder, given, released]))
    if (driverId) deps.io.to(driverRoom(driverId)).emit(SOCKET_EVENTS.driverRidesChanged);
  await queueStatusEvent(deps, tenant.id, ride.id, ride.status);
  if (request.action === 'complete')
    await mailInvoice(deps.db, deps.mailer, tenant, ride.id).catch((error: unknown) =>
      deps.warn(error, 'the invoice was not e-mailed'),
    );
  if (request.action === 'unassign') return backToDispatch(deps, tenant, origin, ride.id);
  if (request.action !== 'accept') return;
  await sendTrackingLink(deps.db, deps.sms, deps.secret, origin, tenant, ride.id, request.driverId).catch(
    (error: unknown) => deps.warn(error, 'the tracking link did not reach the driver'),
  );
}

async function backToDispatch(deps: RideNewsDeps, tenant: Tenant, origin: string, rideId: string) {
  const row = await findRideRow(deps.db, tenant.id, rideId);
  if (row)
    await tellRider(deps, tenant, row, 'reassigning', origin).catch((error: unknown) =>
      deps.warn(error, 'the rider was not told of the new driver search'),
    );
  await deps.dispatchNow?.(tenant, rideId).catch((error: unknown) => deps.warn(error, 'dispatch failed'));
}
