// The partner's and the driver's actions that may wait in the offline outbox, the HTTP request each one becomes,
// the session that signs it, and what an answer means for the queue. Shared by the page and the service worker,
// so both replay an action the same way.
import { z } from 'zod';
import { driverActionSchema } from './drivers/driver-app';
import { accountActionSchema, crewInputSchema, vehicleInputSchema } from './drivers/fleet';
import { rideActionSchema } from './rides/partner-rides';

const crewKindSchema = z.enum(['drivers', 'travel-companies']);

export const outboxActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ride'), rideId: z.string(), body: rideActionSchema }),
  z.object({ type: z.literal('vehicleSave'), vehicleId: z.string().nullable(), input: vehicleInputSchema }),
  z.object({ type: z.literal('vehicleRemove'), vehicleId: z.string() }),
  z.object({ type: z.literal('crewAdd'), kind: crewKindSchema, input: crewInputSchema }),
  z.object({
    type: z.literal('crewStatus'),
    kind: crewKindSchema,
    memberId: z.string(),
    action: accountActionSchema.shape.action,
  }),
  z.object({ type: z.literal('crewRemove'), kind: crewKindSchema, memberId: z.string() }),
  z.object({ type: z.literal('driverRide'), rideId: z.string(), body: driverActionSchema }),
]);
export type OutboxAction = z.infer<typeof outboxActionSchema>;

export const outboxErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).default({}),
});
export type OutboxError = z.infer<typeof outboxErrorSchema>;

/**
 * One queued action as stored in IndexedDB; `id` is its Idempotency-Key, `seq` its place in the queue. Once
 * applied it keeps the server's answer (`result`) until a stored copy of its list holds it, then it goes.
 */
export const outboxEntrySchema = z.object({
  seq: z.number().int().optional(),
  id: z.string(),
  createdAt: z.number(),
  attempts: z.number().int(),
  nextAttemptAt: z.number(),
  state: z.enum(['pending', 'applied', 'rejected']),
  error: outboxErrorSchema.nullable(),
  result: z.unknown().optional(),
  settledAt: z.number().optional(),
  action: outboxActionSchema,
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** The IndexedDB layout the page and the service worker open alike; a new version needs a Dexie upgrade
 * (version 2 added the driver's positions taken in a tunnel, sent in order when the network returns). */
export const OFFLINE_DB = {
  name: 'travelx-offline',
  version: 2,
  stores: {
    outbox: '++seq, &id, state',
    snapshots: '&key, savedAt',
    meta: '&key',
    positions: '++seq',
  },
} as const;
/** The meta rows that carry each session's bearer token to the service worker's Background Sync. */
export const OUTBOX_TOKEN_KEYS = { business: 'businessToken', driver: 'driverToken' } as const;
export type OutboxSession = keyof typeof OUTBOX_TOKEN_KEYS;
/** The meta rows that mark a session as having asked for notifications, so when the browser renews the push
 * subscription the service worker sends the new one for that session alone (with its token above). */
export const PUSH_SESSION_KEYS: Record<OutboxSession, string> = {
  business: 'businessPush',
  driver: 'driverPush',
};
export const OUTBOX_SYNC_TAG = 'partner-outbox';
export const OUTBOX_LOCK = 'partner-outbox';

const enc = encodeURIComponent;

/** Which session an action is sent with: the driver's own moves on a ride are theirs, the rest the partner's. */
export function outboxSession(action: OutboxAction): OutboxSession {
  return action.type === 'driverRide' ? 'driver' : 'business';
}

export function outboxRequest(action: OutboxAction): { method: string; path: string; body?: unknown } {
  switch (action.type) {
    case 'ride':
      return {
        method: 'POST',
        path: `/api/v1/partner/rides/${enc(action.rideId)}/actions`,
        body: action.body,
      };
    case 'vehicleSave':
      return action.vehicleId
        ? { method: 'PUT', path: `/api/v1/partner/vehicles/${enc(action.vehicleId)}`, body: action.input }
        : { method: 'POST', path: '/api/v1/partner/vehicles', body: action.input };
    case 'vehicleRemove':
      return { method: 'DELETE', path: `/api/v1/partner/vehicles/${enc(action.vehicleId)}` };
    case 'crewAdd':
      return { method: 'POST', path: `/api/v1/partner/${action.kind}`, body: action.input };
    case 'crewStatus':
      return {
        method: 'POST',
        path: `/api/v1/partner/${action.kind}/${enc(action.memberId)}/status`,
        body: { action: action.action },
      };
    case 'crewRemove':
      return { method: 'DELETE', path: `/api/v1/partner/${action.kind}/${enc(action.memberId)}` };
    case 'driverRide':
      return {
        method: 'POST',
        path: `/api/v1/driver/rides/${enc(action.rideId)}/actions`,
        body: action.body,
      };
  }
}

/** The list an action changes: a fresh copy of it, fetched after the action was applied, already shows it. */
export function outboxListPath(action: OutboxAction): string {
  switch (action.type) {
    case 'ride':
      return '/api/v1/partner/rides';
    case 'vehicleSave':
    case 'vehicleRemove':
      return '/api/v1/partner/vehicles';
    case 'driverRide':
      return '/api/v1/driver/rides';
    default:
      return `/api/v1/partner/${action.kind}`;
  }
}

/** The list itself, with or without a query (a rides page): not a resource below it (a driver's documents). */
const isAddressOfList = (path: string, list: string) => path === list || path.startsWith(`${list}?`);

/**
 * An applied action is laid over its list until a stored copy of that list holds it: a copy asked for at
 * `fetchedAt`, after the action settled, under the list's address (`path`). Only then may it be forgotten, or a
 * reload would draw an older copy with nothing laid over it.
 */
export function isHeldByFetchedList(entry: OutboxEntry, path: string, fetchedAt: number): boolean {
  return (
    entry.state === 'applied' &&
    entry.settledAt !== undefined &&
    entry.settledAt < fetchedAt &&
    isAddressOfList(path, outboxListPath(entry.action))
  );
}

/**
 * A stored copy of a list (other rides pages, say) asked for before one of the `forgotten` actions settled: it
 * lacks that action, which is no longer laid over it, so it must go with the action.
 */
export function isOutdatedByForgotten(
  snapshot: { key: string; savedAt: number },
  forgotten: readonly OutboxEntry[],
): boolean {
  return forgotten.some(
    (entry) =>
      isAddressOfList(snapshot.key, outboxListPath(entry.action)) &&
      snapshot.savedAt <= (entry.settledAt ?? 0),
  );
}

/**
 * What an answer means for a queued action: applied (drop it), rejected (keep it to show the partner why),
 * retry later (the network or the server failed), or wait for a new login (the session ended).
 * `null` is "no answer at all": the request never got through.
 */
export type OutboxOutcome = 'applied' | 'rejected' | 'retry' | 'signedOut';

export function outboxOutcome(status: number | null): OutboxOutcome {
  if (status === null) return 'retry';
  if (status >= 200 && status < 300) return 'applied';
  if (status === 401) return 'signedOut';
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'retry';
  return 'rejected';
}

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 60_000;

/** Exponential back-off with jitter (`random` in [0, 1)), so a fleet of phones does not retry in step. */
export function retryDelayMs(attempts: number, random: number): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}
