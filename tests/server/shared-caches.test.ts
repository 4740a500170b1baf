// The caches that spare requests their tenant, session, rate-card and webhook reads never answer from before a write:
// a renamed business, a newly claimed host, a logout, a revoked API key or a blocked rider count from the very next
// request in the same process, however the write was made, and from the next moments in another process through
// Redis.
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '../../src/domain/auth/auth';
import { tablesWritten } from '../../src/server/db/write-watch';
import {
  rateCards,
  rides,
  tenantHosts,
  tenants,
  users,
  webhookDeliveries,
  webhooks,
} from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { CACHE_TTL_MS } from '../../src/server/shared-caches';
import { startServerPair, type ServerPair } from '../helpers/server-pair';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';
import { waitFor } from '../helpers/wait-for';

const { DATABASE_URL, REDIS_URL } = process.env;
let keys = 0;
const idempotencyKey = () => `cache-test-${Date.now()}-${(keys += 1)}`;

it('reads the tables a statement writes, quoted or not, in a CTE or a batch', () => {
  expect([...tablesWritten('update "tenants" set "business_name" = $1 where "tenants"."id" = $2')]).toEqual([
    'tenants',
  ]);
  expect([...tablesWritten('insert into "public"."tenant_hosts" ("host") values ($1)')]).toEqual([
    'tenant_hosts',
  ]);
  expect([...tablesWritten('with gone as (delete from sessions where id = $1) select 1')]).toEqual([
    'sessions',
  ]);
  expect([...tablesWritten('TRUNCATE TABLE users; UPDATE rate_cards SET rates = $1')]).toEqual([
    'users',
    'rate_cards',
  ]);
  expect(tablesWritten('select * from tenants where id = $1').size).toBe(0);
});

