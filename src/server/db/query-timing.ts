// What the metrics read about a database connection: how long each statement took, and for PostgreSQL how the
// pool is used. It times statements below Drizzle, where write-watch.ts also listens, so every query counts
// (services, tools, migrations alike) without a call site to instrument.
import { performance } from 'node:perf_hooks';
import { afterQuery } from './write-watch';

type QueryListener = (seconds: number) => void;
type Query = (...args: unknown[]) => unknown;

/** A pg Pool's counters: its ceiling, connections open, of them idle, and callers waiting for one. */
export interface PoolUse {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

export class DatabaseProbe {
  private readonly listeners = new Set<QueryListener>();

  /** `poolUse` answers the pool's counters; PGlite, one connection in process, has none. */
  constructor(readonly poolUse?: () => PoolUse) {}

  /** Calls `listener` with every statement's duration; answers the function that stops it. */
  onQuery(listener: QueryListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Wraps a client's query method so each statement reports its time once it has answered. */
  time<Client extends Record<Method, Query>, Method extends string>(client: Client, method: Method): void {
    const send = client[method].bind(client);
    client[method] = ((...args: unknown[]) => {
      if (!this.listeners.size) return send(...args);
      const started = performance.now();
      return afterQuery(send, args, () => {
        const seconds = (performance.now() - started) / 1000;
        for (const listener of this.listeners) listener(seconds);
      });
    }) as Client[Method];
  }
}

// Keyed by the database object itself, as write-watch.ts keys its watches.
const probes = new WeakMap<object, DatabaseProbe>();

export const registerDatabaseProbe = (db: object, probe: DatabaseProbe) => probes.set(db, probe);

/** The probe on the connection `db` was opened with; undefined for a database not opened by `openDatabase`. */
export const databaseProbeOf = (db: object): DatabaseProbe | undefined => probes.get(db);

interface PgliteLike {
  query: Query;
  exec: Query;
  transaction: (callback: (tx: { query: Query; exec: Query }) => Promise<unknown>) => Promise<unknown>;
}

/** Times PGlite's statements, those run inside a transaction included (they go through the transaction's own
 * query and exec). */
export function timePglite(client: PgliteLike, probe: DatabaseProbe): void {
  probe.time(client, 'query');
  probe.time(client, 'exec');
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      probe.time(tx, 'query');
      probe.time(tx, 'exec');
      return callback(tx);
    });
}
