// City landing pages' API: the place found by name or alias in the partner's country, its fares read from the
// partner's own rate cards, popular routes priced by the fare engine, served places, and clear 404s.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityLandingSchema } from '../../src/domain/pages/city-page';
import { computeFare } from '../../src/domain/booking/fare';
import { estimateRoad } from '../../src/domain/geo';
import { rateCards, tenantHosts, tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { daytimePickup } from '../../src/server/modules/pages/popular-routes';
import { tenantRateCards } from '../../src/server/modules/partners/rate-cards';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

describe.each(testDatabases())('city pages on $name', (target) => {
  let t: TestApp;
  let tenantId: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    const [demo] = await t.database.db.select().from(tenants).limit(1);
    tenantId = demo!.id;
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = (url: string, host: string = DEMO.host) => t.app.inject({ url, headers: { host } });

  it("answers a place's page with the partner's real fares", async () => {
    // The partner re-prices sedans: the page must follow the rate card, not any fixed table.
    const [sedan] = await t.database.db
      .select()
      .from(rateCards)
      .where(and(eq(rateCards.tenantId, tenantId), eq(rateCards.vehicleType, 'sedan')));
    const rates = { ...sedan!.rates, local: { ...sedan!.rates.local, perKm: 1733, baseFare: 9100 } };
    await t.database.db.update(rateCards).set({ rates }).where(eq(rateCards.id, sedan!.id));

    const reply = await get('/api/v1/places/chennai/landing');
    expect(reply.statusCode).toBe(200);
    const landing = cityLandingSchema.parse(reply.json());
    expect(landing.place).toMatchObject({ name: 'Chennai', slug: 'chennai', kind: 'city' });
    expect(landing.served).toBe(true);
    expect(landing.currency).toBe('INR');
    const cards = await tenantRateCards(t.database.db, tenantId);
    expect(landing.fares.map((fare) => fare.vehicleType)).toEqual([
      'hatchback',
      'sedan',
      'suv',
      'electric',
      'luxury',
    ]);
    for (const fare of landing.fares) {
      expect(fare.rates).toEqual(cards.find((card) => card.vehicleType === fare.vehicleType)!.rates);
    }
    expect(landing.fares.find((fare) => fare.vehicleType === 'sedan')!.rates.local).toMatchObject({
      perKm: 1733,
      baseFare: 9100,
    });
    expect(landing.fares.find((fare) => fare.vehicleType === 'sedan')!.models).toContain('Toyota Etios');
  });

  it('prices popular routes from the city with the fare engine over real distances', async () => {
    const landing = cityLandingSchema.parse((await get('/api/v1/places/chennai/landing')).json());
    expect(landing.routes.length).toBeGreaterThanOrEqual(4);
    const [airport, ...towns] = landing.routes;
    expect(airport).toMatchObject({ service: 'airport', to: { kind: 'airport', iata: 'MAA' } });
    expect(towns.map((route) => route.to.name)).toContain('Puducherry');
    const cards = await tenantRateCards(t.database.db, tenantId);
    const pickupAt = daytimePickup(cards, 'Asia/Kolkata', new Date());
    for (const route of landing.routes) {
      const road = estimateRoad(landing.place, route.to);
      expect(route.distanceKm).toBeCloseTo(road.distanceMeters / 1000, 0);
      // No ROUTING_URL here: each route says its figures come from the straight line.
      expect(route.routeSource).toBe('estimate');
      const expected = cards
        .map((card) => ({
          vehicleType: card.vehicleType,
          total: computeFare({
            rates: card.rates,
            service: route.service,
            tripType: 'oneway',
            distanceMeters: road.distanceMeters,
            durationSeconds: road.durationSeconds,
            pickupAt,
            timezone: 'Asia/Kolkata',
          }).total,
        }))
        .sort((a, b) => a.total - b.total);
      expect(route.fares).toEqual(expected);
    }
    const pondy = landing.routes.find((route) => route.to.name === 'Puducherry')!;
    expect(pondy.service).toBe('outstation');
    expect(pondy.distanceKm).toBeGreaterThan(150);
  });

  it('reads names, aliases and spellings of one place as one slug', async () => {
    for (const slug of ['Madras', 'CHENNAI', 'chennai%20']) {
      const reply = await get(`/api/v1/places/${slug}/landing`);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().place.slug).toBe('chennai');
    }
    const bangalore = await get('/api/v1/places/bangalore/landing');
    expect(bangalore.json().place).toMatchObject({ name: 'Bengaluru', slug: 'bengaluru' });
    const navi = await get('/api/v1/places/navi-mumbai/landing');
    expect(navi.json()).toMatchObject({ place: { name: 'Navi Mumbai' }, served: false });
  });

  it('answers an unknown place with a 404 that says so', async () => {
    const reply = await get('/api/v1/places/atlantis-city/landing');
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error).toMatchObject({
      code: 'not_found',
      message: 'We do not know a place called "atlantis-city".',
    });
    const blank = await get('/api/v1/places/%20/landing');
    expect(blank.statusCode).toBe(400);
  });

  it("lists the partner's served places, and none for a host no partner runs", async () => {
    const reply = await get('/api/v1/places/served');
    const names = reply.json().data.map((place: { name: string }) => place.name);
    expect(names.slice(0, 3)).toEqual(['Chennai', 'Bengaluru', 'Coimbatore']);
    expect(names).toHaveLength(12);
    expect(reply.json().data[0].slug).toBe('chennai');
    const unknown = await get('/api/v1/places/served', 'nobody.test');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('unknown_tenant');
  });

  it("finds a Gulf partner's places in its own country's gazetteer", async () => {
    const [gulf] = await t.database.db
      .insert(tenants)
      .values({
        businessName: 'Gulf Cabs',
        email: 'ops@gulf-cabs.test',
        domain: 'gulf-cabs.test',
        countryCode: 'ae',
        currency: 'AED',
        timezone: 'Asia/Dubai',
        servedPlaces: [],
      })
      .returning();
    await t.database.db.insert(tenantHosts).values({ host: 'gulf-cabs.test', tenantId: gulf!.id });
    const dubai = await get('/api/v1/places/dubai/landing', 'gulf-cabs.test');
    expect(dubai.json()).toMatchObject({
      place: { name: 'Dubai', country: 'ae' },
      currency: 'AED',
      fares: [],
    });
    expect((await get('/api/v1/places/chennai/landing', 'gulf-cabs.test')).statusCode).toBe(404);
    expect((await get('/api/v1/places/served', 'gulf-cabs.test')).json().data).toEqual([]);
  });
});
