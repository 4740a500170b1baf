// Where an address leads, in Chromium over the real server and build (issue 30): an unknown address answers 404
// with a not-found page in the page's language and a way home, loaded or reached in the app, and keeps that
// meaning through the service worker online and offline; the booking confirmation stays until the rider leaves
// it, its clock Playwright's, so the seconds it used to wait pass at once.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/server/db/seed';
import { BOOKED_RIDE_KEY, bookedRide } from '../helpers/booked-ride';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';

/** Guards against a hang only: every wait below is for a state, and a loaded 2-core machine is slow. */
const HANG_GUARD_MS = 90_000;
const ENGLISH = { heading: 'Page not found', home: 'Go to the home page' };
const TAMIL = { heading: 'பக்கம் கிடைக்கவில்லை', home: 'முகப்புப் பக்கத்துக்குச் செல்' };

let server: LiveServer;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function freshPage(serviceWorkers: 'allow' | 'block' = 'block'): Promise<Page> {
  context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 390, height: 844 },
    serviceWorkers,
  });
  context.setDefaultTimeout(HANG_GUARD_MS);
  return context.newPage();
}

/** The not-found page as the app draws it (the served HTML's own text has no notice around it). */
async function showsNotFound(page: Page, words: typeof ENGLISH, path: string): Promise<void> {
  const notice = page.locator('.page-notice');
  await notice.getByRole('heading', { level: 1, name: words.heading }).waitFor();
  const home = notice.getByRole('link', { name: words.home });
  expect(await home.getAttribute('href')).toBe(path.startsWith('/in/ta/') ? '/in/ta/' : '/');
  expect(await page.title()).toBe(`${words.heading} · ${DEMO.businessName}`);
  expect(new URL(page.url()).pathname).toBe(path);
}

describe('unknown addresses', () => {
  it('answer 404 with a not-found page in English, titled so, with a way home', async () => {
    const page = await freshPage();
    for (const path of ['/user/no-such', '/travel/no-such-page', '/driver/nope']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await showsNotFound(page, ENGLISH, path);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    }
    await page.locator('.page-notice').getByRole('link', { name: ENGLISH.home }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('tab', { name: 'Form' }).waitFor();
  });

  it("answer in the page's language: Tamil under /in/ta/ and for a bare segment that is no place", async () => {
    const page = await freshPage();
    for (const path of ['/in/ta/user/no-such', '/no-such-page']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await showsNotFound(page, TAMIL, path);
      expect(await page.locator('html').getAttribute('lang')).toBe('ta');
    }
  });

  it('draw the not-found page when the app itself goes to one', async () => {
    const page = await freshPage();
    await page.goto('/contact-us');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      window.history.pushState(null, '', '/user/no-such');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await showsNotFound(page, ENGLISH, '/user/no-such');
  });

  it('keep their 404 and their page through the service worker, online and offline', async () => {
    const page = await freshPage('allow');
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const online = await page.goto('/user/no-such');
    expect(online?.status()).toBe(404);
    await showsNotFound(page, ENGLISH, '/user/no-such');

    await context!.setOffline(true);
    const offline = await page.goto('/travel/no-such-page');
    expect(offline?.status()).toBe(404);
    await showsNotFound(page, ENGLISH, '/travel/no-such-page');
    await context!.setOffline(false);

    const keptAny = await page.evaluate(async () => {
      const paths = ['/user/no-such', '/travel/no-such-page'];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const path of paths) if (await cache.match(path, { ignoreVary: true })) return true;
      }
      return false;
    });
    expect(keptAny).toBe(false);
  });
});

describe('the booking confirmation', () => {
  it('stays with its trip code until the rider goes home', async () => {
    const page = await freshPage();
    await page.addInitScript(({ key, booked }) => sessionStorage.setItem(key, JSON.stringify(booked)), {
      key: BOOKED_RIDE_KEY,
      booked: { ride: bookedRide(), timedOut: false },
    });
    await page.clock.install();
    await page.goto('/ride/confirmed');
    const confirmation = page.getByRole('region', { name: 'Your ride is booked!' });
    await confirmation.getByText('Your trip code: 4242').waitFor();

    await page.clock.fastForward(60_000);
    expect(await page.evaluate(() => window.location.pathname)).toBe('/ride/confirmed');
    expect(await confirmation.getByText('Your trip code: 4242').isVisible()).toBe(true);

    await confirmation.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
