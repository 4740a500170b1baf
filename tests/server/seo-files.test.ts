// robots.txt and sitemap.xml per tenant: the sitemap lists the public pages, a city page per served place and
// every published blog post with its last change, each with its hreflang alternates; robots.txt keeps crawlers
// out of the partner console and the API and points at the sitemap of the host it was asked on.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, tenantHosts, tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

/** Each <url> of a sitemap: its loc, lastmod and alternates by hreflang. */
function readSitemap(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body!)?.[1],
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body!)?.[1],
    alternates: Object.fromEntries(
      [...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]),
    ),
  }));
}

describe.each(testDatabases())('sitemap and robots on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
    const [gulf] = await t.database.db
      .insert(tenants)
      .values({
        businessName: 'Gulf Cabs',
        email: 'ops@gulf-cabs.test',
        domain: 'gulf-cabs.test',
        countryCode: 'ae',
        currency: 'AED',
        timezone: 'Asia/Dubai',
        languages: ['ar', 'en'],
        defaultLanguage: 'ar',
        servedPlaces: ['city:292223'],
      })
      .returning();
    await t.database.db.insert(tenantHosts).values({ host: 'gulf-cabs.test', tenantId: gulf!.id });
    await t.database.db.insert(blogPosts).values({
      tenantId: gulf!.id,
      slug: 'dubai-airport-transfers',
      title: 'Dubai airport transfers',
      descriptionHtml: '<p>Terminal 3 pickups.</p>',
      updatedAt: new Date('2026-03-04T05:06:07Z'),
    });
    await t.database.db.insert(blogPosts).values({
      tenantId: gulf!.id,
      slug: 'unpublished-draft',
      title: 'Draft',
      descriptionHtml: '<p>Not yet.</p>',
      published: false,
    });
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = (url: string, host: string) => t.app.inject({ url, headers: { host } });

  it("lists the demo partner's pages, served cities and posts, with alternates", async () => {
    const reply = await get('/sitemap.xml', DEMO.host);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/application\/xml/);
    const urls = readSitemap(reply.body);
    const locs = urls.map((url) => url.loc);
    for (const page of ['/', '/contact-us', '/service/places', '/appstores', '/user/form/taxi/booking']) {
      expect(locs).toContain(`http://localhost${page}`);
    }
    expect(locs).toContain('http://localhost/place/chennai');
    expect(locs).toContain('http://localhost/place/tiruchirappalli');
    expect(locs.filter((loc) => loc?.includes('/place/'))).toHaveLength(12);
    expect(locs.some((loc) => /travel|drivers|events|blog\/create/.test(loc ?? ''))).toBe(false);

    const posts = await t.database.db.select().from(blogPosts).where(eq(blogPosts.published, true));
    const demoPosts = posts.filter((post) => post.slug !== 'dubai-airport-transfers');
    expect(demoPosts.length).toBeGreaterThan(0);
    for (const post of demoPosts) {
      const url = urls.find((u) => u.loc === `http://localhost/blog/${post.slug}`);
      expect(url?.lastmod).toBe(post.updatedAt.toISOString());
    }

    const chennai = urls.find((url) => url.loc === 'http://localhost/place/chennai')!;
    expect(chennai.alternates).toMatchObject({
      'en-in': 'http://localhost/in/en/place/chennai',
      'en-us': 'http://localhost/us/en/place/chennai',
      'en-uk': 'http://localhost/uk/en/place/chennai',
      'en-ae': 'http://localhost/ae/en/place/chennai',
      'en-qa': 'http://localhost/qa/en/place/chennai',
      'en-sa': 'http://localhost/sa/en/place/chennai',
      'ta-in': 'http://localhost/in/ta/place/chennai',
      'ml-in': 'http://localhost/in/ml/place/chennai',
      'x-default': 'http://localhost/place/chennai',
    });
  });

  it("lists only that partner's own places and published posts on its host", async () => {
    const urls = readSitemap((await get('/sitemap.xml', 'gulf-cabs.test')).body);
    const locs = urls.map((url) => url.loc);
    expect(locs.filter((loc) => loc?.includes('/place/'))).toEqual(['http://gulf-cabs.test/place/dubai']);
    const post = urls.find((url) => url.loc === 'http://gulf-cabs.test/blog/dubai-airport-transfers');
    expect(post?.lastmod).toBe('2026-03-04T05:06:07.000Z');
    expect(post?.alternates['ar-ae']).toBe('http://gulf-cabs.test/ae/ar/blog/dubai-airport-transfers');
    expect(locs.some((loc) => loc?.includes('unpublished-draft') || loc?.includes('chennai'))).toBe(false);
    expect(locs.some((loc) => loc?.includes('localhost'))).toBe(false);
  });

  it('lists public pages alone for a host no partner runs', async () => {
    const locs = readSitemap((await get('/sitemap.xml', 'nobody.test')).body).map((url) => url.loc);
    expect(locs).toContain('http://nobody.test/signup');
    expect(locs.some((loc) => loc?.includes('/place/') || loc?.includes('/blog/'))).toBe(false);
  });

  it('keeps crawlers out of the partner console and the API, and points at the sitemap', async () => {
    const reply = await get('/robots.txt', 'gulf-cabs.test');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/text\/plain/);
    const lines = reply.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/api/', '/travel/', '/ae/*/travel/', '/in/*/travel/', '/drivers', '/blog/create']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Allow: /travel/login');
    expect(lines).toContain('Allow: /uk/*/travel/login');
    expect(lines).toContain('Sitemap: http://gulf-cabs.test/sitemap.xml');
    expect((await get('/robots.txt', DEMO.host)).body).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});
