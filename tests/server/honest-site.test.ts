// A partner's site states nothing it has not earned or written: a new site's home and its JSON-LD carry no
// rating, no count and no promise; the real average and count appear from the 20th rated ride; a promise appears
// once the partner ticks it. The platform's sign-up and campaign pages live on the platform's host alone: a
// partner's host answers 404 for them and leaves them out of its sitemap. JSON-LD speaks the page's language.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATINGS_SHOWN_FROM } from '../../src/domain/partners/site-promises';
import { ratings, rides, tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const SHELL =
  '<!doctype html><html lang="en" dir="ltr"><head><title>shell</title></head>' +
  '<body><div id="root"></div></body></html>';
const PLATFORM_HOST = 'www.localhost';
const PLATFORM_PATHS = [
  '/signup',
  '/in/ta/signup',
  '/campaign/driver/app',
  '/campaign/airport/shuttle',
  '/campaign/attach/vehicles',
];

const jsonLdOf = (html: string) =>
  Array.from(html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g), (m) =>
    JSON.parse(m[1]!),
  ) as Record<string, unknown>[];

describe.each(testDatabases())('honest partner sites on $name', (target) => {
  let t: TestApp;
  let root: string;
  let host: string;
  let token: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'travelx-honest-'));
    writeFileSync(join(root, 'index.html'), SHELL);
    t = await startTestApp(target, { staticRoot: root });
    const email = 'owner@honest-cabs.test';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/partner/signup',
      headers: { host: PLATFORM_HOST },
      payload: { businessName: 'Honest Cabs', email, domain: '' },
    });
    expect(signup.statusCode, signup.body).toBe(200);
    host = (signup.json() as { domain: string }).domain;
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/partner/signup/verify',
      headers: { host },
      payload: { email, domain: host, code: await t.smtp.codeFor(email) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    token = (verified.json() as { token: string }).token;
  });
  afterAll(async () => {
    await t?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });
  const page = (url: string, on = host) => t.app.inject({ url, headers: { host: on, accept: 'text/html' } });

  it("shows a new partner's home with no rating, no count and no promise, in its HTML and its JSON-LD", async () => {
    for (const path of ['/', '/in/ta/', '/user/home']) {
      const reply = await page(path);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('data-server-rendered');
      expect(reply.body).toContain('Honest Cabs');
      expect(reply.body).not.toContain('hero__chips');
      expect(reply.body).not.toMatch(
        /Rated|4\.8|24\/7|1000\+|travel companies|aggregateRating|includes tolls/,
      );
      for (const data of jsonLdOf(reply.body)) expect(JSON.stringify(data)).not.toMatch(/Rating|24\/7|1000/);
    }
    // Only cash is set up, so the home offers cash alone.
    const home = (await page('/')).body;
    expect(home).toContain('Pay your driver in cash at the end of the ride.');
    expect(home).not.toContain('UPI');
  });

  it('shows the real average and count from the 20th rated ride, in the page and its JSON-LD', async () => {
    const db = t.database.db;
    const [demo] = await db.select().from(tenants).where(eq(tenants.domain, DEMO.host));
    const done = await db
      .select({ id: rides.id })
      .from(rides)
      .where(and(eq(rides.tenantId, demo!.id), eq(rides.status, 'completed')))
      .limit(RATINGS_SHOWN_FROM);
    expect(done).toHaveLength(RATINGS_SHOWN_FROM);
    // Six fives and fourteen fours: 86 stars over 20 rides, 4.3.
    const rate = (from: number, to: number) =>
      db.insert(ratings).values(
        done.slice(from, to).map((ride, i) => ({
          tenantId: demo!.id,
          rideId: ride.id,
          stars: from + i < 6 ? 5 : 4,
        })),
      );
    await rate(0, RATINGS_SHOWN_FROM - 1);
    const before = await page('/', DEMO.host);
    expect(before.body).not.toMatch(/Rated|aggregateRating/);

    await rate(RATINGS_SHOWN_FROM - 1, RATINGS_SHOWN_FROM);
    const after = (await page('/', DEMO.host)).body;
    expect(after).toMatch(/<ul class="hero__chips"><li><svg [^]*?<\/svg>Rated 4\.3 by 20 riders<\/li><\/ul>/);
    expect(after).toContain('Rated 4.3 by riders');
    expect(after).toContain('20 riders have rated their ride with us.');
    const business = jsonLdOf(after).find((data) => data['@type'] === 'TaxiService');
    expect(business?.provider).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, ratingCount: 20 },
    });
    const config = await t.app.inject({ url: '/api/v1/config', headers: { host: DEMO.host } });
    expect(config.json()).toMatchObject({ rating: { average: 4.3, count: 20 } });
    // The new partner's own site still has none of the demo's.
    expect((await page('/')).body).not.toContain('Rated');
  });

  it('states 24/7 and all-inclusive fares only once the partner ticks them', async () => {
    let keys = 0;
    const patch = (promises: string[]) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/partner/settings',
        headers: { host, authorization: `Bearer ${token}`, 'idempotency-key': `promises-${(keys += 1)}` },
        payload: { site: { promises } },
      });
    const ticked = await patch(['open_24_7']);
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json().site.promises).toEqual(['open_24_7']);
    const home = (await page('/')).body;
    expect(home).toMatch(/<ul class="hero__chips"><li>24\/7 service<\/li><\/ul>/);
    expect(home).toContain('Day or night, we are here when you need a ride.');
    expect(home).not.toContain('includes tolls');

    expect((await patch(['all_inclusive_fares', 'open_24_7'])).statusCode).toBe(200);
    expect((await page('/')).body).toContain('includes tolls and driver allowance');

    const unknown = await patch(['free_rides']);
    expect(unknown.statusCode).toBe(400);
    expect((await patch([])).statusCode).toBe(200);
    expect((await page('/')).body).not.toMatch(/24\/7|includes tolls/);
  });

  it("answers 404 for the platform's sign-up and campaign pages on a partner's host, 200 on the platform's", async () => {
    for (const path of PLATFORM_PATHS) {
      expect((await page(path)).statusCode, `${path} on ${host}`).toBe(404);
      expect((await page(path, DEMO.host)).statusCode, `${path} on the demo`).toBe(404);
      expect((await page(path, PLATFORM_HOST)).statusCode, `${path} on the platform`).toBe(200);
    }
    // The partner console's own pages stay on the partner's host.
    for (const path of ['/travel/login', '/travel/home', '/travel/apps']) {
      expect((await page(path)).statusCode, path).toBe(200);
    }
  });

  it("leaves the platform's pages out of a partner's sitemap, and lists them on the platform's", async () => {
    const locs = async (on: string) =>
      Array.from((await page('/sitemap.xml', on)).body.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1]);
    const partner = await locs(host);
    expect(partner).toContain(`http://${host}/`);
    expect(partner.some((loc) => /\/signup|\/campaign\//.test(loc ?? ''))).toBe(false);
    const platform = await locs(PLATFORM_HOST);
    expect(platform).toContain(`http://${PLATFORM_HOST}/signup`);
  });

  it("gives the business's JSON-LD the page's language and country", async () => {
    const business = async (path: string) =>
      jsonLdOf((await page(path, DEMO.host)).body).find((data) => data['@type'] === 'TaxiService');
    expect(await business('/in/ta/')).toMatchObject({
      inLanguage: 'ta',
      areaServed: { name: 'IN' },
      provider: { address: { addressCountry: 'IN' }, currenciesAccepted: 'INR' },
    });
    const arabic = await business('/ae/ar/');
    expect(arabic).toMatchObject({
      inLanguage: 'ar',
      areaServed: { name: 'AE' },
      provider: { address: { addressCountry: 'AE' } },
    });
    expect(arabic?.description).not.toBe((await business('/'))?.description);
  });
});
