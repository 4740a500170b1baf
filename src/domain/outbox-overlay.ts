// The partner's lists as they will be once the queued actions reach the server: the last answer the server
// gave, with every queued action applied on top. An action the server has applied is laid on with the server's
// own answer until the lists are fetched again, so a list fetched before it never shows the old state. Pure, so
// the page shows the same thing online or off, and a refused action simply stops being applied.
import type { RideStatus } from './constants';
import {
  accountTransition,
  crewMemberSchema,
  normaliseVehicleNumber,
  vehicleSchema,
  type CrewMember,
  type Vehicle,
} from './drivers/fleet';
import type { OutboxAction } from './outbox';
import { rideActionResponseSchema, type PartnerRide, type RidesResponse } from './rides/partner-rides';
import { transition } from './rides/ride-lifecycle';

export interface PendingAction {
  id: string;
  action: OutboxAction;
  /** The server's answer, once it has applied the action. */
  result?: unknown;
}
/** Marks a row changed by an action the server has not confirmed yet. */
export type Pending<T> = T & { pendingSync?: boolean };

/** A row added offline has no server id yet: it goes by its action's idempotency key. */
export const pendingRowId = (actionId: string) => `pending:${actionId}`;
/** Rows added offline cannot be edited or removed until the server has given them an id. */
export const isPendingRow = (id: string) => id.startsWith('pending:');

function upsert<T extends { id: string }>(rows: Pending<T>[], row: T): Pending<T>[] {
  return rows.some((r) => r.id === row.id) ? rows.map((r) => (r.id === row.id ? row : r)) : [...rows, row];
}

function rideStatusAfter(status: RideStatus, action: Extract<OutboxAction, { type: 'ride' }>): RideStatus {
  const asked = action.body.action;
  if (asked === 'arrived') return status;
  const move = asked === 'decline' || asked === 'noShow' ? 'cancel' : asked;
  const result = transition(status, move);
  return result.ok ? result.to : status;
}

function rideAfter(ride: Pending<PartnerRide>, { action, result }: PendingAction): Pending<PartnerRide> {
  if (action.type !== 'ride' || action.rideId !== ride.id) return ride;
  const answered = rideActionResponseSchema.safeParse(result);
  if (answered.success) return answered.data.ride;
  return { ...ride, status: rideStatusAfter(ride.status, action), pendingSync: true };
}

export function overlayRides(
  response: RidesResponse,
  queued: readonly PendingAction[],
): RidesResponse & { items: Pending<PartnerRide>[] } {
  const counts = { ...response.counts };
  const items = response.items.map((ride) => {
    const shown = queued.reduce(rideAfter, ride as Pending<PartnerRide>);
    if (shown.status !== ride.status) {
      counts[ride.status] -= 1;
      counts[shown.status] += 1;
    }
    return shown;
  });
  return { ...response, counts, items };
}

function totalsOf(rows: readonly { online: boolean }[]) {
  const online = rows.filter((row) => row.online).length;
  return { total: rows.length, online, offline: rows.length - online };
}

function vehiclesAfter(
  vehicles: Pending<Vehicle>[],
  { id, action, result }: PendingAction,
): Pending<Vehicle>[] {
  if (action.type === 'vehicleRemove') return vehicles.filter((v) => v.id !== action.vehicleId);
  if (action.type !== 'vehicleSave') return vehicles;
  const answered = vehicleSchema.safeParse(result);
  if (answered.success) return upsert(vehicles, answered.data);
  if (action.vehicleId === null) {
    // Its number already on the list: the server applied the add and its answer was lost (the replay will say
    // so), or it will refuse a second vehicle with that number. Either way one row is right, not two.
    const number = normaliseVehicleNumber(action.input.number);
    if (vehicles.some((v) => v.number === number)) return vehicles;
    const added = { ...action.input, id: pendingRowId(id), online: false, lastSeenAt: null, busy: false };
    return [...vehicles, { ...added, pendingSync: true }];
  }
  return vehicles.map((v) => (v.id === action.vehicleId ? { ...v, ...action.input, pendingSync: true } : v));
}

export function overlayVehicles(
  response: { vehicles: Vehicle[] },
  queued: readonly PendingAction[],
): { totals: ReturnType<typeof totalsOf>; vehicles: Pending<Vehicle>[] } {
  const vehicles = queued.reduce(vehiclesAfter, response.vehicles as Pending<Vehicle>[]);
  return { totals: totalsOf(vehicles), vehicles };
}

function crewAfter(
  members: Pending<CrewMember>[],
  { id, action, result }: PendingAction,
): Pending<CrewMember>[] {
  if (action.type === 'crewRemove') return members.filter((m) => m.id !== action.memberId);
  if (action.type !== 'crewAdd' && action.type !== 'crewStatus') return members;
  const answered = crewMemberSchema.safeParse(result);
  if (answered.success) return upsert(members, answered.data);
  if (action.type === 'crewStatus') {
    return members.map((m) => {
      const next = m.id === action.memberId ? accountTransition(m.accountStatus, action.action) : null;
      return next ? { ...m, accountStatus: next, pendingSync: true } : m;
    });
  }
  // As with vehicles: a member with its phone already listed is the add applied with its answer lost, or one the
  // server will refuse as a second with that phone.
  if (members.some((m) => m.phone === action.input.phone)) return members;
  const added: CrewMember = {
    ...action.input,
    id: pendingRowId(id),
    accountStatus: 'pending',
    online: false,
    busy: false,
    latitude: null,
    longitude: null,
    lastSeenAt: null,
  };
  return [...members, { ...added, pendingSync: true }];
}

export function overlayCrew(
  kind: 'drivers' | 'travel-companies',
  response: { members: CrewMember[] },
  queued: readonly PendingAction[],
): { totals: ReturnType<typeof totalsOf>; members: Pending<CrewMember>[] } {
  const ofKind = queued.filter(({ action }) => 'kind' in action && action.kind === kind);
  const members = ofKind.reduce(crewAfter, response.members as Pending<CrewMember>[]);
  return { totals: totalsOf(members), members };
}
