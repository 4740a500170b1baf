// Image uploads cannot starve the server, on both databases: a burst of large uploads beyond the decode queue's
// capacity gets some 429s with Retry-After and never a 5xx, uploads within the limits still succeed, an image over
// the pixel limit is refused from its header, and a tenant over its uploads a minute is refused while another
// tenant uploads as before.
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantHosts, tenants, users } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { DECODE_LIMITS } from '../../src/server/modules/media/decode-gate';
import { pngOf } from '../helpers/blog';
import { multipartFile } from '../helpers/multipart';
import { partnerToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

/** Three times what the queue holds (running and waiting), so some uploads must find it full. */
const BURST = 3 * (DECODE_LIMITS.running + DECODE_LIMITS.waiting);

describe.each(testDatabases())('image upload limits on $name', (target) => {
  let t: TestApp;
  let sent = 0;
  let large: Buffer;
  let small: Buffer;
  const upload = (token: string, bytes: Buffer, host: string = DEMO.host) => {
    const { payload, headers } = multipartFile('image', { name: 'photo.png', type: 'image/png', bytes });
    sent += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/partner/media',
      // Each from its own address, so the route's per-address limit is not what answers.
      remoteAddress: `10.9.${sent >> 8}.${sent & 255}`,
      headers: { ...headers, host, authorization: `Bearer ${token}` },
      payload,
    });
  };
  /** A tenant of its own with an owner's session, so each test spends its own uploads a minute. */
  async function ownerOfNewTenant(name: string) {
    const host = `${name}.uploads.test`;
    const email = `owner@${host}`;
    const [tenant] = await t.database.db
      .insert(tenants)
      .values({ businessName: name, email, domain: host })
      .returning();
    await t.database.db.insert(tenantHosts).values({ host, tenantId: tenant!.id });
    await t.database.db
      .insert(users)
      .values({ tenantId: tenant!.id, role: 'partner', partnerRole: 'owner', email });
    return { host, token: await partnerToken(t, email, host) };
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    // About 36 megapixels, under the limit yet slow to decode; one colour, so only about 100 KB to send.
    [large, small] = await Promise.all([pngOf(6000, 6000), pngOf(40, 30)]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`answers a burst of ${BURST} large uploads with 201s and 429s, never 5xx, and still takes one after`, async () => {
    const owner = await ownerOfNewTenant('burst');
    const startedAt = performance.now();
    // A rider's request as each upload is answered, while the others decode: how long it waits is a figure,
    // not a limit the test asserts.
    const health: { status: number; ms: number }[] = [];
    const probeHealth = async () => {
      const at = performance.now();
      const answer = await t.app.inject({ url: '/api/v1/health', headers: { host: DEMO.host } });
      health.push({ status: answer.statusCode, ms: performance.now() - at });
    };
    const answers = await Promise.all(
      Array.from({ length: BURST }, async () => {
        const answer = await upload(owner.token, large, owner.host);
        await probeHealth();
        return answer;
      }),
    );
    const slowest = Math.max(...health.map((probe) => probe.ms));
    const statuses = answers.map((answer) => answer.statusCode);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    console.log(
      `upload burst on ${target.name}: ${BURST} uploads of a 6000×6000 PNG with ${DECODE_LIMITS.running} ` +
        `decoding and ${DECODE_LIMITS.waiting} waiting: ${count(201)} × 201, ${count(429)} × 429 in ` +
        `${Math.round(performance.now() - startedAt)} ms; /api/v1/health answered ${health.length} times during it, the slowest in ${Math.round(slowest)} ms`,
    );
    expect(health.every((probe) => probe.status === 200)).toBe(true);
    expect(statuses.filter((status) => status !== 201 && status !== 429)).toEqual([]);
    expect(count(201)).toBeGreaterThanOrEqual(DECODE_LIMITS.running);
    expect(count(429)).toBeGreaterThan(0);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe(String(DECODE_LIMITS.busyRetryAfterSeconds));
    expect(refused.json().error.message).toMatch(/^Many images are being processed right now/);
    const after = await upload(owner.token, small, owner.host);
    expect(after.statusCode, after.body).toBe(201);
  });

  it('refuses an image over the pixel limit from its header, with a message that says so', async () => {
    const owner = await ownerOfNewTenant('pixels');
    const answer = await upload(owner.token, await pngOf(8000, 6000), owner.host);
    expect(answer.statusCode).toBe(413);
    expect(answer.json().error).toMatchObject({
      message: 'This image is 48 megapixels; upload one of at most 40.',
      fields: { image: 'tooManyPixels' },
    });
  });

  it('refuses a tenant’s upload over its number a minute, and not another tenant’s', async () => {
    const [busy, other] = [await ownerOfNewTenant('busy'), await ownerOfNewTenant('other')];
    for (let i = 0; i < DECODE_LIMITS.perTenantPerMinute; i += 1) {
      const answer = await upload(busy.token, small, busy.host);
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const over = await upload(busy.token, small, busy.host);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(over.json().error.message).toMatch(
      new RegExp(`^Your site uploaded ${DECODE_LIMITS.perTenantPerMinute} images in the last minute`),
    );
    const elsewhere = await upload(other.token, small, other.host);
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });
});
