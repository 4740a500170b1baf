// An honest home in Chromium, over the real server and build: a new partner's home, once hydrated, shows no
// rating, no count and no promise; the demo partner's home, once 20 riders have rated its rides, shows their real
// average and count; and the platform's sign-up page is the platform's host's alone (a partner's host answers it
// as the unknown address it is there).
import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATINGS_SHOWN_FROM } from '../../src/domain/partners/site-promises';
import { ratings, rides, tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { signUpPartner } from '../helpers/partner-console';

const DOMAIN = 'honest-home.localhost';

describe('honest homes in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let context: BrowserContext;
  let port: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    port = new URL(server.baseUrl).port;
    await signUpPartner(server, DOMAIN, 'owner@honest-home.test');
    // The demo partner's riders rate 20 of its completed rides: 10 fives and 10 fours, 4.5 on average.
    const db = server.database.db;
    const [demo] = await db.select().from(tenants).where(eq(tenants.domain, DEMO.host));
    const done = await db
      .select({ id: rides.id })
      .from(rides)
      .where(and(eq(rides.tenantId, demo!.id), eq(rides.status, 'completed')))
      .limit(RATINGS_SHOWN_FROM);
    await db
      .insert(ratings)
      .values(done.map((ride, i) => ({ tenantId: demo!.id, rideId: ride.id, stars: i % 2 ? 4 : 5 })));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  /** The page at `url`, hydrated, with what the console reported (a hydration mismatch is reported there). */
  async function hydrated(url: string): Promise<{ page: Page; errors: string[] }> {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await page.waitForSelector('#root:not([data-server-rendered]):not([aria-disabled])');
    return { page, errors };
  }

  it("shows a new partner's home with no rating chip, no count and no promise", async () => {
    const { page, errors } = await hydrated(`http://${DOMAIN}:${port}/`);
    await page.getByRole('heading', { level: 1, name: 'Book your ride with honest-home' }).waitFor();
    await page.getByText('Pay your driver in cash at the end of the ride.').waitFor();
    expect(await page.locator('.hero__chips').count()).toBe(0);
    expect(await page.getByText(/Rated|24\/7|includes tolls|travel companies/).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("shows the demo partner's real average and count once 20 riders have rated", async () => {
    const { page, errors } = await hydrated(`${server.baseUrl}/`);
    const chips = page.locator('.hero__chips');
    await chips.getByText('Rated 4.5 by 20 riders').waitFor();
    await page.getByText('Rated 4.5 by riders').waitFor();
    await page.getByText('20 riders have rated their ride with us.').waitFor();
    expect(errors).toEqual([]);
  });

  it("answers the sign-up page on the platform's host only", async () => {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const onPartner = await page.goto(`http://${DOMAIN}:${port}/signup`);
    expect(onPartner?.status()).toBe(404);
    // The app draws it as the unknown address it is there, with a way to the partner's home.
    const notice = page.locator('.page-notice');
    await notice.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
    await notice.getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Book your ride with honest-home' }).waitFor();

    const onPlatform = await page.goto(`http://www.localhost:${port}/signup`);
    expect(onPlatform?.status()).toBe(200);
    await page.getByRole('region', { name: 'Sign up your travel business' }).waitFor();
  });
});
