// One partner can never reach another's rows. Two tenants with real data (rides, drivers, vehicles, a travel
// company, staff, a customer, a blog post and its image, a support ticket, a card payment, a quote, a share
// link, a webhook, an API key): every route that takes an id, found in the app's own route table, is called with the first
// tenant's ids by the second tenant's owner, dispatcher, accountant, rider and driver, with bodies that are
// otherwise valid. Every answer is 404 or 403, and the tables are row for row what they were. A route added
// later with an id is covered the day it is registered, or fails here until its id kind has a fixture.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CataloguedRoute } from '../../src/server/app';
import * as schema from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { uploadedCover } from '../helpers/blog';
import { fillPath, pathParams, routeName, routeSchemas } from '../helpers/route-walk';
import { acceptWithNewDriver, bookSedan, completeRide } from '../helpers/rides';
import { sampleOf } from '../helpers/schema-samples';
import { textFieldPaths, withValueAt } from '../helpers/schema-strings';
import { driverToken, partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const isId = (name: string) => /^(id|\w+Id)$/.test(name);

/** Fields named like ids that hold no row of ours. */
const NOT_OUR_IDS = new Set([
  // The partner's own WhatsApp number as Meta numbers it.
  'PATCH /api/v1/partner/settings body.whatsapp.phoneNumberId',
  // The business as India's DLT registry numbers it.
  'PATCH /api/v1/partner/settings body.ownSms.entityId',
  // The visitor's tab session, made up by the browser to tie a booking to the visit it came from.
  'POST /api/v1/bookings body.visitSessionId',
  'POST /api/v1/partner/bookings body.visitSessionId',
]);

/** What a bare `:id` names, by the path segment before it. */
const ID_BY_SEGMENT: Record<string, keyof VictimIds> = {
  vehicles: 'vehicle',
  drivers: 'driver',
  'travel-companies': 'travelCompany',
  staff: 'staff',
  webhooks: 'webhook',
  'api-keys': 'apiKey',
  customers: 'customer',
  tickets: 'ticket',
  posts: 'blogPost',
  media: 'media',
  'code-messages': 'codeMessage',
  'promo-codes': 'promoCode',
};

/** What a named id field or parameter holds. */
const ID_BY_NAME: Record<string, keyof VictimIds> = {
  rideId: 'ride',
  txnId: 'txn',
  driverId: 'driver',
  vehicleId: 'vehicle',
  rideSearchId: 'quote',
  imageId: 'media',
  tenantId: 'tenant',
};

/** Routes where a different row of the same kind is the one worth trying. */
const ROUTE_OVERRIDES: Record<string, Partial<Record<string, keyof VictimIds>>> = {
  // Only a completed ride can be rated.
  'POST /api/v1/rides/:rideId/rating': { rideId: 'completedRide' },
};

interface VictimIds {
  ride: string;
  completedRide: string;
  txn: string;
  driver: string;
  vehicle: string;
  travelCompany: string;
  staff: string;
  webhook: string;
  apiKey: string;
  promoCode: string;
  customer: string;
  ticket: string;
  blogPost: string;
  media: string;
  mediaName: string;
  quote: string;
  shareToken: string;
  codeMessage: string;
  /** The victim partner itself, as the platform owner's routes name it. */
  tenant: string;
}

interface Attempt {
  label: string;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

const SNAPSHOT_TABLES = {
  tenants: schema.tenants,
  users: schema.users,
  rides: schema.rides,
  rideEvents: schema.rideEvents,
  rideOffers: schema.rideOffers,
  drivers: schema.drivers,
  vehicles: schema.vehicles,
  travelCompanies: schema.travelCompanies,
  payments: schema.payments,
  walletTransactions: schema.walletTransactions,
  ratings: schema.ratings,
  blogPosts: schema.blogPosts,
  media: schema.media,
  webhooks: schema.webhooks,
  webhookDeliveries: schema.webhookDeliveries,
  apiKeys: schema.apiKeys,
  promoCodes: schema.promoCodes,
  supportTickets: schema.supportTickets,
  supportMessages: schema.supportMessages,
};

const B_HOST = 'rival-cabs.localhost';

describe.each(testDatabases())('cross-tenant isolation on $name', (target) => {
  let t: TestApp;
  let victim: VictimIds;
  let ownRide: string;
  let victimTenant: string;
  let attackers: { name: string; token: string }[];

  const call = (
    method: string,
    url: string,
    token: string,
    body?: unknown,
    host: string = DEMO.host,
    extra: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers: {
        ...extra,
        host,
        authorization: `Bearer ${token}`,
        ...(method === 'GET' ? {} : { 'idempotency-key': `cross-${Math.random()}` }),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const created = async (reply: Awaited<ReturnType<typeof call>>) => {
    expect(reply.statusCode, reply.body).toBeLessThan(300);
    return reply.json();
  };

  async function seedVictim(): Promise<VictimIds> {
    const [owner, rider] = [await partnerToken(t), await riderToken(t)];
    const ride = await bookSedan(t, rider, 'victim-ride');
    const driver = await acceptWithNewDriver(t, owner, ride, {
      firstName: 'Arun',
      lastName: 'K',
      phone: '+919840000001',
      vehicleNumber: 'TN09 AK1001',
    });
    const [accepted] = await t.database.db.select().from(schema.rides).where(eq(schema.rides.id, ride));
    const completedRide = await bookSedan(t, rider, 'victim-ride-done');
    await acceptWithNewDriver(t, owner, completedRide, {
      firstName: 'Bala',
      lastName: 'S',
      phone: '+919840000002',
      vehicleNumber: 'TN09 BS2002',
    });
    await completeRide(t, owner, completedRide);
    await created(
      await call('PATCH', '/api/v1/partner/settings', owner, {
        payments: { cardKey: 'demo-key', cardSalt: 'demo-salt' },
      }),
    );
    const share = await created(await call('POST', `/api/v1/rides/${ride}/share`, rider));
    const quote = await created(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/quotes',
        headers: { host: DEMO.host },
        payload: {
          pickupLocation: { name: 'T. Nagar', lat: 13.0418, lng: 80.2341 },
          dropoffLocation: { name: 'Adyar', lat: 13.0012, lng: 80.2565 },
          pickupTime: new Date(Date.now() + 3600_000).toISOString(),
        },
      }),
    );
    const paid = await created(
      await call('POST', '/api/v1/bookings', rider, {
        rideSearchId: quote.data.ride_search_id,
        vehicleType: 'sedan',
        customerName: 'Priya',
        customerPhone: '9876543210',
        paymentMethod: 'card',
      }),
    );
    const ticket = await created(
      await call('POST', '/api/v1/support/tickets', rider, { message: 'Where is my driver?', rideId: ride }),
    );
    const staff = await created(
      await call('POST', '/api/v1/partner/staff', owner, {
        name: 'Desk',
        email: 'desk@demo-travels.test',
        role: 'dispatcher',
      }),
    );
    const image = await uploadedCover(t, owner);
    const [post] = await t.database.db.select().from(schema.blogPosts).limit(1);
    const [company] = await t.database.db.select().from(schema.travelCompanies).limit(1);
    const [customer] = await t.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.phone, '+919876543210'));
    // Last, so no event of the setup leaves a delivery pending while rows are compared.
    const webhook = await created(
      await call('POST', '/api/v1/partner/webhooks', owner, {
        url: 'http://127.0.0.1:9/demo', // the discard port: nothing listens (hence WEBHOOK_ALLOW_PRIVATE)
        events: ['ride.booked'],
      }),
    );
    const apiKey = await created(
      await call('POST', '/api/v1/partner/api-keys', owner, { name: 'Books', scopes: ['rides:read'] }),
    );
    const promoCode = await created(
      await call('POST', '/api/v1/partner/promo-codes', owner, {
        code: 'VICTIM10',
        kind: 'flat',
        flatAmount: 1000,
      }),
    );
    const secondQuote = await created(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/quotes',
        headers: { host: DEMO.host },
        payload: {
          pickupLocation: { name: 'T. Nagar', lat: 13.0418, lng: 80.2341 },
          dropoffLocation: { name: 'Adyar', lat: 13.0012, lng: 80.2565 },
          pickupTime: new Date(Date.now() + 3600_000).toISOString(),
        },
      }),
    );
    const [demo] = await t.database.db
      .select({ id: schema.tenants.id })
      .from(schema.tenants)
      .where(eq(schema.tenants.domain, DEMO.host));
    return {
      tenant: demo!.id,
      ride,
      completedRide,
      txn: paid.data[0].paymentTxnId,
      driver: driver.id,
      vehicle: accepted!.vehicleId!,
      travelCompany: company!.id,
      staff: staff.data.id,
      webhook: webhook.id ?? webhook.webhook?.id,
      apiKey: apiKey.id,
      promoCode: promoCode.data.id,
      customer: customer!.id,
      ticket: ticket.id ?? ticket.ticket?.id,
      blogPost: post!.id,
      media: image.id,
      mediaName: image.src.split('/').at(-1)!,
      quote: secondQuote.data.ride_search_id,
      shareToken: new URL(share.url).searchParams.get('share')!,
      codeMessage: (
        await created(
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/auth/rider/code',
            headers: { host: DEMO.host },
            payload: { phone: '+919840000009' },
          }),
        )
      ).messageId,
    };
  }

  async function seedAttackers() {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/partner/signup',
      headers: { host: 'travelx.localhost' },
      payload: { businessName: 'Rival Cabs', email: 'owner@rival.test', domain: '' },
    });
    expect(signup.json().domain).toBe(B_HOST);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/partner/signup/verify',
      headers: { host: 'travelx.localhost' },
      payload: { email: 'owner@rival.test', domain: B_HOST, code: await t.smtp.codeFor('owner@rival.test') },
    });
    const owner = (await created(verified)).token as string;
    const asB = (method: string, url: string, body?: unknown) => call(method, url, owner, body, B_HOST);
    for (const [email, role] of [
      ['desk@rival.test', 'dispatcher'],
      ['books@rival.test', 'accountant'],
    ])
      await created(await asB('POST', '/api/v1/partner/staff', { name: role, email, role }));
    const driver = await created(
      await asB('POST', '/api/v1/partner/drivers', { firstName: 'Ravi', phone: '+919840000009' }),
    );
    await created(await asB('POST', `/api/v1/partner/drivers/${driver.id}/status`, { action: 'verify' }));
    const rider = await riderToken(t, '+919812345678', B_HOST);
    ownRide = await bookSedan(t, rider, 'rival-ride', { host: B_HOST });
    return [
      { name: 'owner', token: owner },
      { name: 'dispatcher', token: await partnerToken(t, 'desk@rival.test', B_HOST) },
      { name: 'accountant', token: await partnerToken(t, 'books@rival.test', B_HOST) },
      { name: 'rider', token: rider },
      { name: 'driver', token: await driverToken(t, '+919840000009', B_HOST) },
    ];
  }

  beforeAll(async () => {
    // Timers would otherwise move rows (offers, deliveries) while they are compared.
    t = await startTestApp(target, {
      env: { DISPATCH_SWEEP_MS: '60000', WEBHOOK_SWEEP_MS: '60000', WEBHOOK_ALLOW_PRIVATE: '1' },
    });
    victim = await seedVictim();
    const [demo] = await t.database.db
      .select()
      .from(schema.tenantHosts)
      .where(eq(schema.tenantHosts.host, DEMO.host));
    victimTenant = demo!.tenantId;
    attackers = await seedAttackers();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** The first tenant's rows (whole tables where rows name no tenant), in a stable order. */
  async function snapshot(): Promise<Record<string, string>> {
    const tables: Record<string, string> = {};
    for (const [name, table] of Object.entries(SNAPSHOT_TABLES)) {
      const column = 'tenantId' in table ? table.tenantId : name === 'tenants' ? schema.tenants.id : null;
      const query = t.database.db.select().from(table);
      const rows = (await (column ? query.where(eq(column, victimTenant)) : query)) as unknown[];
      tables[name] = rows
        .map((row) => JSON.stringify(row))
        .sort()
        .join('\n');
    }
    return tables;
  }

  /** The victim's id for a parameter or field, or undefined when no fixture knows what it names. */
  function idFor(route: CataloguedRoute, name: string, segment?: string): string | undefined {
    const kind =
      ROUTE_OVERRIDES[routeName(route)]?.[name] ?? ID_BY_NAME[name] ?? ID_BY_SEGMENT[segment ?? ''];
    return kind ? victim[kind] : undefined;
  }

  function attemptsFor(route: CataloguedRoute, missing: string[]): Attempt[] | null {
    const schemas = routeSchemas(route);
    const params: Record<string, string> = Object.fromEntries(
      Object.entries((sampleOf(schemas.params) ?? {}) as Record<string, unknown>).map(([k, v]) => [
        k,
        String(v),
      ]),
    );
    const segments = route.url.split('/');
    let targetsAnId = false;
    for (const name of pathParams(route.url)) {
      if (!isId(name)) continue;
      targetsAnId = true;
      const id = idFor(route, name, segments[segments.indexOf(`:${name}`) - 1]);
      if (id === undefined) missing.push(`${routeName(route)} :${name}`);
      else params[name] = id;
    }
    if (route.url === '/media/:id/:name') params.name = victim.mediaName;
    let body = schemas.body ? sampleOf(schemas.body) : undefined;
    const bodyIds: string[] = [];
    for (const path of textFieldPaths(schemas.body)) {
      const name = path.at(-1)!;
      const label = `${routeName(route)} body.${path.join('.')}`;
      if (!isId(name) || NOT_OUR_IDS.has(label)) continue;
      targetsAnId = true;
      const id = idFor(route, name);
      if (id === undefined) missing.push(label);
      else {
        body = withValueAt(body, path, id);
        bodyIds.push(name);
      }
    }
    if (!targetsAnId) return null;
    // The victim's own share link: valid on their site, worthless on ours.
    const query = route.url === '/api/v1/shared/:rideId' ? `?token=${victim.shareToken}` : '';
    const headers = (sampleOf(schemas.headers) ?? {}) as Record<string, string>;
    const attempts: Attempt[] = [
      { label: 'their ids', url: `${fillPath(route.url, params)}${query}`, body, headers },
    ];
    // Our own ride, their driver and vehicle: the body's ids alone must not reach across either.
    if (params.rideId && bodyIds.length > 0)
      attempts.push({
        label: 'own ride, their ids',
        url: fillPath(route.url, { ...params, rideId: ownRide }),
        body,
      });
    return attempts;
  }

  it('answers 404 or 403 to every route with an id, and changes no row', { timeout: 300_000 }, async () => {
    const missing: string[] = [];
    const failures: string[] = [];
    let routes = 0;
    let sent = 0;
    for (const route of t.app.routeCatalogue) {
      const attempts = attemptsFor(route, missing);
      if (!attempts) continue;
      routes += 1;
      const before = await snapshot();
      for (const attempt of attempts)
        for (const attacker of attackers) {
          sent += 1;
          const { url, body, headers } = attempt;
          const reply = await call(route.method, url, attacker.token, body, B_HOST, headers);
          if (reply.statusCode !== 404 && reply.statusCode !== 403)
            failures.push(
              `${routeName(route)} [${attempt.label}] as ${attacker.name}: ${reply.statusCode} ${reply.body.slice(0, 160)}`,
            );
        }
      const after = await snapshot();
      for (const table of Object.keys(before))
        if (before[table] !== after[table]) failures.push(`${routeName(route)} changed rows of ${table}`);
    }
    expect(missing, 'routes with an id no fixture names').toEqual([]);
    expect(failures).toEqual([]);
    expect(routes).toBeGreaterThan(30);
    console.info(
      `cross-tenant on ${target.name}: ${routes} routes with an id, ${sent} requests from ${attackers.length} sessions of another tenant`,
    );
  });

  it('still lets each tenant reach its own rows through the same routes', async () => {
    const owner = await partnerToken(t);
    const deliveries = await call('GET', `/api/v1/partner/webhooks/${victim.webhook}/deliveries`, owner);
    expect(deliveries.statusCode, deliveries.body).toBe(200);
    const post = await call('GET', `/api/v1/partner/blog/posts/${victim.blogPost}`, owner);
    expect(post.statusCode, post.body).toBe(200);
    const media = await t.app.inject({
      url: `/media/${victim.media}/${victim.mediaName}`,
      headers: { host: DEMO.host },
    });
    expect(media.statusCode).toBe(200);
    const shared = await t.app.inject({
      url: `/api/v1/shared/${victim.ride}?token=${victim.shareToken}`,
      headers: { host: DEMO.host },
    });
    expect(shared.statusCode, shared.body).toBe(200);
  });
});
