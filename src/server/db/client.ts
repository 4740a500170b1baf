// Opens the database the environment names, PGlite on disk by default or PostgreSQL by URL, and migrates it.
// Both speak the same SQL, so services see one Drizzle type whichever is underneath.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { registerWriteWatch, watchPgConnection, watchPglite, WriteWatch } from './write-watch';
import { DatabaseProbe, registerDatabaseProbe, timePglite } from './query-timing';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The embedded database's files as a gzipped tarball, taken between two queries so it is consistent (PGlite
   * only: PostgreSQL is backed up with pg_dump). */
  snapshot?: () => Promise<Blob>;
}

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const handle = 'url' in target ? await openPostgres(target.url) : await openPglite(target);
  await migrateDatabase(handle);
  return handle;
}

async function openPglite(target: { dataDir: string } | { memory: true }): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let client;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    client = new PGlite(target.dataDir);
  } else {
    client = new PGlite();
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  const watch = new WriteWatch();
  watchPglite(client as never, watch);
  registerWriteWatch(db, watch);
  const probe = new DatabaseProbe();
  timePglite(client as never, probe);
  registerDatabaseProbe(db, probe);
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('gzip'),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // JIT compiles a query whose estimated cost passes a threshold: the dashboard's counters over a long range pass
  // it and spend more compiling (about 100 ms here) than they save. Every query of ours is a short one.
  const pool = new Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  let closing = false;
  // A connection the server drops while idle (a restart, or our own close racing a socket still shutting
  // down) must not take the process with it: queries in flight still get their error through their promise.
  const connectionLost = (error: Error) => {
    if (!closing) process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
  };
  pool.on('error', connectionLost);
  const watch = new WriteWatch();
  const probe = new DatabaseProbe(() => ({
    max: pool.options.max,
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }));
  pool.on('connect', (client) => {
    client.on('error', connectionLost);
    watchPgConnection(client as never, watch);
    probe.time(client as never, 'query');
  });
  const db = drizzle(pool, { schema }) as unknown as Db;
  registerWriteWatch(db, watch);
  registerDatabaseProbe(db, probe);
  return {
    db,
    kind: 'postgres',
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
}
