// Installing the PWA, in Chromium over the real server and build: where the browser offers an install (its
// `beforeinstallprompt`), "Install app" appears and opens the browser's own dialog; on an iPhone, which makes no
// such offer, it explains Add to Home Screen instead; and every tenant's manifest names its own app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('installing the app in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('offers the install the browser makes, once, and hides it after', async () => {
    context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    // The offer comes before the app's entry has run (the browser makes it once, whenever it decides): the
    // entry is held back until the offer has been made.
    let offerMade: () => void = () => undefined;
    const offered = new Promise<void>((resolve) => (offerMade = resolve));
    await context.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await offered;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const install = page.getByRole('button', { name: 'Install app' });
    expect(await install.count()).toBe(0);
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as { installPrompted?: boolean }).installPrompted = true;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    offerMade();
    await install.click();
    await expect
      .poll(() => page.evaluate(() => (window as { installPrompted?: boolean }).installPrompted))
      .toBe(true);
    await install.waitFor({ state: 'detached' });
    await context.close();
    context = undefined;
  });

  it('tells an iPhone visitor how to add the app to the Home Screen', async () => {
    context = await browser.newContext({
      baseURL: server.baseUrl,
      userAgent: IPHONE,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Install app' }).click();
    await page.getByRole('note').getByText('tap the Share button, then Add to Home Screen').waitFor();
  });

  it("names the tenant's own app in its manifest", async () => {
    const manifest = await server.app.inject({ url: '/manifest.webmanifest', headers: { host: DEMO.host } });
    expect(manifest.json()).toMatchObject({ name: DEMO.businessName, display: 'standalone' });
  });
});
