// The rider's own account through the real API: profile changes, a new phone only with the code texted to it,
// saved places, the data export, and deletion (refused while a ride is open; rides kept without personal data).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { riderExportSchema, riderProfileSchema } from '../../src/domain/riders/rider-profile';
import { rides, users } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { bookSedan } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const CHENNAI = { name: 'Chennai', lat: 13.0827, lng: 80.2707 };

describe.each(testDatabases())('rider profile on $name', (target) => {
  let t: TestApp;
  let rider: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    rider = await riderToken(t, '+919822200011');
  });
  afterAll(async () => {
    await t?.close();
  });
  const call = (
    method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { host, authorization: `Bearer ${token}`, 'idempotency-key': `profile-${Math.random()}` },
      ...(payload ? { payload } : {}),
    });

  it('changes name, e-mail and language, and says what is wrong', async () => {
    const saved = await call('PATCH', '/me/profile', rider, {
      name: 'Asha',
      email: 'Asha@Example.com',
      language: 'ta',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(riderProfileSchema.parse(saved.json())).toMatchObject({
      name: 'Asha',
      email: 'asha@example.com',
      language: 'ta',
      phone: '+919822200011',
    });
    const bad = await call('PATCH', '/me/profile', rider, { name: ' ', email: 'nope', language: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      name: 'Name is required',
      email: 'Enter a valid e-mail address',
      language: 'Pick a language from the list',
    });
    const other = await riderToken(t, '+919822200022');
    const taken = await call('PATCH', '/me/profile', other, { email: 'asha@example.com' });
    expect(taken.statusCode).toBe(409);
    expect((await call('GET', '/me/profile', await partnerToken(t))).statusCode).toBe(403);
  });

  it('changes the phone only with the code texted to the new number', async () => {
    const before = t.sms.length;
    const asked = await call('POST', '/me/phone/code', rider, { phone: '+91 98222 00033' });
    expect(asked.statusCode, asked.body).toBe(200);
    const text = await t.textTo('+919822200033', before);
    expect(text.to).toBe('+919822200033');
    const code = /(\d{4})/.exec(text.text)![1]!;
    const wrong = await call('POST', '/me/phone', rider, {
      phone: '+919822200033',
      code: code === '0000' ? '1111' : '0000',
    });
    expect(wrong.statusCode).toBe(400);
    // The code is bound to the change: it is no login code for the new number.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/rider/verify',
      headers: { host },
      payload: { phone: '+919822200033', code },
    });
    expect(login.statusCode).toBe(400);
    const changed = await call('POST', '/me/phone', rider, { phone: '+919822200033', code });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(riderProfileSchema.parse(changed.json()).phone).toBe('+919822200033');
    const taken = await call('POST', '/me/phone/code', rider, { phone: '+919822200022' });
    expect(taken.statusCode).toBe(409);
    expect((await call('POST', '/me/phone/code', rider, { phone: '12' })).json().error.fields.phone).toBe(
      'Invalid phone number',
    );
  });

  it('keeps saved places: one home, one work, named others', async () => {
    const places = [
      { kind: 'home', place: CHENNAI },
      { kind: 'other', label: 'Gym', place: { ...CHENNAI, name: 'Chennai Central' } },
    ];
    const saved = await call('PUT', '/me/saved-places', rider, { places });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(riderProfileSchema.parse(saved.json()).savedPlaces).toEqual([
      { kind: 'home', label: '', place: CHENNAI },
      { kind: 'other', label: 'Gym', place: { ...CHENNAI, name: 'Chennai Central' } },
    ]);
    const twoHomes = await call('PUT', '/me/saved-places', rider, {
      places: [places[0], places[0]],
    });
    expect(twoHomes.statusCode).toBe(400);
    const unnamed = await call('PUT', '/me/saved-places', rider, {
      places: [{ kind: 'other', place: CHENNAI }],
    });
    expect(unnamed.statusCode).toBe(400);
    expect(JSON.stringify(unnamed.json().error.fields)).toContain('Name this place');
  });

  it('exports everything as a JSON file, and deletes the account once no ride is open', async () => {
    const rideId = await bookSedan(t, rider, 'profile-ride-1');
    const exported = await call('GET', '/me/export', rider);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = riderExportSchema.parse(exported.json());
    expect(data.profile).toMatchObject({ name: 'Asha', phone: '+919822200033' });
    expect(data.rides.map((ride) => ride.id)).toEqual([rideId]);

    const refused = await call('DELETE', '/me', rider);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('ride booked or under way');
    const cancelled = await call('POST', `/partner/rides/${rideId}/actions`, await partnerToken(t), {
      action: 'cancel',
      reason: 'Rider asked',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const deleted = await call('DELETE', '/me', rider);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true, ridesKept: 1 });
    const [kept] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    expect(kept).toMatchObject({ riderId: null, customerName: '', customerPhone: '', customerEmail: '' });
    expect(await t.database.db.select().from(users).where(eq(users.phone, '+919822200033'))).toEqual([]);
    expect((await call('GET', '/me/profile', rider)).statusCode).toBe(401);
  });
});
