// Share my trip, SOS and ratings on real databases: a share link shows the live ride without a login and stops
// when the ride ends; SOS alerts the console and texts the emergency contact; a completed ride is rated once,
// and the partner and the city page see the real average.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rides } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
let keys = 0;
const key = () => `safety-${Date.now()}-${(keys += 1)}`;

describe.each(testDatabases())('ride safety and ratings on $name', (target) => {
  let t: TestApp;
  let rider: string;
  let partner: string;
  let rideId: string;

  const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { host, authorization: `Bearer ${token}`, 'idempotency-key': key() },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await startTestApp(target);
    rider = await riderToken(t);
    partner = await partnerToken(t);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quotes',
      headers: { host },
      payload: {
        pickupLocation: { name: 'T Nagar', lat: 13.0418, lng: 80.2341 },
        dropoffLocation: { name: 'Adyar', lat: 13.0012, lng: 80.2565 },
        pickupTime: new Date(Date.now() + 3600_000).toISOString(),
      },
    });
    const booked = await as(rider, 'POST', '/api/v1/bookings', {
      rideSearchId: quote.json().data.ride_search_id,
      vehicleType: 'sedan',
      customerName: 'Priya Raghavan',
      customerPhone: '9876543210',
    });
    rideId = booked.json().data[0].rideId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shares a live ride without a login, and the link dies when the ride ends', async () => {
    const shared = await as(rider, 'POST', `/api/v1/rides/${rideId}/share`);
    expect(shared.statusCode, shared.body).toBe(200);
    const link = new URL(shared.json().url);
    const token = link.searchParams.get('share')!;
    const view = await t.app.inject({ url: `/api/v1/shared/${rideId}?token=${token}`, headers: { host } });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ rideId, pickup: { name: 'T Nagar' } });
    const forged = await t.app.inject({
      url: `/api/v1/shared/${rideId}?token=${'x'.repeat(43)}`,
      headers: { host },
    });
    expect(forged.statusCode).toBe(404);
    const stranger = await riderToken(t, '+919845012345');
    expect((await as(stranger, 'POST', `/api/v1/rides/${rideId}/share`)).statusCode).toBe(404);
    await t.database.db.update(rides).set({ status: 'completed' }).where(eq(rides.id, rideId));
    const ended = await t.app.inject({ url: `/api/v1/shared/${rideId}?token=${token}`, headers: { host } });
    expect(ended.statusCode).toBe(410);
    await t.database.db.update(rides).set({ status: 'booked' }).where(eq(rides.id, rideId));
  });

  it('alerts the console and texts the emergency contact on SOS', async () => {
    const bad = await as(rider, 'PUT', '/api/v1/me/emergency-contact', { name: 'Amma', phone: '12' });
    expect(bad.statusCode).toBe(400);
    const saved = await as(rider, 'PUT', '/api/v1/me/emergency-contact', {
      name: 'Amma',
      phone: '9840011111',
    });
    expect(saved.json().emergencyContact).toMatchObject({ name: 'Amma', phone: '+919840011111' });
    const sos = await as(rider, 'POST', `/api/v1/rides/${rideId}/sos`);
    expect(sos.json()).toEqual({ alerted: true, contactTexted: true });
    const { text } = await t.textTo('+919840011111');
    expect(text).toMatch(/pressed SOS/);
    const link = /(http\S+)/.exec(text)![1]!;
    const shared = new URL(link);
    const view = await t.app.inject({
      url: `/api/v1/shared/${rideId}?token=${shared.searchParams.get('share')}`,
      headers: { host },
    });
    expect(view.statusCode).toBe(200);
    const events = await as(partner, 'GET', '/api/v1/partner/ride-events?dateFilter=today');
    expect(JSON.stringify(events.json())).toContain('SOS raised by the rider');
  });

  it('takes one rating of a completed ride, shows it to the partner, and keeps city pages silent on one rating', async () => {
    expect((await as(rider, 'POST', `/api/v1/rides/${rideId}/rating`, { stars: 5 })).statusCode).toBe(409);
    await t.database.db.update(rides).set({ status: 'completed' }).where(eq(rides.id, rideId));
    const rated = await as(rider, 'POST', `/api/v1/rides/${rideId}/rating`, {
      stars: 4,
      comment: 'Clean car, on time',
    });
    expect(rated.statusCode, rated.body).toBe(201);
    expect((await as(rider, 'POST', `/api/v1/rides/${rideId}/rating`, { stars: 1 })).statusCode).toBe(409);
    expect((await as(rider, 'POST', `/api/v1/rides/${rideId}/rating`, { stars: 6 })).statusCode).toBe(400);
    const ratings = (await as(partner, 'GET', '/api/v1/partner/ratings')).json();
    expect(ratings.recent[0]).toMatchObject({ rideId, stars: 4, comment: 'Clean car, on time' });
    const landing = await t.app.inject({ url: '/api/v1/places/chennai/landing', headers: { host } });
    // A public average needs RATINGS_SHOWN_FROM raters (tests/server/honest-site.test.ts counts up to it).
    expect(landing.statusCode).toBe(200);
    expect(landing.json().rating).toBeNull();
  });
});
