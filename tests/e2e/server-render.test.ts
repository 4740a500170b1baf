// The five server-rendered first screens in Chromium, over the real server and build: the HTML the server sends
// holds the same text in the same elements as the app draws from scratch for the same data (the brand and
// answers the page carries), and the browser hydrates that HTML: the served nodes stay, React adopts them, and
// nothing is reported as a hydration failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../src/domain/constants';
import { BLOG_POSTS } from '../../src/server/db/seed-data';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';

const PAGES = [
  '/',
  '/in/ta/',
  '/user/form/taxi/booking',
  '/travel/login',
  '/in/ta/place/chennai',
  `/blog/${BLOG_POSTS[0]!.slug}`,
];

/** Each element under #root with text of its own, as its tag path and that text, in document order. */
function textOutline(): string[] {
  const root = document.getElementById('root')!;
  const lines: string[] = [];
  const walk = (element: Element, path: string) => {
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    if (own) lines.push(`${path} ${own}`);
    for (const child of element.children) walk(child, `${path}>${child.tagName.toLowerCase()}`);
  };
  walk(root, 'root');
  return lines;
}

describe('server-rendered first screens in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(
    path: string,
    served: 'hydrated' | 'drawn by the browser' | 'without scripts',
    storage: Record<string, string> = {},
  ) {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: served !== 'without scripts',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    if (served === 'drawn by the browser') {
      // The same page with its served first screen taken out: the app draws it from the same inline data.
      await page.route(`${server.baseUrl}${path}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /<div id="root" data-server-rendered aria-disabled="true">[\s\S]*<\/div>(\s*<\/body>)/,
          '<div id="root"></div>$1',
        );
        await route.fulfill({ response, body: html });
      });
    }
    await page.addInitScript((saved) => {
      for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value);
    }, storage);
    // The served nodes, taken before any script of the page runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const scope = window as unknown as Record<string, unknown>;
        scope.servedNodes = [...document.querySelectorAll('#root h1, #root header, #root main')];
      });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    return { page, errors, close: () => context.close() };
  }

  const settled = (page: Page) => page.locator('#root h1').first().waitFor();

  for (const path of PAGES) {
    it(`serves ${path} as the app draws it, and hydrates it without a mismatch`, async () => {
      const plain = await open(path, 'without scripts');
      const servedOutline = await plain.page.evaluate(textOutline);
      await plain.close();
      expect(servedOutline.some((line) => line.includes('>h1 '))).toBe(true);

      const drawn = await open(path, 'drawn by the browser');
      await settled(drawn.page);
      expect(await drawn.page.evaluate(textOutline)).toEqual(servedOutline);
      await drawn.close();

      const hydrated = await open(path, 'hydrated');
      // Hydrated: the served page's mark and disabled state are lifted.
      await hydrated.page.waitForSelector('#root:not([data-server-rendered]):not([aria-disabled])');
      const adopted = await hydrated.page.evaluate(() => {
        const nodes = (window as unknown as { servedNodes: Element[] }).servedNodes;
        return nodes.map(
          (node) => node.isConnected && Object.keys(node).some((key) => key.startsWith('__reactFiber')),
        );
      });
      expect(adopted.length).toBeGreaterThan(0);
      expect(adopted.every(Boolean)).toBe(true);
      expect(await hydrated.page.evaluate(textOutline)).toEqual(servedOutline);
      expect(hydrated.errors).toEqual([]);
      await hydrated.close();
    });
  }

  it('hydrates the served English page for a visitor who chose Tamil before, then shows it in Tamil', async () => {
    for (const path of ['/', '/user/form/taxi/booking', '/travel/login']) {
      const hydrated = await open(path, 'hydrated', { [STORAGE_KEYS.countryLang]: 'in/ta' });
      await hydrated.page.waitForSelector('#root:not([data-server-rendered]):not([aria-disabled])');
      await expect.poll(() => hydrated.page.evaluate(() => document.documentElement.lang)).toBe('ta');
      await expect
        .poll(() => hydrated.page.locator('#root h1').first().textContent())
        .toMatch(/[\u0B80-\u0BFF]/);
      expect(hydrated.errors, path).toEqual([]);
      await hydrated.close();
    }
  });

  it("fetches only the page language's translations: every file holds every key, so none falls back to English", async () => {
    for (const [path, language] of [
      ['/in/ta/place/chennai', 'ta'],
      ['/', 'en'],
    ] as const) {
      const context = await browser.newContext({ baseURL: server.baseUrl, serviceWorkers: 'block' });
      const page = await context.newPage();
      const translations: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/locales/')) translations.push(pathname);
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForSelector('#root:not([data-server-rendered]):not([aria-disabled])');
      expect(translations, path).toEqual([`/locales/${language}.json`]);
      await context.close();
    }
  });
});
