// The TLS edge's ask: 200 only for names the platform serves (its own names, live instant addresses, an instant
// address still redirecting, proven custom domains), 404 for the rest, 400 for a missing or malformed name;
// answered from the tenants cache, negative answers included, and changed by the next write to its tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retiredSlugs, tenantHosts, tenants } from '../../src/server/db/schema';
import { releaseDomain } from '../../src/server/modules/partners/domain-claims';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const PLATFORM = 'travelx.test';
const DAY = 24 * 3600_000;

/** Counts the statements the app sends to its database, below Drizzle (PGlite's and the pg pool's `query`). */
function countStatements(db: unknown): { count: number } {
  const client = (db as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const counter = { count: 0 };
  const send = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    counter.count += 1;
    return send(...args);
  };
  return counter;
}

describe.each(testDatabases())('tls allowed on $name', (target) => {
  let t: TestApp;
  let statements: { count: number };
  let gulf: typeof tenants.$inferSelect;
  beforeAll(async () => {
    t = await startTestApp(target, {
      env: { PLATFORM_DOMAIN: PLATFORM, CONSUMER_HOSTS: 'rides.example.com' },
    });
    const [inserted] = await t.database.db
      .insert(tenants)
      .values({
        businessName: 'Gulf Cabs',
        email: 'ops@gulf.example',
        domain: 'gulfcabs.example',
        slug: 'gulf',
        customDomain: 'gulfcabs.example',
      })
      .returning();
    gulf = inserted!;
    statements = countStatements(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const ask = async (domain: string | undefined, host = '127.0.0.1:3001') => {
    const query = domain === undefined ? '' : `?domain=${encodeURIComponent(domain)}`;
    const reply = await t.app.inject({ url: `/api/v1/tls/allowed${query}`, headers: { host } });
    return { status: reply.statusCode, body: reply.json() as Record<string, unknown> };
  };
  const status = async (domain: string) => (await ask(domain)).status;

  it('refuses a missing or malformed name with 400 naming the field', async () => {
    for (const domain of [undefined, '', 'not a host', 'a..b', '-x.example', `${'a'.repeat(64)}.example`]) {
      const reply = await ask(domain);
      expect(reply.status, String(domain)).toBe(400);
      expect(reply.body).toMatchObject({ error: { code: 'validation_failed' } });
      expect(JSON.stringify(reply.body)).toContain('domain');
    }
  });

  it("allows the platform's own names and its consumer hosts, whatever Host the edge sends", async () => {
    expect(await ask(PLATFORM)).toEqual({ status: 200, body: { allowed: true } });
    expect(await status(`www.${PLATFORM}`)).toBe(200);
    expect(await status('rides.example.com')).toBe(200);
    expect((await ask('TravelX.Test.', 'nobody.example')).status).toBe(200);
  });

  it("allows a partner's instant address and nothing else under the platform domain", async () => {
    expect(await status(`gulf.${PLATFORM}`)).toBe(200);
    expect(await status(`nobody.${PLATFORM}`)).toBe(404);
    expect(await status(`deep.gulf.${PLATFORM}`)).toBe(404);
    const refused = await ask(`nobody.${PLATFORM}`);
    expect(refused.body).toMatchObject({ error: { code: 'not_found' } });
  });

  it('allows an old instant address while it still redirects, not after', async () => {
    await t.database.db.insert(retiredSlugs).values([
      { slug: 'gulfold', tenantId: gulf.id, redirectUntil: new Date(Date.now() + 10 * DAY) },
      { slug: 'gulfancient', tenantId: gulf.id, redirectUntil: new Date(Date.now() - DAY) },
    ]);
    expect(await status(`gulfold.${PLATFORM}`)).toBe(200);
    expect(await status(`gulfancient.${PLATFORM}`)).toBe(404);
  });

  it('allows a custom domain once proven, and not once released', async () => {
    expect(await status('gulfcabs.example')).toBe(404);
    await t.database.db.insert(tenantHosts).values({
      host: 'gulfcabs.example',
      tenantId: gulf.id,
      provenBy: 'txt',
      provenAt: new Date(),
      checkedAt: new Date(),
    });
    expect(await status('gulfcabs.example')).toBe(200);
    expect(await status('GulfCabs.Example.')).toBe(200);
    await releaseDomain(t.database.db, gulf, 'gulfcabs.example', { PLATFORM_DOMAIN: PLATFORM });
    expect(await status('gulfcabs.example')).toBe(404);
    expect(await status('unknown.example')).toBe(404);
  });

  it('answers repeated asks, yes and no, without reading the database', async () => {
    const names = [`gulf.${PLATFORM}`, 'stranger.example', `nobody.${PLATFORM}`];
    const first = await Promise.all(names.map(status));
    const before = statements.count;
    for (let round = 0; round < 20; round += 1) expect(await Promise.all(names.map(status))).toEqual(first);
    expect(first).toEqual([200, 404, 404]);
    expect(statements.count).toBe(before);
    await status('fresh.example');
    expect(statements.count, 'a name not asked before is read').toBeGreaterThan(before);
  });
});
