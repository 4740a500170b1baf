// What follows a ride action, whichever door it came through (the console's API or the partner agent's chat):
// the partner's screens hear the new state, the driver holding the ride (or given it) hears it at once on their
// app (a ride cancelled while they drive to the pickup), and on accept the driver is texted the tracking link.
import type { Server } from 'socket.io';
import { SOCKET_EVENTS } from '../../domain/constants';
import type { PartnerRide, RideActionRequest } from '../../domain/partner-rides';
import type { Db } from '../db/client';
import type { SmsProvider } from '../sms/sms-provider';
import { rideDriverId } from '../services/driver-app';
import { sendTrackingLink } from '../services/tracking';
import type { Tenant } from '../services/tenants';
import { driverRoom, partnerRoom } from './rooms';

export interface RideNewsDeps {
  io: Server;
  db: Db;
  sms: SmsProvider;
  secret: string;
  warn: (error: unknown, message: string) => void;
}

export async function announceRideAction(
  deps: RideNewsDeps,
  tenant: Tenant,
  origin: string,
  request: RideActionRequest,
  ride: PartnerRide,
) {
  deps.io.to(partnerRoom(tenant.id)).emit(SOCKET_EVENTS.rideUpdated, ride);
  const holder = await rideDriverId(deps.db, ride.id).catch(() => null);
  const given = request.action === 'accept' ? request.driverId : null;
  for (const driverId of new Set([holder, given]))
    if (driverId) deps.io.to(driverRoom(driverId)).emit(SOCKET_EVENTS.driverRidesChanged);
  if (request.action !== 'accept') return;
  await sendTrackingLink(deps.db, deps.sms, deps.secret, origin, tenant, ride.id, request.driverId).catch(
    (error: unknown) => deps.warn(error, 'the tracking link did not reach the driver'),
  );
}
