// The partner operations agent: one partner message in, one reply out. Questions are answered from the
// dashboard's and the Drivers page's own queries; a ride action is resolved, tried in a transaction that is
// rolled back (so a move the console would refuse is refused now, with the console's reason), restated, and
// applied through the same applyRideAction only when the very next message says yes.
import type { PartnerRole } from '../../../domain/constants';
import { mayUse } from '../../../domain/partners/partner-staff';
import { ERROR_CODES } from '../../../domain/errors';
import type {
  AgentAction,
  PartnerReply,
} from '../../../domain/assistants/partner-agent/partner-agent-contract';
import {
  parsePartnerIntent,
  type PartnerIntent,
  type RideActionIntent,
} from '../../../domain/assistants/partner-agent/partner-intent';
import {
  rideActionSchema,
  type PartnerRide,
  type RideActionRequest,
} from '../../../domain/rides/partner-rides';
import type { Db } from '../../db/client';
import { HttpError } from '../../http-error';
import {
  driversBy,
  findDriverByName,
  findRideByRef,
  findVehicleByNumber,
  revenue,
  rideCount,
  shortRideId,
  waitingRides,
} from './partner-agent-lookup';
import { findPartnerRide } from '../rides';
import { applyRideAction } from '../rides';
import type { Tenant } from '../../lib/tenants';
import { keepingRecordedRefusal } from '../rides';

export interface PendingRideAction {
  rideId: string;
  request: RideActionRequest;
  action: AgentAction;
}

export interface PartnerTurn {
  reply: PartnerReply;
  /** The action waiting for a yes; any other message drops it. */
  pending: PendingRideAction | null;
  /** The action this turn applied, for the caller to announce. */
  applied: { request: RideActionRequest; ride: PartnerRide } | null;
}

const say = (reply: PartnerReply): PartnerTurn => ({ reply, pending: null, applied: null });

class RolledBack extends Error {}

/** Runs the console's own checks in a transaction that commits only a counted wrong trip code (so the agent is
 * no way around the lockout) and otherwise rolls back: null when the action would apply. */
async function refusalOf(db: Db, tenant: Tenant, rideId: string, request: RideActionRequest) {
  try {
    return await db.transaction(async (tx) => {
      const attempt = await keepingRecordedRefusal(() => applyRideAction(tx, tenant, rideId, request));
      if (attempt.refusal) return attempt.refusal.message;
      throw new RolledBack();
    });
  } catch (error) {
    if (error instanceof RolledBack) return null;
    if (error instanceof HttpError) return error.message;
    throw error;
  }
  return null;
}

type Built = { request: RideActionRequest; action: AgentAction } | PartnerReply;

async function buildAction(db: Db, tenant: Tenant, intent: RideActionIntent, rideId: string): Promise<Built> {
  const ride = shortRideId(rideId);
  switch (intent.kind) {
    case 'accept': {
      if (!intent.driver) return { kind: 'needs', action: intent.kind, part: 'driver' };
      if (!intent.vehicle) return { kind: 'needs', action: intent.kind, part: 'vehicle' };
      const driver = await findDriverByName(db, tenant.id, intent.driver);
      if ('unknown' in driver) return { kind: 'unknownDriver', name: intent.driver };
      if ('ambiguous' in driver)
        return { kind: 'ambiguousDriver', name: intent.driver, matches: driver.ambiguous };
      const vehicle = await findVehicleByNumber(db, tenant.id, intent.vehicle);
      if (!vehicle) return { kind: 'unknownVehicle', vehicle: intent.vehicle };
      return {
        request: { action: 'accept', driverId: driver.found.id, vehicleId: vehicle.id },
        action: { action: 'accept', ride, driver: driver.found.name, vehicle: vehicle.number },
      };
    }
    case 'cancel':
      if (!intent.reason) return { kind: 'needs', action: intent.kind, part: 'reason' };
      return {
        request: { action: 'cancel', reason: intent.reason },
        action: { action: 'cancel', ride, reason: intent.reason },
      };
    case 'decline':
      return {
        request: { action: 'decline', ...(intent.reason ? { reason: intent.reason } : {}) },
        action: { action: 'decline', ride, reason: intent.reason },
      };
    case 'start':
      if (!intent.tripCode) return { kind: 'needs', action: intent.kind, part: 'tripCode' };
      return {
        request: { action: 'start', tripCode: intent.tripCode },
        action: { action: 'start', ride, tripCode: intent.tripCode },
      };
    case 'complete':
      return { request: { action: 'complete' }, action: { action: 'complete', ride } };
  }
}

