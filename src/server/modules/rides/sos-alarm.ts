// An SOS rings the dispatchers' phones until someone in the office takes it on: the console's "Acknowledge"
// records who did (a ride event, so the ride's history shows it), and until then a sweep pushes the SOS again
// every two minutes, for half an hour at most. The outbox's own rows say when the last push went, so the alarm
// keeps no state of its own and survives a restart.
import { and, desc, eq, gt, gte, like } from 'drizzle-orm';
import { ERROR_CODES } from '../../../domain/errors';
import type { SosAcknowledged } from '../../../domain/rides/ride-safety';
import type { Db } from '../../db/client';
import { messages, rideEvents, rides } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { ActiveSession } from '../../lib/sessions';
import { findTenantById, type Tenant } from '../../lib/tenants';
import { notifyDispatchers } from '../messages';

export const SOS_RAISED_LABEL = 'SOS raised by the';
const ACKNOWLEDGED_LABEL = 'SOS acknowledged by ';
export const SOS_RENOTIFY_MS = 2 * 60_000;
/** An SOS nobody took on within this long is left to the console's banner and the phone calls it prompted. */
export const SOS_RENOTIFY_FOR_MS = 30 * 60_000;

type RideEventRow = typeof rideEvents.$inferSelect;

async function latestEvent(db: Db, rideId: string, labelPrefix: string): Promise<RideEventRow | undefined> {
  const [event] = await db
    .select()
    .from(rideEvents)
    .where(and(eq(rideEvents.rideId, rideId), like(rideEvents.label, `${labelPrefix}%`)))
    .orderBy(desc(rideEvents.createdAt))
    .limit(1);
  return event;
}

/** The acknowledgement of the ride's latest SOS, if someone gave it. */
async function acknowledgementOf(db: Db, rideId: string, raisedAt: Date) {
  const ack = await latestEvent(db, rideId, ACKNOWLEDGED_LABEL);
  return ack && ack.createdAt >= raisedAt ? ack.label.slice(ACKNOWLEDGED_LABEL.length) : null;
}

/** Records that this partner's staff member took on the ride's SOS; a second press answers the first's name. */
export async function acknowledgeSos(
  db: Db,
  tenant: Tenant,
  rideId: string,
  session: ActiveSession,
): Promise<SosAcknowledged> {
  const [ride] = await db
    .select({ status: rides.status })
    .from(rides)
    .where(and(eq(rides.id, rideId), eq(rides.tenantId, tenant.id)));
  if (!ride) throw new HttpError(404, ERROR_CODES.notFound, 'This ride was not found.');
  const raised = await latestEvent(db, rideId, SOS_RAISED_LABEL);
  if (!raised) throw new HttpError(409, ERROR_CODES.conflict, 'Nobody pressed SOS on this ride.');
  const earlier = await acknowledgementOf(db, rideId, raised.createdAt);
  if (earlier !== null) return { rideId, acknowledgedBy: earlier };
  const name = session.user.name || session.user.email || 'the office';
  await db.insert(rideEvents).values({
    tenantId: tenant.id,
    rideId,
    fromStatus: ride.status,
    toStatus: ride.status,
    label: `${ACKNOWLEDGED_LABEL}${name}`,
  });
  return { rideId, acknowledgedBy: name };
}

/** When the ride's SOS last went to the dispatchers' phones (the SOS itself when none were subscribed). */
async function lastSosPushAt(db: Db, rideId: string, raisedAt: Date): Promise<Date> {
  const [last] = await db
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.rideId, rideId), eq(messages.kind, 'sos'), eq(messages.channel, 'push')))
    .orderBy(desc(messages.createdAt))
    .limit(1);
  return last && last.createdAt > raisedAt ? last.createdAt : raisedAt;
}

/** Pushes each SOS nobody acknowledged again, two minutes after its last push; answers how many went again. */
export async function renotifyUnacknowledgedSos(db: Db, now = new Date()): Promise<number> {
  const raised = await db
    .selectDistinctOn([rideEvents.rideId], { tenantId: rideEvents.tenantId, rideId: rideEvents.rideId })
    .from(rideEvents)
    .where(
      and(
        like(rideEvents.label, `${SOS_RAISED_LABEL}%`),
        gt(rideEvents.createdAt, new Date(now.getTime() - SOS_RENOTIFY_FOR_MS)),
      ),
    );
  let renotified = 0;
  for (const { tenantId, rideId } of raised)
    if (await renotifyOne(db, tenantId, rideId, now)) renotified += 1;
  return renotified;
}

async function renotifyOne(db: Db, tenantId: string, rideId: string, now: Date): Promise<boolean> {
  const sos = await latestEvent(db, rideId, SOS_RAISED_LABEL);
  if (!sos || (await acknowledgementOf(db, rideId, sos.createdAt)) !== null) return false;
  if ((await lastSosPushAt(db, rideId, sos.createdAt)).getTime() > now.getTime() - SOS_RENOTIFY_MS)
    return false;
  const [first] = await db
    .select({ payload: messages.payload })
    .from(messages)
    .where(and(eq(messages.rideId, rideId), eq(messages.kind, 'sos'), gte(messages.createdAt, sos.createdAt)))
    .limit(1);
  const tenant = await findTenantById(db, tenantId);
  if (!first || !tenant) return false;
  // Dispatchers who came on duty since hear it too; the push's tag and renotify make each phone ring again.
  await notifyDispatchers(db, tenant, { kind: 'sos', rideId, variables: first.payload });
  return true;
}
