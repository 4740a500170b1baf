// The served page names its own lazy chunks as module preloads and inlines their stylesheets (and the login
// paints its card from the HTML), read from the build's manifest: a page's chunk and its imports, never what the
// entry already loads.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/server/db/seed';
import { PAGE_SOURCES, pageSources } from '../../src/server/modules/pages/page-modules';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_framework-1.js'],
    css: ['assets/index-1.css'],
  },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_auth-1.js': { file: 'assets/auth-1.js', imports: ['_framework-1.js'] },
  // A lazy chunk may list the entry among its imports, as the build does for a layout.
  [PAGE_SOURCES.queryScope]: { file: 'assets/query-scope-1.js', imports: ['_framework-1.js', 'index.html'] },
  [PAGE_SOURCES.travelLogin]: {
    file: 'assets/travel-login-1.js',
    imports: ['_framework-1.js', '_auth-1.js'],
    css: ['assets/travel-login-1.css'],
  },
};

describe('page preloads', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'travelx-dist-'));
    mkdirSync(join(root, '.vite'), { recursive: true });
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html lang="en" dir="ltr"><head><title>shell</title>' +
        '<script type="module" src="/assets/index-1.js"></script></head><div id="root"></div></html>',
    );
    writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'travel-login-1.css'), '.login-card{padding:1rem}');
    t = await startTestApp(testDatabases()[0]!, { staticRoot: root });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });
  const get = async (url: string) =>
    (await t.app.inject({ url, headers: { host: DEMO.host, accept: 'text/html' } })).body;

  it("preloads the login's chunks and inlines its stylesheet after the entry, less what the entry loads", async () => {
    const body = await get('/in/ta/travel/login');
    const [head = ''] = body.split('</head>');
    const afterEntry = head.slice(head.indexOf('/assets/index-1.js'));
    for (const file of ['query-scope-1.js', 'travel-login-1.js', 'auth-1.js'])
      expect(afterEntry).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}" />`);
    // Inline, and named by a disabled link so the login's chunk does not fetch it again.
    expect(afterEntry).toMatch(
      /<style nonce="[^"]+">\.login-card\{padding:1rem\}<\/style><link rel="stylesheet" crossorigin href="\/assets\/travel-login-1\.css" disabled \/>/,
    );
    expect(body).not.toContain('href="/assets/framework-1.js"');
    expect(body).not.toContain('index-1.css');
    expect(body.match(/auth-1\.js/g)).toHaveLength(1);
    // A module after those it imports: the page evaluates them one at a time in this order (main.tsx).
    expect(afterEntry.indexOf('auth-1.js')).toBeLessThan(afterEntry.indexOf('travel-login-1.js'));
  });

  it('preloads nothing of its own for a page the table does not name', async () => {
    expect(await get('/user/rides')).not.toContain('modulepreload');
  });

  it('paints the login card from the HTML, its logo asked for before anything else', async () => {
    const body = await get('/travel/login');
    expect(body).toContain('<img class="login-card__logo" src="/brand/demo-logo.svg" alt="Demo Travels"/>');
    expect(body).toContain('<h1 class="login-card__title">Partner login</h1>');
    expect(body).toContain('<title>Partner login · Demo Travels</title>');
    const preload = body.indexOf(
      '<link rel="preload" as="image" href="/brand/demo-logo.svg" fetchpriority="high" />',
    );
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(body.indexOf('<link rel="canonical"'));
    const tamil = await get('/in/ta/travel/login');
    expect(tamil).not.toContain('<h1 class="login-card__title">Partner login</h1>');
  });

  it('names only modules the build has, for every page it preloads', () => {
    // The build `npm test` has just made: a renamed route file must not silently lose its preloads.
    const built = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, unknown>;
    const paths = ['', 'user/form/taxi/booking', 'travel/login', 'place/chennai', 'blog/some-post'];
    for (const path of paths) {
      const sources = pageSources(path);
      expect(sources.length, path).toBeGreaterThan(0);
      for (const source of sources) expect(built, source).toHaveProperty([source]);
    }
  });
});