describe.each(testDatabases())('caches on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const config = async (host: string = DEMO.host) =>
    (await t.app.inject({ url: '/api/v1/config', headers: { host } })).json() as {
      businessName: string;
      isPartnerSite: boolean;
    };
  const me = (token: string) =>
    t.app.inject({ url: '/api/v1/auth/me', headers: { host: DEMO.host, authorization: `Bearer ${token}` } });

  it('shows a renamed business from the very next request, whether the console or a tool wrote it', async () => {
    const owner = await partnerToken(t);
    expect((await config()).businessName).toBe(DEMO.businessName);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/partner/settings',
      headers: { host: DEMO.host, authorization: `Bearer ${owner}`, 'idempotency-key': idempotencyKey() },
      payload: { brand: { businessName: 'Renamed Cabs' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await config()).businessName).toBe('Renamed Cabs');
    await t.database.db.update(tenants).set({ businessName: 'Written By A Tool' });
    expect((await config()).businessName).toBe('Written By A Tool');
  });

  it('answers a host as its partner the moment the host is claimed, though it was asked for before', async () => {
    expect((await config('new-domain.test')).isPartnerSite).toBe(false);
    const [demo] = await t.database.db.select().from(tenants).limit(1);
    await t.database.db.insert(tenantHosts).values({ host: 'new-domain.test', tenantId: demo!.id });
    expect(await config('new-domain.test')).toMatchObject({
      isPartnerSite: true,
      businessName: demo!.businessName,
    });
    await t.database.db.delete(tenantHosts).where(eq(tenantHosts.host, 'new-domain.test'));
    expect((await config('new-domain.test')).isPartnerSite).toBe(false);
  });

  it('refuses a token from the request after its logout, and a blocked user at once', async () => {
    const rider = await riderToken(t);
    expect((await me(rider)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { host: DEMO.host, authorization: `Bearer ${rider}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(rider)).statusCode).toBe(401);

    const again = await riderToken(t);
    expect((await me(again)).statusCode).toBe(200);
    await t.database.db.update(users).set({ blockedAt: new Date() }).where(eq(users.phone, '+919876543210'));
    expect((await me(again)).statusCode).toBe(401);
    await t.database.db.update(users).set({ blockedAt: null }).where(eq(users.phone, '+919876543210'));
    expect((await me(again)).statusCode).toBe(200);
  });

  const bookSedan = async (rider: string) => {
    const headers = { host: DEMO.host, authorization: `Bearer ${rider}` };
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quotes',
      headers,
      payload: {
        pickupLocation: { name: 'T Nagar', lat: 13.0418, lng: 80.2341 },
        dropoffLocation: { name: 'Adyar', lat: 13.0012, lng: 80.2565 },
        pickupTime: new Date(Date.now() + 26 * 3600_000).toISOString(),
      },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { ...headers, 'idempotency-key': idempotencyKey() },
      payload: {
        rideSearchId: quote.json().data.ride_search_id,
        vehicleType: 'sedan',
        customerName: 'Cache Rider',
        customerPhone: '9876543210',
      },
    });
  };

  it('books after a rate card change emptied the cache, the cards read outside the booking statement', async () => {
    // A cache miss read inside the booking's transaction once waited forever for the connection it held.
    const rider = await riderToken(t);
    await bookSedan(rider);
    await t.database.db.update(rateCards).set({ rates: sql`rates` });
    const booked = await bookSedan(rider);
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it("queues a booking's webhook for an endpoint added after the tenant's empty list was kept, none once removed", async () => {
    const rider = await riderToken(t);
    const rideOf = async (reply: { json: () => { data: { rideId: string }[] } }) => {
      const [ride] = await t.database.db
        .select()
        .from(rides)
        .where(eq(rides.id, reply.json().data[0]!.rideId));
      return ride!;
    };
    const deliveriesOf = async (reply: { json: () => { data: { rideId: string }[] } }) =>
      t.database.db
        .select()
        .from(webhookDeliveries)
        .where(like(webhookDeliveries.body, `%${(await rideOf(reply)).id}%`));
    const first = await bookSedan(rider);
    expect(await deliveriesOf(first)).toHaveLength(0);
    const [hook] = await t.database.db
      .insert(webhooks)
      .values({
        tenantId: (await rideOf(first)).tenantId,
        url: 'https://example.com/hook',
        events: ['ride.booked'],
        secret: 'whsec_test',
      })
      .returning();
    expect(await deliveriesOf(await bookSedan(rider))).toMatchObject([
      { webhookId: hook!.id, event: 'ride.booked' },
    ]);
    await t.database.db.delete(webhooks).where(eq(webhooks.id, hook!.id));
    expect(await deliveriesOf(await bookSedan(rider))).toHaveLength(0);
  });

  it('keeps nothing read before a write that committed while the read was on its way', async () => {
    // A burst of reads racing a rename: whatever each answered, the request after the rename sees the new name.
    const reads = Array.from({ length: 20 }, () => config());
    await t.database.db.update(tenants).set({ businessName: 'Raced Cabs' });
    await Promise.all(reads);
    expect((await config()).businessName).toBe('Raced Cabs');
  });
});

describe.runIf(DATABASE_URL && REDIS_URL)('caches across two server processes', () => {
  let pair: ServerPair | undefined;

  beforeAll(async () => {
    pair = await startServerPair(DATABASE_URL!, REDIS_URL!);
  });
  afterAll(async () => {
    await pair?.close();
  });

  const request = (
    base: string,
    path: string,
    init: { method?: string; body?: object; token?: string } = {},
  ) =>
    fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        host: DEMO.host,
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.method === 'PATCH' ? { 'idempotency-key': idempotencyKey() } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
  // Well inside the 30 s the entries would otherwise live with Redis: only the published write explains it.
  const SOON_MS = CACHE_TTL_MS.withRedis / 10;

  it('shows a rename and refuses a revoked API key and a logged-out token on the other process within moments', async () => {
    const [writer, reader] = pair!.servers;
    await request(writer.base, '/api/v1/auth/partner/code', {
      method: 'POST',
      body: { email: DEMO.partnerEmail },
    });
    const login = await request(writer.base, '/api/v1/auth/partner/verify', {
      method: 'POST',
      body: { email: DEMO.partnerEmail, code: await pair!.smtp.codeFor(DEMO.partnerEmail) },
    });
    const { token } = sessionSchema.parse(await login.json());
    const name = async () =>
      ((await (await request(reader.base, '/api/v1/config')).json()) as { businessName: string })
        .businessName;
    expect(await name()).toBe(DEMO.businessName);
    expect((await request(reader.base, '/api/v1/auth/me', { token })).status).toBe(200);

    const saved = await request(writer.base, '/api/v1/partner/settings', {
      method: 'PATCH',
      token,
      body: { brand: { businessName: 'Renamed Across' } },
    });
    expect(saved.status).toBe(200);
    await waitFor(
      async () => (await name()) === 'Renamed Across' || undefined,
      'the rename on the other process',
      SOON_MS,
    );

    // A key revoked on one process stops on the other, though the other had just kept it.
    const made = await request(writer.base, '/api/v1/partner/api-keys', {
      method: 'POST',
      token,
      body: { name: 'Across', scopes: ['rides:read'] },
    });
    const { id, key: apiKey } = (await made.json()) as { id: string; key: string };
    const keyOpens = async () =>
      (await request(reader.base, '/api/v1/partner/rides', { token: apiKey })).status;
    expect(await keyOpens()).toBe(200);
    expect(
      (await request(writer.base, `/api/v1/partner/api-keys/${id}`, { method: 'DELETE', token })).status,
    ).toBe(200);
    await waitFor(
      async () => (await keyOpens()) === 401 || undefined,
      'the revoked key on the other process',
      SOON_MS,
    );

    expect((await request(writer.base, '/api/v1/auth/logout', { method: 'POST', token })).status).toBe(200);
    await waitFor(
      async () => (await request(reader.base, '/api/v1/auth/me', { token })).status === 401 || undefined,
      'the logout on the other process',
      SOON_MS,
    );
  });
});
