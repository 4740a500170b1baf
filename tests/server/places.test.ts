// Place search over HTTP: the shipped gazetteer, aliases and airports, and clear errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/server/db/seed';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

describe('places API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabases()[0]!, { seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = (url: string) => t.app.inject({ url, headers: { host: DEMO.host } });

  it('finds cities by alias and airports by code', async () => {
    const bangalore = await get('/api/v1/places?q=Bangalore');
    expect(bangalore.json().data[0]).toMatchObject({ name: 'Bengaluru', kind: 'city', country: 'in' });
    const maa = await get('/api/v1/places?q=MAA');
    expect(maa.json().data[0]).toMatchObject({ kind: 'airport', iata: 'MAA' });
    const dubai = await get('/api/v1/places?q=DXB&country=ae&limit=3');
    expect(dubai.json().data[0].iata).toBe('DXB');
    expect(dubai.json().data.length).toBeLessThanOrEqual(3);
  });

  it('names the nearest town for "use my location"', async () => {
    const reply = await get('/api/v1/places/nearest?lat=13.08&lng=80.27');
    expect(reply.json().data.name).toBe('Chennai');
    expect(reply.json().distanceKm).toBeLessThan(10);
  });

  it('rejects empty queries and unknown countries', async () => {
    expect((await get('/api/v1/places?q=')).statusCode).toBe(400);
    expect((await get('/api/v1/places?q=Doha&country=zz')).json().error.fields.country).toBeDefined();
    expect((await get('/api/v1/places/nearest?lat=abc&lng=1')).statusCode).toBe(400);
  });
});
