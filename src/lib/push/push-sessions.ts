// Which sessions asked for notifications on this device, told to the service worker through the offline
// IndexedDB with the session's token: when the browser renews the subscription, the worker sends the new one for
// those sessions alone. A rider's session is not kept there: the worker cannot send a rider's renewal.
import { OUTBOX_TOKEN_KEYS, PUSH_SESSION_KEYS, type OutboxSession } from '../../domain/outbox';
import { offlineDb } from '../offline/offline-db';
import { readToken, type SessionKind } from '../session';

function workerSession(session: SessionKind): OutboxSession | null {
  return session === 'user' || session === 'platform' ? null : session;
}

export async function rememberPushSession(session: SessionKind): Promise<void> {
  const kept = workerSession(session);
  const token = readToken(session);
  if (!kept || !token) return;
  await offlineDb().meta.bulkPut([
    { key: PUSH_SESSION_KEYS[kept], value: '1' },
    { key: OUTBOX_TOKEN_KEYS[kept], value: token },
  ]);
}

export async function forgetPushSession(session: SessionKind): Promise<void> {
  const kept = workerSession(session);
  if (kept) await offlineDb().meta.delete(PUSH_SESSION_KEYS[kept]);
}

/** Whether the session asked for notifications on this device; a rider's is not recorded, so taken as asked. */
export async function askedForPush(session: SessionKind): Promise<boolean> {
  const kept = workerSession(session);
  return kept ? (await offlineDb().meta.get(PUSH_SESSION_KEYS[kept])) !== undefined : true;
}
