// A suspended partner in Chromium: the rider's home says, above the page, that the partner takes no bookings
// (served so and after hydration, at phone size), and the partner's console tells its staff they may read but
// not change anything; once resumed, both notices are gone.
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { partnerToken } from '../helpers/sessions';

const RIDER_NOTICE = /is not taking bookings at the moment/;
const STAFF_NOTICE = /The platform has suspended .* You can read and export everything/;

describe('a suspended partner in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let riders: BrowserContext;
  let staff: BrowserContext;
  const suspend = (at: Date | null) =>
    server.database.db
      .update(tenants)
      .set({ suspendedAt: at, suspensionReason: at ? 'Unlicensed drivers reported' : null })
      .where(eq(tenants.domain, DEMO.host));
  const hydrated = (page: Page) =>
    page.waitForSelector('#root:not([data-server-rendered]):not([aria-disabled])');

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    const token = await partnerToken(server);
    riders = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 390, height: 844 } });
    staff = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
    await staff.addInitScript((value) => localStorage.setItem('business_auth_token', value), token);
  });
  afterAll(async () => {
    await riders?.close();
    await staff?.close();
    await browser?.close();
    await server?.close();
  });

  it('tells riders and staff while suspended, and nothing once resumed', { timeout: 120_000 }, async () => {
    await suspend(new Date());
    const home = await riders.newPage();
    const served = await (await home.goto('/'))!.text();
    expect(served).toMatch(RIDER_NOTICE);
    await hydrated(home);
    await home.getByRole('status').filter({ hasText: RIDER_NOTICE }).waitFor();
    expect(await home.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const console = await staff.newPage();
    await console.goto('/travel/rides');
    await console.getByRole('status').filter({ hasText: STAFF_NOTICE }).waitFor();

    await suspend(null);
    const again = await riders.newPage();
    expect(await (await again.goto('/'))!.text()).not.toMatch(RIDER_NOTICE);
    await console.reload();
    await console.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await console.getByText(STAFF_NOTICE).count()).toBe(0);
  });
});
