// The databases server tests run against: an in-memory PGlite always, and PostgreSQL too when
// DATABASE_URL is set. Each opened PostgreSQL database is new and dropped afterwards, so runs never meet.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open: () => Promise<DatabaseHandle>;
}

/** A new, migrated PostgreSQL database, with its URL for other processes; dropped on close. */
export async function openFreshPostgres(adminUrl: string): Promise<DatabaseHandle & { url: string }> {
  const name = `travelx_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: () => openDatabase({ memory: true }) }];
  const url = process.env.DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: () => openFreshPostgres(url) });
  return list;
}
