// Place search over HTTP: the shipped gazetteer (cities, airports, localities, landmarks), merged with a Photon
// or Nominatim geocoder when GEOCODER_URL is set, and what happens when it is slow or down; reverse geocoding.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/server/db/seed';
import { nominatimHouse, startNominatimStandIn, type NominatimStandIn } from '../helpers/nominatim-stand-in';
import { photonAddress, startPhotonStandIn, type PhotonStandIn } from '../helpers/photon-stand-in';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const VELACHERY = { lat: 12.9755, lng: 80.2206 };

describe.each(testDatabases())('places API on $name, gazetteer alone', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = (url: string) => t.app.inject({ url, headers: { host: DEMO.host } });

  it('finds cities by alias and airports by code', async () => {
    const bangalore = await get('/api/v1/places?q=Bangalore');
    expect(bangalore.json().data[0]).toMatchObject({ name: 'Bengaluru', kind: 'city', country: 'in' });
    expect(bangalore.json().incomplete).toBe(false);
    const maa = await get('/api/v1/places?q=MAA');
    expect(maa.json().data[0]).toMatchObject({ kind: 'airport', iata: 'MAA' });
    const dubai = await get('/api/v1/places?q=DXB&country=ae&limit=3');
    expect(dubai.json().data[0].iata).toBe('DXB');
    expect(dubai.json().data.length).toBeLessThanOrEqual(3);
  });

  it('finds localities and landmarks with their city, the rider’s city first', async () => {
    const velachery = (await get('/api/v1/places?q=velachery')).json().data[0];
    expect(velachery).toMatchObject({ name: 'Velachery', city: 'Chennai', kind: 'locality' });
    const near = (lat: number, lng: number) =>
      get(`/api/v1/places?q=phoenix%20marketcity&lat=${lat}&lng=${lng}`).then((r) => r.json().data[0]);
    expect(await near(VELACHERY.lat, VELACHERY.lng)).toMatchObject({ kind: 'landmark', city: 'Chennai' });
    expect(await near(12.97, 77.59)).toMatchObject({ kind: 'landmark', city: 'Bengaluru' });
    const marina = (await get('/api/v1/places?q=dubai%20marina&country=ae')).json().data[0];
    expect(marina).toMatchObject({ name: 'Dubai Marina', city: 'Dubai' });
  });

  it('answers nothing, not an error, to an empty, one-letter or unknown-script query', async () => {
    // 서울 (Seoul in Hangul): no place of the country is named in that script.
    for (const q of ['', 'a', encodeURIComponent('서울')]) {
      const reply = await get(`/api/v1/places?q=${q}`);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ data: [], incomplete: false });
    }
  });

  it('finds a town by the first letters of its name in Tamil script', async () => {
    const reply = await get(`/api/v1/places?q=${encodeURIComponent('வே')}`);
    expect(reply.json().data[0]).toMatchObject({ name: 'Vellore', kind: 'city' });
  });

  it('names a point after its locality, and refuses a point outside the country', async () => {
    const here = await get(`/api/v1/places/reverse?lat=${VELACHERY.lat + 0.002}&lng=${VELACHERY.lng}`);
    expect(here.json()).toMatchObject({ data: { name: 'Velachery', city: 'Chennai' }, incomplete: false });
    const colombo = await get('/api/v1/places/reverse?lat=6.93&lng=79.85');
    expect(colombo.statusCode).toBe(422);
    expect(colombo.json().error.message).toBe('This point is outside India. Choose a place in India.');
    const london = await get('/api/v1/places/reverse?lat=51.5&lng=-0.12&country=in');
    expect(london.statusCode).toBe(422);
  });

  it('names the nearest town for "use my location" and rejects bad input', async () => {
    const reply = await get('/api/v1/places/nearest?lat=13.08&lng=80.27');
    expect(reply.json().data.name).toBe('Chennai');
    expect((await get('/api/v1/places?q=Doha&country=zz')).json().error.fields.country).toBeDefined();
    expect((await get('/api/v1/places/nearest?lat=abc&lng=1')).statusCode).toBe(400);
    expect((await get('/api/v1/places/reverse?lat=95&lng=1')).statusCode).toBe(400);
  });
});