async function proposeAction(db: Db, tenant: Tenant, intent: RideActionIntent): Promise<PartnerTurn> {
  if (!intent.ride) return say({ kind: 'needs', action: intent.kind, part: 'ride' });
  const ride = await findRideByRef(db, tenant.id, intent.ride);
  if ('unknown' in ride) return say({ kind: 'unknownRide', ride: intent.ride });
  if ('ambiguous' in ride) return say({ kind: 'ambiguousRide', ride: intent.ride, matches: ride.ambiguous });
  const built = await buildAction(db, tenant, intent, ride.found);
  if ('kind' in built) return say(built);
  // The console's request schema too: a reason over its length is refused with the console's words.
  const valid = rideActionSchema.safeParse(built.request);
  if (!valid.success) return say({ kind: 'refused', reason: valid.error.issues[0]?.message ?? '' });
  const refusal = await refusalOf(db, tenant, ride.found, valid.data);
  if (refusal !== null) return say({ kind: 'refused', reason: refusal });
  return {
    reply: { kind: 'confirm', action: built.action },
    pending: { rideId: ride.found, request: valid.data, action: built.action },
    applied: null,
  };
}

async function applyPending(db: Db, tenant: Tenant, pending: PendingRideAction): Promise<PartnerTurn> {
  try {
    const ride = await db.transaction(async (tx) => {
      await applyRideAction(tx, tenant, pending.rideId, pending.request);
      const updated = await findPartnerRide(tx, tenant.id, pending.rideId);
      if (!updated) throw new HttpError(404, ERROR_CODES.notFound, 'This ride was not found.');
      return updated;
    });
    return {
      reply: { kind: 'done', action: pending.action, status: ride.status },
      pending: null,
      applied: { request: pending.request, ride },
    };
  } catch (error) {
    if (error instanceof HttpError) return say({ kind: 'refused', reason: error.message });
    throw error;
  }
}

async function answer(
  db: Db,
  tenant: Tenant,
  role: PartnerRole,
  intent: PartnerIntent,
  pending: PendingRideAction | null,
  now: Date,
): Promise<PartnerTurn> {
  switch (intent.kind) {
    case 'yes':
      return pending ? applyPending(db, tenant, pending) : say({ kind: 'nothingToConfirm' });
    case 'no':
      return say(pending ? { kind: 'kept' } : { kind: 'nothingToConfirm' });
    case 'rideCount':
      return say(await rideCount(db, tenant, intent.period, intent.status, now));
    case 'revenue':
      // The console home's money figures are for the roles that read money; the agent answers no one else.
      return mayUse(role, 'revenue')
        ? say(await revenue(db, tenant, intent.period, now))
        : say({ kind: 'refused', reason: `A ${role} account cannot see revenue or commission.` });
    case 'drivers':
      return say(await driversBy(db, tenant, intent.online, now));
    case 'waitingRides':
      return say(await waitingRides(db, tenant));
    case 'help':
      return say({ kind: 'help' });
    default:
      return proposeAction(db, tenant, intent);
  }
}

/** One turn. `tenant` and `role` are the session's; nothing the partner types can point the agent at another
 * tenant or past the role. */
export function answerPartner(
  db: Db,
  tenant: Tenant,
  role: PartnerRole,
  message: string,
  pending: PendingRideAction | null,
  now = new Date(),
): Promise<PartnerTurn> {
  return answer(db, tenant, role, parsePartnerIntent(message), pending, now);
}
