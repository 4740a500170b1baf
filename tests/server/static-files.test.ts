// The built PWA as the server serves it: deep links get the shell, hashed assets are cached for good,
// and a missing file or API route is a JSON 404, never the shell.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandSchema } from '../../src/domain/brand';
import { tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

describe('static files', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'travelx-dist-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html lang="en" dir="ltr"><head><meta name="theme-color" content="#000" /><title>shell</title>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><div id="root"></div></html>',
    );
    writeFileSync(join(root, 'assets', 'index-abc123.css'), '.hero{color:red}');
    writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(root, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    t = await startTestApp(testDatabases()[0]!, { staticRoot: root });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ url, headers: { host: DEMO.host, accept: 'text/html' } });

  it('answers the shell for the root and any page path, always revalidated', async () => {
    for (const path of ['/travel/rides', '/in/ta/user/rides', '/user/rides?x=1']) {
      const reply = await get(path);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toMatch(/text\/html/);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.body).toContain('<div id="root"></div>');
      expect(reply.body).toContain(
        `<title>${DEMO.businessName} — book local, airport, outstation and rental taxis</title>`,
      );
    }
  });

  it('renders alternates, canonical, Open Graph and JSON-LD into the served HTML', async () => {
    const reply = await get('/in/ta/user/rides');
    expect(reply.body).toContain('<html lang="ta" dir="ltr"');
    expect(reply.body).toContain('<link rel="canonical" href="http://localhost/in/ta/user/rides"');
    for (const country of ['in', 'us', 'uk', 'ae', 'qa', 'sa']) {
      expect(reply.body).toContain(
        `hreflang="en-${country}" href="http://localhost/${country}/en/user/rides"`,
      );
    }
    expect(reply.body).toContain('hreflang="ta-in"');
    expect(reply.body).toContain('hreflang="x-default" href="http://localhost/user/rides"');
    expect(reply.body).toContain('<meta property="og:title"');
    expect(reply.body.match(/<meta name="theme-color"/g)).toHaveLength(1);
    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(reply.body)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@type': 'TaxiService',
      name: DEMO.businessName,
      telephone: '+919840012345',
    });
  });

  it("paints the rider home's header and hero from the served HTML, in the page's language", async () => {
    for (const path of ['/', '/user/home', '/in/ta/ai/home']) {
      const reply = await get(path);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('<img class="hero__banner" src="/brand/demo-banner.svg" alt=""');
      expect(reply.body).toContain(`<span class="brand-mark__name">${DEMO.businessName}</span>`);
    }
    expect((await get('/')).body).toContain(
      `<h1 id="home-title" class="hero__title">Book your ride with ${DEMO.businessName}</h1>`,
    );
    const tamil = JSON.parse(readFileSync('public/locales/ta.json', 'utf8')) as {
      home: { subtitle: string };
    };
    expect((await get('/in/ta/ai/home')).body).toContain(
      `<p class="hero__subtitle">${tamil.home.subtitle}</p>`,
    );
  });

  it('carries the brand inline and preloads the translations, so the first paint waits on nothing', async () => {
    const reply = await get('/in/ta/user/rides');
    expect(reply.body).toContain(
      '<link rel="preload" href="/locales/ta.json" as="fetch" crossorigin="anonymous" />',
    );
    const inline = /<script type="application\/json" id="brand-data"[^>]*>(.*?)<\/script>/.exec(
      reply.body,
    )?.[1];
    const config = await t.app.inject({ url: '/api/v1/config', headers: { host: DEMO.host } });
    expect(brandSchema.parse(JSON.parse(inline ?? 'null'))).toEqual(config.json());
  });

  it('inlines the entry stylesheet, so the first paint waits on no request after the page', async () => {
    const reply = await get('/');
    const nonce = /'nonce-([^']+)'/.exec(String(reply.headers['content-security-policy']))?.[1];
    expect(reply.body).toContain(`<style nonce="${nonce}">.hero{color:red}</style>`);
    // Named by a disabled link, which the browser never fetches, so the lazy chunks that need the sheet do not.
    expect(reply.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css" disabled />',
    );
    expect(reply.body.match(/<link rel="stylesheet"/g)).toHaveLength(1);
  });

  it("paints in the brand's colours from the served HTML, and drops a colour that is not one", async () => {
    await t.database.db.update(tenants).set({ primaryColor: '#0f766e', accentColor: 'red;}</style>' });
    const reply = await get('/in/ta/user/rides');
    expect(reply.body).toContain('<html lang="ta" dir="ltr" style="--color-primary:#0f766e">');
    expect(reply.body).not.toContain('</style>"');
  });

  it("draws the booking card under the home's hero, which states no promise the partner has not ticked", async () => {
    const body = (await get('/')).body;
    expect(body).toMatch(
      /<p class="hero__subtitle">[^<]*<\/p><\/div><div class="hero__card"><div class="tabs"><div role="tablist"/,
    );
    expect(body).not.toContain('hero__chips');
  });

  it('compresses the page for a browser that accepts it: brotli first, then gzip', async () => {
    const ask = (encoding: string) =>
      t.app.inject({ url: '/travel/rides', headers: { host: DEMO.host, 'accept-encoding': encoding } });
    // Each answer carries its own Content-Security-Policy nonce; the rest must be the very same page.
    const sameBut = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    const plain = sameBut((await get('/travel/rides')).body);
    const brotli = await ask('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/);
    expect(sameBut(brotliDecompressSync(brotli.rawPayload).toString())).toBe(plain);
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(sameBut(gunzipSync(gzip.rawPayload).toString())).toBe(plain);
    expect(sameBut((await ask('identity')).body)).toBe(plain);
  });

  it('escapes whatever a partner typed into their brand', async () => {
    await t.database.db.update(tenants).set({ businessName: 'Evil </script><script>alert(1)</script> Cabs' });
    const reply = await get('/');
    expect(reply.body).not.toContain('<script>alert(1)</script>');
    expect(reply.body).toContain('Evil &lt;/script&gt;');
  });

  it('sends the compressed twin of an asset to a browser that accepts it', async () => {
    const reply = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { host: DEMO.host, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ url: '/assets/app-abc123.js', headers: { host: DEMO.host } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('caches hashed assets for a year but never the service worker', async () => {
    expect((await get('/assets/app-abc123.js')).headers['cache-control']).toMatch(/immutable/);
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file or API route with a JSON 404', async () => {
    for (const path of ['/assets/missing-1.js', '/api/v1/missing', '/icons/nope.png']) {
      const reply = await get(path);
      expect(reply.statusCode).toBe(404);
      expect(reply.json().error.code).toBe('not_found');
    }
  });
});
