// Vehicles, drivers and travel companies through the real API: validation, computed online counts,
// account moves, idempotent adds, and 404 for another tenant's ids on every endpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { crewResponseSchema, vehiclesResponseSchema } from '../../src/domain/drivers/fleet';
import { drivers, tenantHosts, tenants, travelCompanies, users, vehicles } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { partnerToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

describe.each(testDatabases())('partner fleet on $name', (target) => {
  let t: TestApp;
  let partner: string;
  let key = 0;
  beforeAll(async () => {
    t = await startTestApp(target);
    partner = await partnerToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token = partner,
    host: string = DEMO.host,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/partner${url}`,
      headers: {
        host,
        authorization: `Bearer ${token}`,
        ...(method === 'GET' ? {} : { 'idempotency-key': `fleet-key-${++key}` }),
      },
      ...(payload ? { payload } : {}),
    });

  it('counts vehicles online from recent sightings and live rides', async () => {
    const listed = vehiclesResponseSchema.parse((await call('GET', '/vehicles')).json());
    const rows = await t.database.db.select().from(vehicles);
    expect(listed.totals.total).toBe(rows.length);
    expect(listed.totals.online + listed.totals.offline).toBe(rows.length);
    expect(listed.totals.offline).toBeGreaterThan(0);
    const recent = rows.filter(
      (v) => v.lastSeenAt && Date.now() - v.lastSeenAt.getTime() < 10 * 60_000,
    ).length;
    expect(listed.totals.online).toBeGreaterThanOrEqual(recent);
  });

  it('adds, edits and removes a vehicle with the number normalised and unique', async () => {
    const bad = await call('POST', '/vehicles', {
      vehicleType: 'sedan',
      model: 'Dzire',
      number: 'tn 09',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.number).toBe('Enter a number like TN09 AB1234');
    // Written with spaces and hyphens, the demo fleet's TN09 AB1234 is the same vehicle.
    const spaced = await call('POST', '/vehicles', {
      vehicleType: 'sedan',
      model: 'Dzire',
      number: 'tn-09-ab-1234',
    });
    expect(spaced.statusCode).toBe(409);
    const added = await call('POST', '/vehicles', {
      vehicleType: 'sedan',
      model: 'Dzire',
      number: 'tn22-zz9090',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ number: 'TN22 ZZ9090', online: false });
    const twin = await call('POST', '/vehicles', {
      vehicleType: 'suv',
      model: 'Ertiga',
      number: 'tn22 zz9090',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.fields.number).toBe('This number is already in your fleet');
    const edited = await call('PUT', `/vehicles/${added.json().id}`, {
      vehicleType: 'sedan',
      model: 'Honda City',
      number: 'TN22 ZZ9090',
    });
    expect(edited.json().model).toBe('Honda City');
    expect((await call('DELETE', `/vehicles/${added.json().id}`)).json()).toEqual({ removed: true });
    expect((await call('DELETE', `/vehicles/${added.json().id}`)).statusCode).toBe(404);
  });

  it('adds a driver once per key, and verifies, blocks and truly unblocks', async () => {
    const body = { firstName: 'Kavin', lastName: 'Raj', phone: '98400 77777' };
    const headers = {
      host: DEMO.host,
      authorization: `Bearer ${partner}`,
      'idempotency-key': 'add-driver-kavin',
    };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/partner/drivers',
      headers,
      payload: body,
    });
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/partner/drivers',
      headers,
      payload: body,
    });
    expect(first.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(
      (await t.database.db.select().from(drivers).where(eq(drivers.phone, '+919840077777'))).length,
    ).toBe(1);
    const id = first.json().id;
    expect(first.json().accountStatus).toBe('pending');
    expect((await call('POST', `/drivers/${id}/status`, { action: 'block' })).statusCode).toBe(409);
    expect((await call('POST', `/drivers/${id}/status`, { action: 'verify' })).json().accountStatus).toBe(
      'Verified',
    );
    expect((await call('POST', `/drivers/${id}/status`, { action: 'block' })).json().accountStatus).toBe(
      'Blocked',
    );
    expect((await call('POST', `/drivers/${id}/status`, { action: 'unblock' })).json().accountStatus).toBe(
      'Verified',
    );
  });

  it('checks names and phones with the spec messages', async () => {
    const empty = await call('POST', '/drivers', { firstName: '', phone: '' });
    expect(empty.json().error.fields).toMatchObject({
      firstName: 'Name is required',
      phone: 'Phone number is required',
    });
    const long = await call('POST', '/travel-companies', { firstName: 'x'.repeat(51), phone: '123' });
    expect(long.json().error.fields).toMatchObject({
      firstName: 'At most 50 characters',
      phone: 'Invalid phone number',
    });
  });

  it('runs travel companies the same way, with Remove', async () => {
    const listed = crewResponseSchema.parse((await call('GET', '/travel-companies')).json());
    expect(new Set(listed.members.map((m) => m.accountStatus))).toEqual(
      new Set(['pending', 'Verified', 'Blocked']),
    );
    const added = await call('POST', '/travel-companies', {
      firstName: 'Velu Travels',
      phone: '+91 44 2456 1299',
    });
    expect(added.statusCode).toBe(201);
    expect((await call('DELETE', `/travel-companies/${added.json().id}`)).json()).toEqual({ removed: true });
    expect(
      (await t.database.db.select().from(travelCompanies).where(eq(travelCompanies.id, added.json().id)))
        .length,
    ).toBe(0);
  });

  it('adds one of parallel twins (a number, a phone) and answers the others 409, never 5xx', async () => {
    const twins = (url: string, payload: object) =>
      Promise.all(Array.from({ length: 8 }, () => call('POST', url, payload)));
    for (const [url, payload] of [
      ['/vehicles', { vehicleType: 'sedan', model: 'Etios', number: 'TN09 TW4321' }],
      ['/drivers', { firstName: 'Twin', lastName: 'Driver', phone: '+919800011223' }],
      ['/travel-companies', { firstName: 'Twin', lastName: 'Travels', phone: '+919800011224' }],
    ] as const) {
      const statuses = (await twins(url, payload)).map((answer) => answer.statusCode).sort();
      expect(statuses, url).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    }
  });

  it("reads plates by the session partner's country, whatever the client sends", async () => {
    const [gulf] = await t.database.db
      .insert(tenants)
      .values({ businessName: 'Gulf Cabs', email: 'g@gulf.test', domain: 'gulf.test', countryCode: 'ae' })
      .returning();
    await t.database.db.insert(tenantHosts).values({ host: 'gulf.test', tenantId: gulf!.id });
    await t.database.db.insert(users).values({ tenantId: gulf!.id, role: 'partner', email: 'g@gulf.test' });
    const owner = await partnerToken(t, 'g@gulf.test', 'gulf.test');
    const add = (number: string, countryCode?: string) =>
      call(
        'POST',
        '/vehicles',
        { vehicleType: 'sedan', model: 'Camry', number, countryCode },
        owner,
        'gulf.test',
      );
    const dubai = await add('Dubai a-12345');
    expect(dubai.statusCode, dubai.body).toBe(201);
    expect(dubai.json().number).toBe('DXB A 12345');
    const indian = await add('TN 09 AB 1234', 'in');
    expect(indian.statusCode).toBe(400);
    expect(indian.json().error.fields.number).toBe('Enter a number like DXB A 12345');
  });

  it('answers 404 for another tenant ids on every endpoint and 401 without a session', async () => {
    const [other] = await t.database.db
      .insert(tenants)
      .values({ businessName: 'Other', email: 'o@o.test', domain: 'o.test' })
      .returning();
    await t.database.db.insert(tenantHosts).values({ host: 'o.test', tenantId: other!.id });
    const [car] = await t.database.db
      .insert(vehicles)
      .values({ tenantId: other!.id, vehicleType: 'sedan', model: 'Dzire', number: 'KA01 XY1234' })
      .returning();
    const [driver] = await t.database.db
      .insert(drivers)
      .values({ tenantId: other!.id, firstName: 'Other', phone: '+919800011111' })
      .returning();
    const [company] = await t.database.db
      .insert(travelCompanies)
      .values({ tenantId: other!.id, firstName: 'Other Co', phone: '+919800022222' })
      .returning();
    const vehicle = { vehicleType: 'sedan', model: 'Dzire', number: 'KA01 XY1234' };
    const answers = [
      await call('PUT', `/vehicles/${car!.id}`, vehicle),
      await call('DELETE', `/vehicles/${car!.id}`),
      await call('POST', `/drivers/${driver!.id}/status`, { action: 'verify' }),
      await call('DELETE', `/drivers/${driver!.id}`),
      await call('POST', `/travel-companies/${company!.id}/status`, { action: 'verify' }),
      await call('DELETE', `/travel-companies/${company!.id}`),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    const theirs = (await call('GET', '/vehicles')).json().vehicles.map((v: { id: string }) => v.id);
    expect(theirs).not.toContain(car!.id);

    await t.database.db.insert(users).values({ tenantId: other!.id, role: 'partner', email: 'o@o.test' });
    const demoTokenOnOther = await call('GET', '/vehicles', undefined, partner, 'o.test');
    expect(demoTokenOnOther.statusCode).toBe(401);
    expect((await call('GET', '/drivers', undefined, 'nope')).statusCode).toBe(401);
  });
});
