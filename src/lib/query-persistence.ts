// The console's query cache survives a cold start (localStorage, through TanStack's sync storage persister), so
// the lists draw at once while fresh answers are fetched. Only the partner's successful answers are kept, for a
// day, except the lists the outbox lays its actions over (OUTBOX_OVERLAID_META), which reload from IndexedDB;
// raise CACHE_VERSION when an answer's shape changes, and older caches are dropped unread.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type {
  PersistedClient,
  PersistQueryClientOptions,
  Persister,
} from '@tanstack/react-query-persist-client';
import { OUTBOX_OVERLAID_META, STORAGE_KEYS } from '../domain/constants';
import { queryClient } from './query-client';
import { readToken } from './session';

const DAY_MS = 24 * 60 * 60 * 1000;
const CACHE_VERSION = '1';

const storage = typeof window === 'undefined' ? undefined : window.localStorage;
const throttled = createSyncStoragePersister({ storage, key: STORAGE_KEYS.queryCache, throttleTime: 1000 });

/** The cache as last changed, until the page goes: written at most once a second, a change in the second before
 * a reload would otherwise be lost, and the reload would draw what the screen showed before it (a place just
 * added to the service area missing, say). */
let latest: PersistedClient | null = null;
const persister: Persister = {
  persistClient: (client) => {
    latest = client;
    return throttled.persistClient(client);
  },
  restoreClient: throttled.restoreClient,
  removeClient: () => {
    latest = null;
    return throttled.removeClient();
  },
};
if (storage)
  window.addEventListener('pagehide', () => {
    if (!latest) return;
    try {
      storage.setItem(STORAGE_KEYS.queryCache, JSON.stringify(latest));
    } catch {
      // A full storage keeps the last copy it took; the fresh answers are fetched on the next start anyway.
    }
  });

/** The cache belongs to one business session: another session (or a forged token) starts from nothing, so its
 * first request meets the server and a session that ended is noticed at once. */
function sessionFingerprint(): string {
  let hash = 2166136261;
  for (const char of readToken('business') ?? '') hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0).toString(36);
}

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: DAY_MS,
  buster: `${CACHE_VERSION}:${sessionFingerprint()}`,
  dehydrateOptions: {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' &&
      query.queryKey[0] === 'partner' &&
      query.meta?.overlaidByOutbox !== OUTBOX_OVERLAID_META.overlaidByOutbox,
  },
};

export { queryClient };

export function forgetPersistedQueries(): void {
  void persister.removeClient();
}
