// The page's side of the outbox: every partner or driver mutation is written to IndexedDB first, then sent in order,
// now if the network allows, else on reconnect, on start-up, on a back-off timer, or by the service worker's
// Background Sync. One sender at a time across tabs and the worker (Web Locks), so the order holds.
import { liveQuery } from 'dexie';
import { useMemo, useSyncExternalStore } from 'react';
import { drainOutbox, sendOutboxEntry, type DrainResult, type OutboxPort } from '../../domain/outbox-drain';
import type { PendingAction } from '../../domain/outbox-overlay';
import {
  OUTBOX_LOCK,
  OUTBOX_SYNC_TAG,
  OUTBOX_TOKEN_KEYS,
  outboxSession,
  type OutboxAction,
  type OutboxSession,
  type OutboxEntry,
} from '../../domain/outbox';
import { ApiRequestError } from '../api-client';
import { idempotencyKey } from '../idempotency-key';
import { readToken } from '../session';
import { offlineDb } from './offline-db';

export type SubmitResult = { queued: false; json: unknown } | { queued: true };

const appliedListeners = new Set<() => void>();

const port: OutboxPort = {
  pending: () => offlineDb().outbox.where('state').equals('pending').sortBy('seq'),
  send: (entry) => sendOutboxEntry(fetch, entry, readToken(outboxSession(entry.action))),
  async applied(entry, json) {
    await offlineDb()
      .outbox.where('id')
      .equals(entry.id)
      .modify({ state: 'applied', result: json, settledAt: Date.now() });
  },
  async rejected(entry, error) {
    await offlineDb().outbox.where('id').equals(entry.id).modify({ state: 'rejected', error });
  },
  async retryLater(entry, attempts, nextAttemptAt) {
    await offlineDb().outbox.where('id').equals(entry.id).modify({ attempts, nextAttemptAt });
  },
};

let draining: Promise<DrainResult> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function withLock<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    return navigator.locks.request(OUTBOX_LOCK, run);
  }
  return run();
}

/** Sends what is queued, once at a time; a call while sending waits for that round. */
export function flushOutbox(opts: { ignoreBackoff?: boolean } = {}): Promise<DrainResult> {
  draining ??= withLock(() => drainOutbox(port, { now: Date.now, random: Math.random }, opts))
    .then((result) => {
      scheduleRetry(result);
      if (result.stoppedBy === 'retry') void askForBackgroundSync();
      if (result.applied + result.rejected > 0) for (const listener of appliedListeners) listener();
      return result;
    })
    .finally(() => {
      draining = null;
    });
  return draining;
}

function scheduleRetry(result: DrainResult): void {
  clearTimeout(retryTimer);
  if (result.nextAttemptAt === null) return;
  retryTimer = setTimeout(() => void flushOutbox(), Math.max(0, result.nextAttemptAt - Date.now()));
}

/** Lets the service worker send the queue when the connection returns, even with every tab closed. */
async function askForBackgroundSync(): Promise<void> {
  for (const [session, key] of Object.entries(OUTBOX_TOKEN_KEYS)) {
    const token = readToken(session as keyof typeof OUTBOX_TOKEN_KEYS);
    if (token) await offlineDb().meta.put({ key, value: token });
  }
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as { sync?: { register: (tag: string) => Promise<void> } } | undefined)?.sync;
  await sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

export async function enqueue(action: OutboxAction): Promise<string> {
  const now = Date.now();
  const id = idempotencyKey();
  await offlineDb().outbox.add({
    id,
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    state: 'pending',
    error: null,
    action,
  });
  return id;
}

/**
 * Queues an action and tries to send it at once. Online, the caller gets the server's answer or its refusal
 * (as an ApiRequestError, the action then leaves the queue: the form shows why); offline it gets `queued`.
 */
export async function submitAction(action: OutboxAction): Promise<SubmitResult> {
  const id = await enqueue(action);
  await flushOutbox({ ignoreBackoff: true });
  const entry = await offlineDb().outbox.where('id').equals(id).first();
  if (!entry) return { queued: false, json: null };
  if (entry.state === 'applied') return { queued: false, json: entry.result };
  if (entry.state === 'rejected' && entry.error) {
    await offlineDb().outbox.where('id').equals(id).delete();
    throw new ApiRequestError(entry.error.code, entry.error.message, 400, entry.error.fields);
  }
  return { queued: true };
}

/** How many actions of one session have not reached the server yet (signing out would drop them). */
export async function countUnsent(session: OutboxSession = 'business'): Promise<{ pending: number }> {
  const pending = await offlineDb()
    .outbox.where('state')
    .equals('pending')
    .filter((entry) => outboxSession(entry.action) === session)
    .count();
  return { pending };
}

export async function dismissRejected(id: string): Promise<void> {
  await offlineDb().outbox.where('id').equals(id).delete();
}

/** Calls `listener` after a round that applied or refused something, so the lists refetch. */
export function onOutboxSettled(listener: () => void): () => void {
  appliedListeners.add(listener);
  return () => appliedListeners.delete(listener);
}

/** Keeps sending: now, whenever the connection returns, and when the service worker says it sent some. */
export function startOutbox(): () => void {
  const retry = () => void flushOutbox({ ignoreBackoff: true });
  const fromWorker = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'OUTBOX_DRAINED') {
      for (const listener of appliedListeners) listener();
    }
  };
  window.addEventListener('online', retry);
  navigator.serviceWorker?.addEventListener('message', fromWorker);
  retry();
  return () => {
    window.removeEventListener('online', retry);
    navigator.serviceWorker?.removeEventListener('message', fromWorker);
    clearTimeout(retryTimer);
  };
}

// The queue as React sees it, live across tabs and the worker (Dexie's liveQuery).
let entries: OutboxEntry[] = [];
const listeners = new Set<() => void>();
let subscription: { unsubscribe: () => void } | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  subscription ??= liveQuery(() => offlineDb().outbox.orderBy('seq').toArray()).subscribe({
    next(next) {
      entries = next;
      for (const notify of listeners) notify();
    },
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      subscription?.unsubscribe();
      subscription = null;
    }
  };
}

export function useOutbox(): OutboxEntry[] {
  return useSyncExternalStore(subscribe, () => entries);
}

/** The actions on their way, and those applied since the lists were last fetched, for the lists to show. */
export function usePendingActions(): PendingAction[] {
  const all = useOutbox();
  return useMemo(() => all.filter((entry) => entry.state !== 'rejected'), [all]);
}