describe('places API with a Photon geocoder', () => {
  let t: TestApp;
  let photon: PhotonStandIn;
  beforeAll(async () => {
    photon = await startPhotonStandIn();
    t = await startTestApp(testDatabases()[0]!, { seed: false, env: { GEOCODER_URL: photon.url } });
  });
  afterAll(async () => {
    await t?.close();
    await photon?.close();
  });
  beforeEach(() => {
    photon.delayMs = 0;
    photon.failWith = null;
  });
  const get = (url: string) => t.app.inject({ url, headers: { host: DEMO.host } });
  const annaSalai = photonAddress(
    4001,
    { lat: 13.0604, lng: 80.2496 },
    { housenumber: '12', street: 'Anna Salai', city: 'Chennai', state: 'Tamil Nadu', countrycode: 'IN' },
  );

  it('puts street addresses first for an address, with its city, and asks near the rider', async () => {
    photon.search.set('12 anna salai', [annaSalai]);
    const reply = await get('/api/v1/places?q=12%20Anna%20Salai&lat=13.0&lng=80.2');
    expect(reply.json().incomplete).toBe(false);
    expect(reply.json().data[0]).toMatchObject({ name: '12 Anna Salai', city: 'Chennai', kind: 'address' });
    const asked = photon.requests.at(-1)!;
    expect([asked.pathname, asked.searchParams.get('lat'), asked.searchParams.get('lon')]).toEqual([
      '/api',
      '13.000',
      '80.200',
    ]);
  });

  it('keeps the gazetteer first for a name, drops the geocoder’s duplicate and another country’s answers', async () => {
    photon.search.set('velachery', [
      photonAddress(
        4002,
        { lat: 12.9756, lng: 80.2207 },
        { name: 'Velachery', city: 'Chennai', countrycode: 'IN' },
      ),
      photonAddress(
        4003,
        { lat: 12.98, lng: 80.22 },
        { name: 'Velachery Lake', city: 'Chennai', countrycode: 'IN' },
      ),
      photonAddress(
        4004,
        { lat: 6.9, lng: 79.9 },
        { name: 'Velachery Road', city: 'Colombo', countrycode: 'LK' },
      ),
    ]);
    const names = (await get('/api/v1/places?q=velachery')).json().data.map((p: { name: string }) => p.name);
    expect(names[0]).toBe('Velachery');
    expect(names.filter((n: string) => n === 'Velachery')).toHaveLength(1);
    expect(names).toContain('Velachery Lake');
    expect(names).not.toContain('Velachery Road');
  });

  it('caches the geocoder’s answers', async () => {
    photon.search.set('guindy', [annaSalai]);
    const before = photon.requests.length;
    await get('/api/v1/places?q=guindy');
    await get('/api/v1/places?q=guindy');
    expect(photon.requests.length).toBe(before + 1);
  });

  it('answers from the gazetteer within 300 ms when the geocoder is slow, and says it may be incomplete', async () => {
    photon.delayMs = 2000;
    const started = performance.now();
    const reply = await get('/api/v1/places?q=adyar');
    expect(performance.now() - started).toBeLessThan(300);
    expect(reply.json().incomplete).toBe(true);
    expect(reply.json().data[0]).toMatchObject({ name: 'Adyar', city: 'Chennai' });
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('answers from the gazetteer when the geocoder fails', async () => {
    photon.failWith = 503;
    const reply = await get('/api/v1/places?q=koramangala');
    expect(reply.json().incomplete).toBe(true);
    expect(reply.json().data[0]).toMatchObject({ name: 'Koramangala', city: 'Bengaluru' });
    const pin = await get(`/api/v1/places/reverse?lat=${VELACHERY.lat}&lng=${VELACHERY.lng}`);
    expect(pin.json()).toMatchObject({ incomplete: true, data: { name: 'Velachery' } });
  });

  it('names a pin by the geocoder’s address, with the gazetteer’s town when it gives none', async () => {
    photon.reverse = [
      photonAddress(
        4005,
        { lat: 12.9761, lng: 80.2212 },
        { housenumber: '5', street: 'Taramani Road', countrycode: 'IN' },
      ),
    ];
    const pin = await get(`/api/v1/places/reverse?lat=${VELACHERY.lat}&lng=${VELACHERY.lng}`);
    expect(pin.json()).toMatchObject({
      incomplete: false,
      data: { name: '5 Taramani Road', city: 'Chennai', kind: 'address' },
    });
    const asked = photon.requests.at(-1)!;
    expect([asked.pathname, asked.searchParams.get('lat')]).toEqual(['/reverse', '12.9755']);
  });
});

describe('places API with a Nominatim geocoder (GEOCODER_KIND=nominatim)', () => {
  let t: TestApp;
  let nominatim: NominatimStandIn;
  beforeAll(async () => {
    nominatim = await startNominatimStandIn();
    t = await startTestApp(testDatabases()[0]!, {
      seed: false,
      env: { GEOCODER_URL: nominatim.url, GEOCODER_KIND: 'nominatim' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await nominatim?.close();
  });
  const get = (url: string) => t.app.inject({ url, headers: { host: DEMO.host } });

  it('finds a street address with its city, asked in Nominatim’s words and kept to the country', async () => {
    nominatim.search.set('12 anna salai', [
      nominatimHouse(
        5001,
        { lat: 13.0604, lng: 80.2496 },
        {
          house_number: '12',
          road: 'Anna Salai',
          suburb: 'Thousand Lights',
          city: 'Chennai',
          state: 'Tamil Nadu',
          country_code: 'in',
        },
      ),
      nominatimHouse(
        5002,
        { lat: 6.93, lng: 79.85 },
        { house_number: '12', road: 'Anna Salai', city: 'Colombo', country_code: 'lk' },
      ),
    ]);
    const reply = await get('/api/v1/places?q=12%20Anna%20Salai&lat=13.0&lng=80.2');
    expect(reply.json().incomplete).toBe(false);
    const addresses = reply.json().data.filter((place: { kind: string }) => place.kind === 'address');
    expect(addresses).toEqual([
      expect.objectContaining({
        id: 'address:N5001',
        name: '12 Anna Salai',
        city: 'Chennai',
        region: 'Tamil Nadu',
        lat: 13.0604,
        lng: 80.2496,
      }),
    ]);
    const asked = nominatim.requests.at(-1)!;
    expect(asked.pathname).toBe('/search');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      q: '12 Anna Salai',
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'in',
    });
  });

  it('names a pin by Nominatim’s address, and by the nearest locality where it knows none', async () => {
    nominatim.reverse = nominatimHouse(
      5003,
      { lat: 12.9761, lng: 80.2212 },
      { house_number: '5', road: 'Taramani Road', suburb: 'Velachery', city: 'Chennai', country_code: 'in' },
    );
    const pin = await get(`/api/v1/places/reverse?lat=${VELACHERY.lat}&lng=${VELACHERY.lng}`);
    expect(pin.json()).toMatchObject({
      incomplete: false,
      data: { name: '5 Taramani Road', city: 'Chennai', kind: 'address' },
    });
    expect(nominatim.requests.at(-1)!.pathname).toBe('/reverse');
    nominatim.reverse = null;
    // Another point (the first answer is cached), where Nominatim answers "Unable to geocode".
    const nothing = await get(`/api/v1/places/reverse?lat=12.9758&lng=80.2203`);
    expect(nominatim.requests.at(-1)!.searchParams.get('lat')).toBe('12.9758');
    expect(nothing.json().data).toMatchObject({ name: 'Velachery' });
  });
});
