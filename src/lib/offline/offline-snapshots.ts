// The console's lists stay readable offline: every answer is kept in IndexedDB under its address, and when
// the network fails the kept answer is served instead, re-checked with the same zod schema, and the page learns
// how old it is (the "offline, last updated" banner).
import { useSyncExternalStore } from 'react';
import type { $ZodType, output } from 'zod/v4/core';
import { safeParse } from 'zod/mini';
import { apiRequest, ApiRequestError, CLIENT_ERROR_CODES, type ApiRequestOptions } from '../api-client';
import { offlineDb } from './offline-db';
import { forgetApplied } from './outbox';

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

/** `apiRequest` for a console list: keeps each answer under its address, and answers the kept one when
 * the network is down. */
export async function apiRequestKept<S extends $ZodType>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<output<S>> {
  const startedAt = Date.now();
  try {
    const data = await apiRequest(path, options);
    await offlineDb()
      .snapshots.put({ key: path, data, savedAt: Date.now() })
      .catch(() => undefined);
    await forgetApplied(startedAt, path).catch(() => undefined);
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
