// Background Sync of the partner's and the driver's queued actions: when the connection returns, the browser wakes this worker
// (even with every tab closed) and it sends the queue exactly as the page would: same IndexedDB, same order,
// same Idempotency-Keys, the same drain, one sender at a time. Open pages are told to refresh their lists.
import { drainOutbox, sendOutboxEntry, type OutboxPort } from '../src/domain/outbox-drain';
import {
  OUTBOX_LOCK,
  OUTBOX_SYNC_TAG,
  OUTBOX_TOKEN_KEYS,
  outboxSession,
  type OutboxSession,
} from '../src/domain/outbox';
import { WorkerOfflineDb } from './worker-db';

declare const self: ServiceWorkerGlobalScope;
/** Background Sync's event (not in TypeScript's worker library yet). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

function portOver(db: WorkerOfflineDb, tokens: Record<OutboxSession, string | undefined>): OutboxPort {
  return {
    pending: () => db.outbox.where('state').equals('pending').sortBy('seq'),
    send: (entry) => sendOutboxEntry(fetch, entry, tokens[outboxSession(entry.action)] ?? null),
    applied: async (entry, json) =>
      void (await db.outbox
        .where('id')
        .equals(entry.id)
        .modify({ state: 'applied', result: json, settledAt: Date.now() })),
    rejected: async (entry, error) =>
      void (await db.outbox.where('id').equals(entry.id).modify({ state: 'rejected', error })),
    retryLater: async (entry, attempts, nextAttemptAt) =>
      void (await db.outbox.where('id').equals(entry.id).modify({ attempts, nextAttemptAt })),
  };
}

async function syncOutbox(): Promise<void> {
  const db = new WorkerOfflineDb();
  try {
    const tokens = {
      business: (await db.meta.get(OUTBOX_TOKEN_KEYS.business))?.value,
      driver: (await db.meta.get(OUTBOX_TOKEN_KEYS.driver))?.value,
    };
    const drain = () =>
      drainOutbox(portOver(db, tokens), { now: Date.now, random: Math.random }, { ignoreBackoff: true });
    const result = await self.navigator.locks.request(OUTBOX_LOCK, drain);
    if (result.applied + result.rejected > 0) {
      for (const client of await self.clients.matchAll({ type: 'window' })) {
        client.postMessage({ type: 'OUTBOX_DRAINED' });
      }
    }
    // Still offline: fail the sync event so the browser tries it again later.
    if (result.stoppedBy === 'retry') throw new Error('The outbox is still waiting for the network');
  } finally {
    db.close();
  }
}

export function listenForOutboxSync(): void {
  self.addEventListener('sync', (event) => {
    if (!('tag' in event)) return;
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(syncOutbox());
  });
}
