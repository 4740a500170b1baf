// PostgreSQL may drop an idle connection at any moment (a restart, an administrator, a failover):
// the server must neither crash nor lose the next query. And our connections run without JIT compilation.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openFreshPostgres } from '../helpers/test-databases';

const adminUrl = process.env.DATABASE_URL;

describe.runIf(adminUrl)('a PostgreSQL connection dropped by the server', () => {
  it('is replaced, and the next query answers', async () => {
    const handle = await openFreshPostgres(adminUrl!);
    try {
      await handle.db.execute(sql`select 1`);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const dropped = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [new URL(handle.url).pathname.slice(1)],
      );
      await admin.end();
      expect(dropped.rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const answer = await handle.db.execute(sql`select 1 as one`);
      expect(answer).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await handle.close();
    }
  });

  it('runs without JIT, which costs the dashboard more than it saves', async () => {
    const handle = await openFreshPostgres(adminUrl!);
    try {
      expect(await handle.db.execute(sql`show jit`)).toMatchObject({ rows: [{ jit: 'off' }] });
    } finally {
      await handle.close();
    }
  });
});
