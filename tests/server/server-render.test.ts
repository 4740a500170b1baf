// The first screens the app renders on the server: the rider home (bare and under a locale prefix), the booking
// form, the partner login, a city page and a blog post are served with React's HTML in `#root`, marked for the
// browser to hydrate, in the page's language and with its own data; renders at the same time keep their data
// apart; other pages, and a server without the app's server entry, serve the bare shell for the browser to draw.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { BLOG_POSTS } from '../../src/server/db/seed-data';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const SHELL =
  '<!doctype html><html lang="en" dir="ltr"><head><title>shell</title></head>' +
  '<body><div id="root"></div></body></html>';

const rendered = (html: string) =>
  /<div id="root" data-server-rendered aria-disabled="true">([\s\S]*)<\/div><\/body>/.exec(html)?.[1];

const post = BLOG_POSTS[0]!;
const PAGES: [path: string, h1: string][] = [
  ['/', `<h1 id="home-title" class="hero__title">Book your ride with ${DEMO.businessName}</h1>`],
  ['/in/ta/', `<h1 id="home-title" class="hero__title">${DEMO.businessName} உடன் உங்கள் பயணத்தை`],
  ['/user/form/taxi/booking', '<h1 id="ride-form-title" class="ride-form__title">Book a ride</h1>'],
  ['/travel/login', '<h1 class="login-card__title">Partner login</h1>'],
  ['/in/ta/place/chennai', '<h1 id="city-title" class="hero__title">Chennai இல் டாக்சி'],
  ['/place/coimbatore', '<h1 id="city-title" class="hero__title">Coimbatore இல் டாக்சி'],
  [`/blog/${post.slug}`, `<h1 class="blog-article__title" dir="auto">${post.title}</h1>`],
];

describe('server-rendered first screens', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'travelx-ssr-'));
    writeFileSync(join(root, 'index.html'), SHELL);
    t = await startTestApp(testDatabases()[0]!, { staticRoot: root });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });
  const get = async (app: TestApp, url: string) =>
    (await app.app.inject({ url, headers: { host: DEMO.host, accept: 'text/html' } })).body;

  it('serves each page with the HTML React renders for it, marked for hydration', async () => {
    for (const [path, h1] of PAGES) {
      const app = rendered(await get(t, path));
      expect(app, path).toBeDefined();
      expect(app, path).toContain(h1);
      // React's own markup: its Suspense boundaries, every one finished, and no script to finish one later.
      expect(app, path).toMatch(/^<!--\$-->/);
      expect(app, path).not.toMatch(/<!--\$[?!]-->|<script|<template/);
      // The page's title and image preloads are the served head's, not the body's.
      expect(app, path).not.toMatch(/^<(title|link|meta)\b/);
    }
  });

  it('renders the pages of concurrent requests each with its own data', async () => {
    const paths = ['/in/en/place/chennai', '/in/en/place/coimbatore', '/in/en/place/madurai'];
    const pages = await Promise.all([...paths, ...paths].map((path) => get(t, path)));
    pages.forEach((html, i) => {
      const place = ['Chennai', 'Coimbatore', 'Madurai'][i % 3]!;
      expect(rendered(html)).toContain(
        `<h1 id="city-title" class="hero__title">Book a taxi in ${place}</h1>`,
      );
      for (const other of ['Chennai', 'Coimbatore', 'Madurai'].filter((name) => name !== place))
        expect(rendered(html)).not.toContain(`Book a taxi in ${other}<`);
    });
  });

  it('serves a page asked for again as rendered before, until what it is rendered from changes', async () => {
    const first = rendered(await get(t, '/travel/login'));
    expect(rendered(await get(t, '/travel/login'))).toBe(first);
    await t.database.db
      .update(tenants)
      .set({ businessName: 'Renamed Travels' })
      .where(eq(tenants.domain, DEMO.host));
    try {
      const renamed = rendered(await get(t, '/travel/login'));
      expect(renamed).toContain('alt="Renamed Travels"');
      expect(renamed).not.toContain(DEMO.businessName);
    } finally {
      await t.database.db
        .update(tenants)
        .set({ businessName: DEMO.businessName })
        .where(eq(tenants.domain, DEMO.host));
    }
  });

  it('leaves other pages to the browser', async () => {
    for (const path of ['/user/rides', '/blogs', '/in/ta/place/atlantis-city', '/blog/no-such-post'])
      expect(await get(t, path), path).toContain('<div id="root">');
    expect(rendered(await get(t, '/user/rides'))).toBeUndefined();
  });

  it('serves the shell, for the browser to draw, when the server entry was not built', async () => {
    const bare = await startTestApp(testDatabases()[0]!, { staticRoot: root, renderFrom: 'build' });
    try {
      const html = await get(bare, '/');
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain(`<title>${DEMO.businessName} — book a taxi</title>`);
    } finally {
      await bare.close();
    }
  });
});
