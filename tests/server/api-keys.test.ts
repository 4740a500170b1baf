// API keys for partners' own systems, on real databases: the owner alone makes, lists and revokes them; a key is
// answered once and only its hash is kept; a key of each scope is sent to every registered partner route and is
// refused exactly where the scope table (PARTNER_ROUTE_SCOPES) does not give it the route, so a key with
// rides:read is refused every write; a key works only on its own partner's host, stops the moment it is revoked,
// and is rate-limited on its own.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_SCOPES,
  PARTNER_ROUTE_SCOPES,
  type ApiKeyScope,
} from '../../src/domain/integrations/api-keys';
import { PARTNER_ROUTE_ROLES } from '../../src/domain/partners/partner-staff';
import { apiKeys } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { bookSedan } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const RIVAL_HOST = 'rival-cabs.localhost';
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const RATE_LIMIT = 100;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(testDatabases())('API keys on $name', (target) => {
  let t: TestApp;
  let owner: string;
  let sent = 0;

  const call = (method: Method, url: string, bearer: string, payload?: object, onHost: string = host) =>
    t.app.inject({
      method,
      url,
      headers: {
        host: onHost,
        authorization: `Bearer ${bearer}`,
        'idempotency-key': `keys-${(sent += 1)}-0001`,
      },
      ...(payload ? { payload } : {}),
    });
  async function newKey(scopes: ApiKeyScope[], name = scopes.join(' ')) {
    const made = await call('POST', '/api/v1/partner/api-keys', owner, { name, scopes });
    expect(made.statusCode, made.body).toBe(201);
    return made.json() as { id: string; key: string };
  }
  const listed = async () =>
    (await call('GET', '/api/v1/partner/api-keys', owner)).json().apiKeys as {
      id: string;
      lastUsedAt: string | null;
    }[];

  beforeAll(async () => {
    t = await startTestApp(target, { env: { API_KEY_RATE_LIMIT: String(RATE_LIMIT) } });
    owner = await partnerToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is made by the owner, answered once, stored as a hash, listed with its scopes and last use', async () => {
    const made = await newKey(['rides:read', 'rides:read'], 'Dispatch tool');
    expect(made.key).toMatch(/^tx_live_[\w-]{43}$/);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(row!.keyHash).toBe(createHash('sha256').update(made.key).digest('hex'));
    expect(row!.prefix).toBe(made.key.slice(0, 12));
    expect(JSON.stringify(row)).not.toContain(made.key.slice(12));

    const list = await call('GET', '/api/v1/partner/api-keys', owner);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(made.key.slice(12));
    expect(list.json().apiKeys).toContainEqual({
      id: made.id,
      name: 'Dispatch tool',
      prefix: made.key.slice(0, 12),
      scopes: ['rides:read'],
      createdAt: expect.any(String),
      lastUsedAt: null,
    });

    expect((await call('GET', '/api/v1/partner/rides', made.key)).statusCode).toBe(200);
    const firstUse = (await listed()).find((key) => key.id === made.id)!.lastUsedAt;
    expect(firstUse).not.toBeNull();
    // Used again within the minute, the recorded last use stays: no write per request.
    expect((await call('GET', '/api/v1/partner/rides', made.key)).statusCode).toBe(200);
    expect((await listed()).find((key) => key.id === made.id)!.lastUsedAt).toBe(firstUse);
  });

  it('refuses a key without a name or scopes, or with an unknown scope, saying which field', async () => {
    const empty = await call('POST', '/api/v1/partner/api-keys', owner, { name: ' ', scopes: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      name: 'Name the key',
      scopes: 'Choose at least one scope',
    });
    const unknown = await call('POST', '/api/v1/partner/api-keys', owner, {
      name: 'x',
      scopes: ['rides:delete'],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('is managed by the owner alone: a dispatcher, an accountant and any key are refused', async () => {
    const staff: string[] = [];
    for (const role of ['dispatcher', 'accountant'] as const) {
      const email = `keys-${role}@demo-travels.test`;
      const invited = await call('POST', '/api/v1/partner/staff', owner, { name: role, email, role });
      expect(invited.statusCode, invited.body).toBe(201);
      staff.push(await partnerToken(t, email));
    }
    const everything = await newKey([...API_KEY_SCOPES]);
    for (const bearer of [...staff, everything.key]) {
      expect((await call('GET', '/api/v1/partner/api-keys', bearer)).statusCode).toBe(403);
      const made = await call('POST', '/api/v1/partner/api-keys', bearer, {
        name: 'x',
        scopes: ['rides:read'],
      });
      expect(made.statusCode).toBe(403);
      expect((await call('DELETE', `/api/v1/partner/api-keys/${everything.id}`, bearer)).statusCode).toBe(
        403,
      );
    }
    expect((await listed()).map((key) => key.id)).toContain(everything.id);
  });

  it('maps scopes only to registered partner routes people may use, never to keys, staff, settings or money', () => {
    const registered = t.app.routeCatalogue.map((route) => `${route.method} ${route.url}`);
    const mapped = Object.keys(PARTNER_ROUTE_SCOPES);
    expect(mapped.filter((route) => !registered.includes(route))).toEqual([]);
    expect(mapped.filter((route) => !(route in PARTNER_ROUTE_ROLES))).toEqual([]);
    expect(mapped.filter((route) => /api-keys|staff|settings|wallet|refunds|rate-cards/.test(route))).toEqual(
      [],
    );
    expect(new Set(Object.values(PARTNER_ROUTE_SCOPES))).toEqual(new Set(API_KEY_SCOPES));
  });

  it('opens to a key of each scope exactly the partner routes of that scope: rides:read is refused every write', async () => {
    const routes = t.app.routeCatalogue.filter((route) => route.url.startsWith('/api/v1/partner/'));
    const wrong: string[] = [];
    let writesRefusedToReaders = 0;
    for (const scope of API_KEY_SCOPES) {
      const { key } = await newKey([scope]);
      for (const route of routes) {
        const name = `${route.method} ${route.url}`;
        // An admitted route gets an empty body and an unknown id, so nothing changes; a refused one never runs.
        const reply = await call(
          route.method as Method,
          route.url.replace(/:\w+/g, NO_SUCH_ID),
          key,
          route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        );
        const admitted = PARTNER_ROUTE_SCOPES[name] === scope;
        if ((reply.statusCode === 403) === admitted || reply.statusCode === 401 || reply.statusCode >= 500)
          wrong.push(`${scope} ${name}: ${reply.statusCode}`);
        if (scope === 'rides:read' && route.method !== 'GET' && reply.statusCode === 403)
          writesRefusedToReaders++;
      }
    }
    expect(wrong).toEqual([]);
    expect(writesRefusedToReaders).toBe(routes.filter((route) => route.method !== 'GET').length);
    expect(writesRefusedToReaders).toBeGreaterThan(30);
  });

  it('acts for the partner on a ride with rides:write, and is ignored outside the partner API', async () => {
    const ride = await bookSedan(t, await riderToken(t), 'keys-ride-0001');
    const { key } = await newKey(['rides:write']);
    const cancelled = await call('POST', `/api/v1/partner/rides/${ride}/actions`, key, {
      action: 'cancel',
      reason: 'Cancelled by the dispatch tool',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().ride.status).toBe('cancelled');
    expect((await call('GET', '/api/v1/config', key)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/auth/me', key)).statusCode).toBe(401);
  });

  it("is refused on another partner's host, and that partner cannot revoke it", async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/partner/signup',
      headers: { host: 'travelx.localhost' },
      payload: { businessName: 'Rival Cabs', email: 'owner@rival-keys.test', domain: '' },
    });
    expect(signup.json().domain).toBe(RIVAL_HOST);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/partner/signup/verify',
      headers: { host: 'travelx.localhost' },
      payload: {
        email: 'owner@rival-keys.test',
        domain: RIVAL_HOST,
        code: await t.smtp.codeFor('owner@rival-keys.test'),
      },
    });
    const rival = verified.json().token as string;
    const ours = await newKey(['rides:read']);
    const elsewhere = await call('GET', '/api/v1/partner/rides', ours.key, undefined, RIVAL_HOST);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().error.message).toContain('This API key opens nothing here');
    const revoked = await call('DELETE', `/api/v1/partner/api-keys/${ours.id}`, rival, undefined, RIVAL_HOST);
    expect(revoked.statusCode).toBe(404);
    expect((await call('GET', '/api/v1/partner/rides', ours.key)).statusCode).toBe(200);
  });

  it('stops working the moment it is revoked, and leaves the list', async () => {
    const { id, key } = await newKey(['rides:read']);
    expect((await call('GET', '/api/v1/partner/rides', key)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/partner/api-keys/${id}`, owner)).json()).toEqual({ revoked: true });
    const refused = await call('GET', '/api/v1/partner/rides', key);
    expect(refused.statusCode).toBe(401);
    expect((await listed()).map((listedKey) => listedKey.id)).not.toContain(id);
    expect((await call('DELETE', `/api/v1/partner/api-keys/${id}`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/partner/api-keys/${NO_SUCH_ID}`, owner)).statusCode).toBe(404);
  });

  it('limits each key on its own, answering 429 with Retry-After', async () => {
    const busy = await newKey(['rides:read']);
    const calm = await newKey(['rides:read']);
    // The wallet is refused to every key, cheaply, after the request is counted.
    for (let n = 0; n < RATE_LIMIT; n++)
      expect((await call('GET', '/api/v1/partner/wallet', busy.key)).statusCode).toBe(403);
    const limited = await call('GET', '/api/v1/partner/rides', busy.key);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.message).toMatch(/more than 100 requests this minute/);
    expect((await call('GET', '/api/v1/partner/rides', calm.key)).statusCode).toBe(200);
  });
});
