// The page's offline IndexedDB as the service worker opens it: the outbox, and the meta rows carrying each
// session's token and settings (same layout, from domain/outbox).
import Dexie, { type Table } from 'dexie';
import { OFFLINE_DB, type OutboxEntry } from '../src/domain/outbox';

export class WorkerOfflineDb extends Dexie {
  outbox!: Table<OutboxEntry, number>;
  meta!: Table<{ key: string; value: string }, string>;

  constructor() {
    super(OFFLINE_DB.name);
    this.version(OFFLINE_DB.version).stores(OFFLINE_DB.stores);
  }
}
