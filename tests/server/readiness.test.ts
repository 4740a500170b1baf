// Readiness apart from liveness: /api/v1/ready answers 200 only while the database answers with every migration
// applied and Redis (when configured) answers; 503 names what failed, and it recovers when they come back. The
// database and Redis are real, reached through a proxy the test cuts and restores.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { appliedMigrations as migrations } from '../../src/server/plugins/readiness';
import { openFreshPostgres } from '../helpers/test-databases';
import { startTcpProxy } from '../helpers/tcp-proxy';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/wait-for';

const ready = async (t: TestApp) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
  return {
    status: response.statusCode,
    body: response.json() as { ready: boolean; checks: Record<string, string> },
  };
};

describe('readiness', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('is ready on the embedded database, and not while a migration is missing', async () => {
    const t = await startTestApp({ name: 'pglite', open: () => openDatabase({ memory: true }) });
    cleanups.push(() => t.close());
    expect(await ready(t)).toEqual({
      status: 200,
      body: { ready: true, checks: { database: 'ok', migrations: 'ok', redis: 'not configured' } },
    });
    const applied = await t.database.db.select({ createdAt: migrations.createdAt }).from(migrations);
    const newest = Math.max(...applied.map((row) => row.createdAt ?? 0));
    await t.database.db.delete(migrations).where(eq(migrations.createdAt, newest));
    const missing = await ready(t);
    expect(missing.status).toBe(503);
    expect(missing.body.checks.migrations).toBe('not all migrations are applied');
  });

  const adminUrl = process.env.DATABASE_URL;
  it.runIf(adminUrl)('goes 503 when PostgreSQL stops and 200 when it returns', async () => {
    const fresh = await openFreshPostgres(adminUrl!);
    const direct = new URL(fresh.url);
    const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(fresh.url);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const t = await startTestApp({ name: 'postgres', open: () => openDatabase({ url: proxied.toString() }) });
    cleanups.push(
      () => fresh.close(),
      () => proxy.close(),
      () => t.close(),
    );
    expect((await ready(t)).status).toBe(200);

    await proxy.stop();
    const down = await ready(t);
    expect(down.status).toBe(503);
    expect(down.body.ready).toBe(false);
    expect(down.body.checks.database).not.toBe('ok');

    await proxy.start();
    await waitFor(async () => (await ready(t)).status === 200, 'readiness once PostgreSQL is back');
  });

  const redisUrl = process.env.REDIS_URL;
  it.runIf(redisUrl)('goes 503 when Redis stops and 200 when it returns', async () => {
    const direct = new URL(redisUrl!);
    const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 6379) });
    const t = await startTestApp(
      { name: 'pglite', open: () => openDatabase({ memory: true }) },
      { env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}` } },
    );
    cleanups.push(
      () => proxy.close(),
      () => t.close(),
    );
    expect(await ready(t)).toMatchObject({ status: 200, body: { checks: { redis: 'ok' } } });

    await proxy.stop();
    const down = await ready(t);
    expect(down.status).toBe(503);
    expect(down.body.checks.redis).not.toBe('ok');
    expect(down.body.checks.database).toBe('ok');

    await proxy.start();
    await waitFor(async () => (await ready(t)).status === 200, 'readiness once Redis is back');
  });
});
