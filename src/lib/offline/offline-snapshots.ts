// The console's lists stay readable offline: every answer is kept in IndexedDB under its address, and when
// the network fails the kept answer is served instead, re-checked with the same zod schema, and the page learns
// how old it is (the "offline, last updated" banner).
import { useSyncExternalStore } from 'react';
import type { $ZodType, output } from 'zod/v4/core';
import { safeParse } from 'zod/mini';
import { isHeldByFetchedList, isOutdatedByForgotten } from '../../domain/outbox';
import { apiRequest, ApiRequestError, CLIENT_ERROR_CODES, type ApiRequestOptions } from '../api-client';
import { offlineDb } from './offline-db';

export interface OfflineState {
  /** The last fetch failed for want of a network and kept data was shown instead. */
  servingSnapshot: boolean;
  /** When the oldest kept answer on screen was saved. */
  savedAt: number | null;
}

let state: OfflineState = { servingSnapshot: false, savedAt: null };
const listeners = new Set<() => void>();

function setState(next: OfflineState): void {
  if (next.servingSnapshot === state.servingSnapshot && next.savedAt === state.savedAt) return;
  state = next;
  for (const listener of listeners) listener();
}

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

const isNetworkFailure = (error: unknown) =>
  error instanceof ApiRequestError && error.code === CLIENT_ERROR_CODES.network;

/**
 * Stores a fresh answer and, in the same transaction, forgets the applied actions it holds (asked for after they
 * settled): an action is never forgotten unless a stored copy holds it, and the list's other stored copies from
 * before it (other rides pages) go with it. The query cache does not keep these lists across a reload
 * (`query-persistence.ts`), so IndexedDB is the only copy a reload can draw.
 */
async function keepAnswer(path: string, data: unknown, fetchedAt: number): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', [db.snapshots, db.outbox], async () => {
    await db.snapshots.put({ key: path, data, savedAt: fetchedAt });
    const held = await db.outbox
      .where('state')
      .equals('applied')
      .filter((entry) => isHeldByFetchedList(entry, path, fetchedAt))
      .toArray();
    if (held.length === 0) return;
    await db.outbox
      .where('id')
      .anyOf(held.map((entry) => entry.id))
      .delete();
    await db.snapshots.filter((snapshot) => isOutdatedByForgotten(snapshot, held)).delete();
  });
}

/** `apiRequest` for a console list: keeps each answer under its address, and answers the kept one when
 * the network is down. */
export async function apiRequestKept<S extends $ZodType>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<output<S>> {
  const startedAt = Date.now();
  try {
    const data = await apiRequest(path, options);
    await keepAnswer(path, data, startedAt).catch(() => undefined);
    setState({ servingSnapshot: false, savedAt: null });
    return data;
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const kept = await offlineDb()
      .snapshots.get(path)
      .catch(() => undefined);
    const parsed = kept ? safeParse(options.schema, kept.data) : null;
    if (!kept || !parsed?.success) throw error;
    const oldest = state.servingSnapshot && state.savedAt !== null ? state.savedAt : kept.savedAt;
    setState({ servingSnapshot: true, savedAt: Math.min(oldest, kept.savedAt) });
    return parsed.data;
  }
}
