// The partner's and the driver's IndexedDB (Dexie): the outbox of queued actions, the last server answer of every
// list, the driver's positions taken offline, and small settings the service worker needs. The service worker opens the same layout from `domain/outbox`.
import Dexie, { type Table } from 'dexie';
import type { QueuedPosition } from '../../domain/drivers/driver-app';
import { OFFLINE_DB, type OutboxEntry } from '../../domain/outbox';

export interface Snapshot {
  key: string;
  data: unknown;
  /** When the answer was asked for: every action settled before it is in it. */
  savedAt: number;
}

export interface MetaRow {
  key: string;
  value: string;
}

export class OfflineDb extends Dexie {
  outbox!: Table<OutboxEntry, number>;
  snapshots!: Table<Snapshot, string>;
  meta!: Table<MetaRow, string>;
  positions!: Table<QueuedPosition, number>;

  constructor() {
    super(OFFLINE_DB.name);
    this.version(OFFLINE_DB.version).stores(OFFLINE_DB.stores);
  }
}

let opened: OfflineDb | null = null;

export function offlineDb(): OfflineDb {
  opened ??= new OfflineDb();
  return opened;
}

/** Forgets what was kept for the signed-in driver (logout): their queued ride actions, their home as last
 * seen, and positions not sent, so the next driver on this phone starts clean. */
export async function clearDriverData(): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', [db.outbox, db.snapshots, db.positions], async () => {
    await db.outbox.filter((entry) => entry.action.type === 'driverRide').delete();
    await db.snapshots.filter((row) => row.key.startsWith('/api/v1/driver/')).delete();
    await db.positions.clear();
  });
}

/** Forgets everything kept for the signed-in partner (logout): queued actions, lists and the token copy. */
export async function clearOfflineData(): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', [db.outbox, db.snapshots, db.meta, db.positions], async () => {
    await Promise.all([db.outbox.clear(), db.snapshots.clear(), db.meta.clear(), db.positions.clear()]);
  });
}

/** Forgets the kept answers of the rider's own pages (rider logout); the partner's stay with the partner. */
export async function clearRiderSnapshots(paths: readonly string[]): Promise<void> {
  await offlineDb()
    .snapshots.filter((snapshot) => paths.some((path) => snapshot.key.startsWith(path)))
    .delete();
}
