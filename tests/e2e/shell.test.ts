// The built PWA, served by the real server over a fresh database, driven in Debian's Chromium:
// the rider home in English and Tamil, partner login with the e-mailed code, the lock after five
// wrong codes, and visits with the network off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';

describe('the PWA shell in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  async function freshPage(viewport = { width: 390, height: 844 }): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ viewport, baseURL: server.baseUrl });
    return context.newPage();
  }

  it('shows a newcomer the rider home in English', async () => {
    const page = await freshPage();
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`Book your ride with ${DEMO.businessName}`);
    expect(await page.getByRole('tab', { name: 'Chat' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(alternates).toEqual(
      expect.arrayContaining(['en-in', 'en-us', 'en-uk', 'en-ae', 'en-qa', 'en-sa']),
    );
  });

  it('shows /in/ta/ in Tamil and remembers the choice', async () => {
    const page = await freshPage();
    await page.goto('/in/ta/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`${DEMO.businessName} உடன் உங்கள் பயணத்தை முன்பதிவு செய்யுங்கள்`);
    expect(await page.locator('html').getAttribute('lang')).toBe('ta');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('country_lang'))).toBe('in/ta');
  });

  it('logs a partner in with the code e-mailed to them', async () => {
    const page = await freshPage({ width: 1280, height: 800 });
    await page.goto('/travel/home');
    await page.waitForURL('**/travel/login');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
    expect(await continueButton.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.partnerEmail);
    await continueButton.click();
    const dialog = page.getByRole('dialog', { name: 'Enter your code' });
    await dialog.waitFor();
    await dialog
      .getByRole('textbox', { name: 'One-time code' })
      .fill(await server.smtp.codeFor(DEMO.partnerEmail));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/travel/home');
    await page.getByRole('heading', { name: 'Business overview' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('business_auth_token'))).toMatch(/^[\w-]{40,}$/);
  });

  it('locks the code after five wrong tries', async () => {
    const page = await freshPage();
    await page.goto('/travel/login');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.partnerEmail);
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter your code' });
    const code = await server.smtp.codeFor(DEMO.partnerEmail);
    const wrong = code === '0000' ? '1111' : '0000';
    const alert = dialog.getByRole('alert');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await dialog.getByRole('textbox', { name: 'One-time code' }).fill(wrong);
      await dialog.getByRole('button', { name: 'Verify' }).click();
      const expected = attempt < 5 ? `${5 - attempt} ${5 - attempt === 1 ? 'try' : 'tries'} left` : 'locked';
      await expect.poll(() => alert.textContent()).toContain(expected);
    }
    await dialog.getByRole('textbox', { name: 'One-time code' }).fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => alert.textContent()).toContain('locked');
    expect(page.url()).toContain('/travel/login');
  });

  it("opens the server's page under the service worker, and reloads with the network off", async () => {
    const page = await freshPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Online, the worker answers a visit with the page the server drew (its first screen already there)...
    const served = await page.goto('/travel/login');
    expect(served?.fromServiceWorker()).toBe(true);
    expect(await served?.text()).toMatch(/<div id="root"[^>]*data-server-rendered/);
    // ...and offline with its copy of a page it served, which hydrates...
    await context.setOffline(true);
    const copy = await page.goto('/');
    expect(await copy?.text()).toMatch(/<div id="root" data-server-rendered/);
    await page.waitForSelector('#root:not([data-server-rendered])');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      `Book your ride with ${DEMO.businessName}`,
    );
    // ...or, for a page it never served, with the app shell it keeps, which draws the page itself.
    const shell = await page.goto('/in/ta/');
    expect(await shell?.text()).not.toMatch(/data-server-rendered/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`${DEMO.businessName} உடன் உங்கள் பயணத்தை முன்பதிவு செய்யுங்கள்`);
    await context.setOffline(false);
  });
});
