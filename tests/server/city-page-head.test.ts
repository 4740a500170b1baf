// City pages as a crawler that runs no JavaScript reads them: the served HTML carries the page's own title,
// description, canonical (under place/{slug}), hreflang alternates, Open Graph, JSON-LD (the place's TaxiService,
// breadcrumbs, the site's business) and the main text with the partner's real fares, in Tamil unless the
// address names another language; an unknown place is a 404.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMinor } from '../../src/domain/money';
import { rateCards } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('city page heads', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'travelx-dist-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html lang="en" dir="ltr"><head><meta name="theme-color" content="#000" /><title>shell</title></head><body><div id="root"></div></body></html>',
    );
    t = await startTestApp(testDatabases()[0]!, { staticRoot: root });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ url, headers: { host: DEMO.host, accept: 'text/html' } });

  it('serves /in/en/place/chennai with its head, structured data and real fares', async () => {
    const reply = await get('/in/en/place/chennai');
    expect(reply.statusCode).toBe(200);
    const html = reply.body;
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(html).toContain(`<title>Taxi in Chennai · ${DEMO.businessName}</title>`);
    expect(html).toMatch(
      /<meta name="description" content="Book a taxi in Chennai with Demo Travels: [^"]+ per km/,
    );
    expect(html).toContain('<link rel="canonical" href="http://localhost/in/en/place/chennai"');
    for (const [lang, path] of [
      ['en-in', '/in/en/place/chennai'],
      ['en-us', '/us/en/place/chennai'],
      ['en-uk', '/uk/en/place/chennai'],
      ['en-ae', '/ae/en/place/chennai'],
      ['en-qa', '/qa/en/place/chennai'],
      ['en-sa', '/sa/en/place/chennai'],
      ['ta-in', '/in/ta/place/chennai'],
      ['x-default', '/place/chennai'],
    ]) {
      expect(html).toContain(`hreflang="${lang}" href="http://localhost${path}"`);
    }
    expect(html).toContain('<meta property="og:url" content="http://localhost/in/en/place/chennai" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const data = jsonLd(html);
    expect(data.map((item) => item['@type'])).toEqual(['TaxiService', 'TaxiService', 'BreadcrumbList']);
    expect(data[0]).toMatchObject({ name: DEMO.businessName, telephone: '+919840012345' });
    expect(data[1]).toMatchObject({
      name: `${DEMO.businessName} — Chennai`,
      inLanguage: 'en',
      areaServed: { '@type': 'City', name: 'Chennai', containedInPlace: { name: 'Tamil Nadu' } },
    });
    expect(data[2]).toMatchObject({
      itemListElement: [
        { position: 1, item: 'http://localhost/in/en/' },
        { position: 2, item: 'http://localhost/in/en/service/places' },
        { position: 3, name: 'Chennai', item: 'http://localhost/in/en/place/chennai' },
      ],
    });
    const [suv] = await t.database.db
      .select()
      .from(rateCards)
      .where(eq(rateCards.vehicleType, 'suv'))
      .limit(1);
    expect(html).toContain('<h1 id="city-title" class="hero__title">Book a taxi in Chennai</h1>');
    expect(html).toContain(
      `<h3 class="city-fares__vehicle">SUV</h3><dl class="city-fares__list"><div class="city-fares__row"><dt>Base fare</dt><dd>${formatMinor(suv!.rates.local.baseFare, 'INR', 'en-IN')}</dd>`,
    );
    expect(html).toMatch(
      /<a href="\/in\/en\/place\/puducherry"[^>]*>Chennai to Puducherry<\/a><\/h3><p class="muted">≈ [\d.,]+ km, a straight-line estimate[^]*?<p class="city-routes__fare">from ₹/,
    );
  });

  it('serves a bare city address in Tamil, canonical under place/{slug}', async () => {
    for (const path of [
      '/place/chennai',
      '/city/Chennai',
      '/taxi/madras',
      '/chennai',
      '/place/x?place=chennai',
    ]) {
      const html = (await get(path)).body;
      expect(html, path).toContain('<html lang="ta" dir="ltr"');
      expect(html, path).toContain(`<title>Chennai இல் டாக்சி · ${DEMO.businessName}</title>`);
      expect(html, path).toContain('<link rel="canonical" href="http://localhost/place/chennai"');
      expect(html, path).toContain('hreflang="ta-in" href="http://localhost/in/ta/place/chennai"');
      expect(html, path).toContain(
        '<h1 id="city-title" class="hero__title">Chennai இல் டாக்சி முன்பதிவு செய்யுங்கள்</h1>',
      );
    }
  });

  it('follows the partner when it re-prices', async () => {
    const [sedan] = await t.database.db
      .select()
      .from(rateCards)
      .where(eq(rateCards.vehicleType, 'sedan'))
      .limit(1);
    const rates = { ...sedan!.rates, local: { ...sedan!.rates.local, baseFare: 98_765 } };
    await t.database.db.update(rateCards).set({ rates }).where(eq(rateCards.id, sedan!.id));
    const html = (await get('/in/en/place/coimbatore')).body;
    expect(html).toContain(
      `<h3 class="city-fares__vehicle">Sedan</h3><dl class="city-fares__list"><div class="city-fares__row"><dt>Base fare</dt><dd>${formatMinor(98_765, 'INR', 'en-IN')}</dd>`,
    );
  });

  it('lists the served places on service/places', async () => {
    const html = (await get('/in/en/service/places')).body;
    expect(html).toContain(`<title>Places we serve · ${DEMO.businessName}</title>`);
    expect(html).toContain('<a href="/in/en/place/chennai">Chennai</a>');
    expect(html).toContain('<a href="/in/en/place/tiruchirappalli">Tiruchirappalli</a>');
  });

  it('carries the landing data as the API answers it, for the slug the app asks for', async () => {
    const html = (await get('/in/ta/place/chennai')).body;
    const served = JSON.parse(
      /<script type="application\/json" id="served-responses"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
    ) as Record<string, unknown>;
    const path = '/api/v1/places/chennai/landing';
    const api = await t.app.inject({ url: path, headers: { host: DEMO.host } });
    expect(Object.keys(served)).toEqual([path]);
    expect(served[path]).toEqual(api.json());
    expect((await get('/in/ta/place/atlantis-city')).body).not.toContain('served-responses');
  });

  it('answers an unknown place with a 404 page a crawler drops', async () => {
    const reply = await get('/in/en/place/atlantis-city');
    expect(reply.statusCode).toBe(404);
    expect(reply.body).toContain('<title>We do not know this place</title>');
    expect(reply.body).toContain('<div id="root"></div>');
  });

  it('leaves other pages alone', async () => {
    const reply = await get('/contact-us');
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain(
      `<title>${DEMO.businessName} — book local, airport, outstation and rental taxis</title>`,
    );
    expect(reply.body).toContain('<html lang="en" dir="ltr"');
  });
});
