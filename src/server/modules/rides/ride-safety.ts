// Share my trip, SOS and the emergency contact. A share link is signed for one ride and works without a
// login until the ride ends; SOS records the event, alerts the partner's console and texts the rider's
// emergency contact the live link. Only the ride's rider or its assigned driver may press SOS.
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '../../../domain/errors';
import type { EmergencyContact } from '../../../domain/riders/emergency-contact';
import type { TrackingView } from '../../../domain/rides/tracking';
import type { Db } from '../../db/client';
import { rideEvents, rides, users } from '../../db/schema';
import { notifyDispatchers, textPhone } from '../messages';
import { HttpError } from '../../http-error';
import type { RideRow } from '../booking';
import type { DriverRow } from '../drivers';
import type { ActiveSession } from '../../lib/sessions';
import type { Tenant } from '../../lib/tenants';
import { viewOfRide } from './tracking';
import type { LivePositions } from '../../realtime/live-positions';
import { sameBytes } from '../../lib/same-bytes';
import { SOS_RAISED_LABEL } from './sos-alarm';

const ENDED = ['completed', 'cancelled'];
const notFound = () => new HttpError(404, ERROR_CODES.notFound, 'This ride was not found.');

const shareToken = (secret: string, rideId: string) =>
  createHmac('sha256', secret).update(`share:${rideId}`).digest('base64url');

export const sharePath = (secret: string, rideId: string) =>
  `/track/driver?rideId=${rideId}&share=${shareToken(secret, rideId)}`;

async function tenantRide(db: Db, tenantId: string, rideId: string): Promise<RideRow> {
  const [ride] = await db
    .select()
    .from(rides)
    .where(and(eq(rides.id, rideId), eq(rides.tenantId, tenantId)));
  if (!ride) throw notFound();
  return ride;
}

export async function riderLiveRide(db: Db, tenantId: string, rideId: string, rider: ActiveSession) {
  const ride = await tenantRide(db, tenantId, rideId);
  if (ride.riderId !== rider.user.id) throw notFound();
  if (ENDED.includes(ride.status))
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      `This ride is ${ride.status}; there is nothing live to share.`,
    );
  return ride;
}

export async function sharedView(
  db: Db,
  live: LivePositions,
  secret: string,
  tenantId: string,
  rideId: string,
  token: string,
): Promise<TrackingView> {
  const expected = Buffer.from(shareToken(secret, rideId));
  const given = Buffer.from(token);
  if (!sameBytes(expected, given)) throw notFound();
  const ride = await tenantRide(db, tenantId, rideId);
  if (ENDED.includes(ride.status))
    throw new HttpError(410, ERROR_CODES.notFound, 'This trip has ended, so its live link no longer works.');
  const view = await viewOfRide(db, live, ride);
  // Family see where the car is, not how to call the driver.
  return { ...view, driver: view.driver ? { ...view.driver, phone: '' } : null };
}

export async function saveEmergencyContact(db: Db, rider: ActiveSession, contact: EmergencyContact | null) {
  await db
    .update(users)
    .set({ emergencyName: contact?.name ?? null, emergencyPhone: contact?.phone ?? null })
    .where(eq(users.id, rider.user.id));
  return { emergencyContact: contact };
}

export async function emergencyContactOf(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return {
    emergencyContact:
      user?.emergencyName && user.emergencyPhone
        ? { name: user.emergencyName, phone: user.emergencyPhone }
        : null,
  };
}

export interface SosCaller {
  session: ActiveSession;
  driver: DriverRow | null;
}

export async function raiseSos(
  deps: { db: Db; secret: string },
  tenant: Tenant,
  rideId: string,
  caller: SosCaller,
  origin: string,
) {
  const ride = await tenantRide(deps.db, tenant.id, rideId);
  const isRider = caller.session.user.role === 'rider' && ride.riderId === caller.session.user.id;
  const isDriver = caller.driver !== null && ride.driverId === caller.driver.id;
  if (!isRider && !isDriver) throw notFound();
  const by: 'rider' | 'driver' = isRider ? 'rider' : 'driver';
  await deps.db.insert(rideEvents).values({
    tenantId: tenant.id,
    rideId,
    fromStatus: ride.status,
    toStatus: ride.status,
    label: `${SOS_RAISED_LABEL} ${by}`,
  });
  const contact = ride.riderId ? (await emergencyContactOf(deps.db, ride.riderId)).emergencyContact : null;
  const variables = {
    rideId,
    rider: ride.customerName,
    who: by === 'rider' ? ride.customerName : `${caller.driver?.firstName ?? 'The driver'} (driver)`,
    pickup: ride.pickupName,
    link: `${origin}${sharePath(deps.secret, ride.id)}`,
  };
  if (contact) await textPhone(deps.db, tenant, contact.phone, { kind: 'sos', rideId, variables });
  await notifyDispatchers(deps.db, tenant, { kind: 'sos', rideId, variables });
  return { alerted: true as const, contactTexted: contact !== null, by, ride };
}
