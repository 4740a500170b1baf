// The demo partner only where asked, with secrets of its own: each database draws its demo's WhatsApp secrets,
// production stays empty without SEED_DEMO=1, and the secrets once published in the repository open nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';
import { seedDemoOnFirstStart } from '../../src/server/db/first-start';
import { tenants } from '../../src/server/db/schema';
import { DEMO, DEMO_WHATSAPP_NUMBER, seedDemo } from '../../src/server/db/seed';
import { envSchema } from '../../src/server/env';
import { demoWhatsapp } from '../helpers/demo-whatsapp';
import { LIVE_PLATFORM_ENV } from '../helpers/production-env';
import { hubSignature, statusNotification } from '../helpers/graph-api';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

/** What the repository's seed data carried before secrets were drawn per database. */
const PUBLISHED = {
  verifyToken: 'demo-travels-verify-token',
  appSecret: 'demo-travels-app-secret',
  accessToken: 'demo-travels-access-token',
};

describe.each(testDatabases())('demo seed on $name', (target) => {
  let t: TestApp;
  let empty: DatabaseHandle;
  beforeAll(async () => {
    [t, empty] = await Promise.all([startTestApp(target), target.open()]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), empty?.close()]);
  });

  const tenantCount = async (handle: DatabaseHandle) =>
    (await handle.db.select({ n: count() }).from(tenants))[0]?.n ?? 0;

  it('seeds an empty database only when asked, and says what it did', async () => {
    const said: string[] = [];
    // A production start needs a real SMS gateway; these starts are about the demo only.
    const start = (vars: Record<string, string | undefined>) =>
      seedDemoOnFirstStart(empty.db, envSchema.parse({ SMS_LOG_IN_PRODUCTION: '1', ...vars }), (line) =>
        said.push(line),
      );

    expect(await start(LIVE_PLATFORM_ENV)).toBe('production');
    expect(await tenantCount(empty)).toBe(0);
    expect(said.at(-1)).toMatch(/no demo partner on a production install.*SEED_DEMO=1/);

    expect(await start({ SEED_DEMO: '0' })).toBe('switched-off');
    expect(await tenantCount(empty)).toBe(0);

    expect(await start({ ...LIVE_PLATFORM_ENV, SEED_DEMO: '1' })).toBe('seeded');
    expect(await tenantCount(empty)).toBe(1);
    expect(said.at(-1)).toMatch(/added the demo partner "Demo Travels".*SEED_DEMO=0/);

    expect(await start({})).toBe('not-empty');
    expect(await tenantCount(empty)).toBe(1);
  });

  it('draws the demo’s secrets for each database', async () => {
    const [mine, theirs] = await Promise.all([demoWhatsapp(t.database.db), demoWhatsapp(empty.db)]);
    for (const key of ['verifyToken', 'appSecret', 'accessToken'] as const) {
      expect(mine[key]).not.toBe(theirs[key]);
      expect(mine[key]).not.toBe(PUBLISHED[key]);
      expect(mine[key].length).toBeGreaterThanOrEqual(32);
    }
    expect(await seedDemo(empty.db)).toEqual({ created: false });
    expect((await demoWhatsapp(empty.db)).appSecret).toBe(theirs.appSecret);
  });

  it('refuses a webhook signed, or a subscription made, with the published secrets', async () => {
    // A delivery receipt: signed like any notification, and nothing to reply to.
    const body = statusNotification(DEMO_WHATSAPP_NUMBER, '919876500555');
    const deliver = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/whatsapp/webhook',
        headers: {
          host: DEMO.host,
          'content-type': 'application/json',
          'x-hub-signature-256': hubSignature(body, secret),
        },
        payload: body,
      });
    expect((await deliver(PUBLISHED.appSecret)).statusCode).toBe(401);
    const subscribe = await t.app.inject({
      url: `/api/v1/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${PUBLISHED.verifyToken}&hub.challenge=42`,
      headers: { host: DEMO.host },
    });
    expect(subscribe.statusCode).toBe(403);
    const { appSecret } = await demoWhatsapp(t.database.db);
    expect((await deliver(appSecret)).statusCode).toBe(200);
  });
});
