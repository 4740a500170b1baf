// First-party visitor analytics on real databases: visits are stored without their query strings, a visitor
// asking not to be tracked is answered 204 and leaves no row, a booking is credited to the campaign its visit
// session landed from, and the partner's insights count seeded visits and rides exactly.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateInZone } from '../../src/domain/date-filter';
import { VISIT_SESSION } from '../../src/domain/riders/visit-session';
import { rides, tenants, visits } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { acceptWithNewDriver, bookSedan, completeRide } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const DEVICE = { os: 'Android', os_version: '14', browser: 'Chrome', device_type: 'mobile' };

describe.each(testDatabases())('visitor analytics on $name', (target) => {
  let t: TestApp;
  let partner: string;
  let rider: string;
  let tenantId: string;
  let timezone: string;
  /** Today's rides before this file booked any (the demo seed books some). */
  let before: { rides: number; revenue: number };

  const visit = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/visits', headers: { host, ...headers }, payload: body });
  const visitsOf = (sessionId: string) =>
    t.database.db
      .select()
      .from(visits)
      .where(and(eq(visits.tenantId, tenantId), eq(visits.sessionId, sessionId)));
  const rideRow = async (id: string) =>
    (await t.database.db.select().from(rides).where(eq(rides.id, id)))[0]!;
  const insightsFor = (query: string, token = partner) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/partner/insights?${query}`,
      headers: { host, authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    t = await startTestApp(target);
    [partner, rider] = await Promise.all([partnerToken(t), riderToken(t)]);
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.domain, host));
    tenantId = demo!.id;
    timezone = demo!.timezone;
    const [day] = (await insightsFor('date_filter=today')).json().days;
    expect(day.visits).toBe(0);
    before = day;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a visit with its device and campaign, and drops the query string from the page', async () => {
    const answer = await visit({
      session_id: 'session-stored-1',
      page_url: 'http://localhost/in/en/?utm_source=google&phone=9876543210',
      create_ux_time: 1764120000,
      device_details: DEVICE,
      ad_metrics: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'diwali' },
    });
    expect(answer.statusCode, answer.body).toBe(204);
    expect(answer.body).toBe('');
    expect(answer.headers['set-cookie']).toBeUndefined();
    const [row] = await visitsOf('session-stored-1');
    expect(row).toMatchObject({
      path: '/in/en/',
      device: DEVICE,
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'diwali',
      fbclid: null,
    });
  });

  it('answers 204 and stores nothing under Do Not Track or Global Privacy Control', async () => {
    for (const headers of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      const answer = await visit({ session_id: 'session-private', page_url: '/' }, headers);
      expect(answer.statusCode).toBe(204);
    }
    expect(await visitsOf('session-private')).toEqual([]);
  });

  it('refuses a malformed visit with the field, and a host no partner claimed', async () => {
    const bad = await visit({ session_id: 'x', page_url: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['session_id', 'page_url']));
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/visits',
      headers: { host: 'nobody.example' },
      payload: { session_id: 'session-unknown', page_url: '/' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('credits a booking to the campaign its session landed from, and none without one', async () => {
    await visit({
      session_id: 'session-fb',
      page_url: '/?fbclid=IwAR0abc',
      ad_metrics: { fbclid: 'IwAR0abc' },
    });
    await visit({ session_id: 'session-fb', page_url: '/ride/vehicles' });
    await visit({ session_id: 'session-plain', page_url: '/' });
    const fromAd = await bookSedan(t, rider, 'visits-fb', { extra: { visitSessionId: 'session-fb' } });
    const plain = await bookSedan(t, rider, 'visits-plain', { extra: { visitSessionId: 'session-plain' } });
    const unknown = await bookSedan(t, rider, 'visits-none');
    expect(await rideRow(fromAd)).toMatchObject({
      utmSource: 'facebook',
      utmMedium: null,
      fbclid: 'IwAR0abc',
    });
    for (const id of [plain, unknown]) expect((await rideRow(id)).utmSource).toBeNull();
    const bad = await bookSedan(t, rider, 'visits-bad', {
      extra: { visitSessionId: 'no spaces allowed' },
    }).catch((error: Error) => error.message);
    expect(bad).toMatch(/visitSessionId/);
  });

  it('counts visits, visitors, pages, campaigns with conversion, and rides and revenue per day exactly', async () => {
    // Seeded so far: session-stored-1 (google, 1 visit), session-fb (2), session-plain (1); and three rides.
    await visit({
      session_id: 'session-google-2',
      page_url: '/city/chennai?utm_source=google',
      ad_metrics: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'diwali' },
    });
    await visit({ session_id: 'session-google-2', page_url: '/' });
    const fromGoogle = await bookSedan(t, rider, 'visits-google', {
      extra: { visitSessionId: 'session-google-2' },
    });
    await acceptWithNewDriver(t, partner, fromGoogle, {
      firstName: 'Insight',
      lastName: 'Driver',
      phone: '+919811166601',
      vehicleNumber: 'TN07 IN0001',
    });
    await completeRide(t, partner, fromGoogle);
    const earned = await rideRow(fromGoogle);
    // A visit of last year stays out of this week's numbers.
    const oldVisitAt = new Date(Date.now() - 400 * 86400_000);
    await t.database.db.insert(visits).values({
      tenantId,
      sessionId: 'session-old',
      path: '/',
      createdAt: new Date(Date.now() - 400 * 86400_000),
    });

    const answer = await insightsFor('date_filter=today');
    expect(answer.statusCode, answer.body).toBe(200);
    const today = answer.json();
    expect(today).toMatchObject({ visits: 6, uniqueVisitors: 4, currency: 'INR' });
    expect(today.topPages).toEqual([
      { path: '/', visits: 3 },
      { path: '/city/chennai', visits: 1 },
      { path: '/in/en/', visits: 1 },
      { path: '/ride/vehicles', visits: 1 },
    ]);
    expect(today.campaigns).toEqual([
      { source: 'google', medium: 'cpc', campaign: 'diwali', sessions: 2, bookings: 1, conversion: 0.5 },
      { source: 'facebook', medium: '', campaign: '', sessions: 1, bookings: 1, conversion: 1 },
    ]);
    expect(today.days).toEqual([
      {
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        visits: 6,
        rides: before.rides + 4,
        revenue: before.revenue + (earned.collectedFee ?? earned.totalAmount),
      },
    ]);
    const week = (await insightsFor('date_filter=thisWeek')).json();
    expect(week.days).toHaveLength(7);
    expect(week.visits).toBe(6);
    // The partner's periods are calendar days in their zone, so the old visit's day is read there too.
    const lastYear = isoDateInZone(timezone, oldVisitAt);
    const custom = (await insightsFor(`date_filter=custom&from=${lastYear}&to=${lastYear}`)).json();
    expect(custom).toMatchObject({ visits: 1, uniqueVisitors: 1, campaigns: [] });
  });

  it('refuses a wrong period with the field, and a rider', async () => {
    const bad = await insightsFor('date_filter=custom&from=2026-03-10');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['to']);
    expect((await insightsFor('date_filter=today', rider)).statusCode).toBe(403);
  });

  it(`limits one address to ${VISIT_SESSION.perMinute} visits a minute`, async () => {
    let last = 0;
    for (let sent = 0; sent <= VISIT_SESSION.perMinute; sent += 1) {
      last = (await visit({ session_id: 'session-flood', page_url: '/' })).statusCode;
    }
    expect(last).toBe(429);
  });
});
