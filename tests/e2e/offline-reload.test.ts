// A reload shows what the partner's last action left, in Chromium over the real server and build. Two ways it
// used to show the state from before the action (issue 24): (1) a driver blocked, the list's refetch failed,
// more than a minute offline, a reload; (2) a driver blocked and the list refetched, a reload within the second
// the persisted query cache may lag behind. The page's clock is Playwright's, so the minute passes at once and
// the second is held still while the page reloads.
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { addVerifiedDrivers, openConsole, partnerApi, signUpPartner } from '../helpers/partner-console';

const DOMAIN = 'reload.localhost';
const DRIVERS = ['Anu Raj', 'Bala Murugan'] as const;
/** Guards against a hang only: every wait below is for a state, and a loaded 2-core machine is slow. */
const HANG_GUARD_MS = 90_000;

let server: LiveServer;
let browser: Browser;
let token: string;
let context: BrowserContext | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
  token = await signUpPartner(server, DOMAIN, 'owner@reload.test');
  const api = partnerApi(server, DOMAIN, token);
  await addVerifiedDrivers(api, DRIVERS, '+91 98400 6000');
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A fresh device on the drivers page, its clock under the test's control. */
async function openDrivers(): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(HANG_GUARD_MS);
  await context.clock.install();
  const origin = `http://${DOMAIN}:${new URL(server.baseUrl).port}`;
  return openConsole(context, origin, token, '/travel/drivers');
}

const driverCard = (page: Page, name: string) => page.getByRole('article', { name });

async function block(card: Locator, name: string): Promise<void> {
  await card.getByText('Verified', { exact: true }).waitFor();
  await card.getByRole('button', { name: `More actions for ${name}` }).click();
  await card.getByRole('menuitem', { name: 'Block' }).click();
  await card.getByText('Blocked', { exact: true }).waitFor();
}

/** The account status a driver's card shows now, or null while the card is not drawn. */
async function statusShown(page: Page, name: string): Promise<string | null> {
  const texts = await driverCard(page, name)
    .getByText(/^(pending|Verified|Blocked)$/)
    .allTextContents();
  return texts[0] ?? null;
}

const shows = (page: Page, name: string) =>
  expect.poll(() => statusShown(page, name), { timeout: HANG_GUARD_MS, interval: 100 });

/** The state the server holds, through the API. */
async function serverStatus(name: string): Promise<string | undefined> {
  const reply = (await partnerApi(server, DOMAIN, token)('GET', '/api/v1/partner/drivers')) as unknown as {
    members: { firstName: string; lastName: string; accountStatus: string }[];
  };
  return reply.members.find((m) => `${m.firstName} ${m.lastName}` === name)?.accountStatus;
}

/** The states of the page's outbox entries, read from IndexedDB as the page keeps them. */
function outboxStates(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('travelx-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('outbox').objectStore('outbox').getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            open.result.close();
            resolve((read.result as { state: string }[]).map((entry) => entry.state));
          };
        };
      }),
  );
}

describe('a reload after a partner action', () => {
  it('shows the blocked driver after a failed refetch, a minute offline and a reload', async () => {
    const page = await openDrivers();
    const name = DRIVERS[0];
    let failedRefetches = 0;
    // The network drops just after the server's answer: the list's refetch never arrives.
    await context!.route('**/api/v1/partner/drivers', (route: Route) => {
      if (route.request().method() !== 'GET') return route.continue();
      failedRefetches += 1;
      return route.abort('internetdisconnected');
    });
    await block(driverCard(page, name), name);
    await expect.poll(() => serverStatus(name)).toBe('Blocked');
    await expect.poll(() => failedRefetches).toBeGreaterThan(0);
    await expect.poll(() => outboxStates(page)).toEqual(['applied']);

    await context!.setOffline(true);
    await page.clock.fastForward('01:01');
    await page.reload();
    await page.getByText(/^You are offline\. Showing what was saved on /).waitFor();
    await shows(page, name).toBe('Blocked');
    // What keeps it Blocked: the applied action is still laid over the kept list, which predates it.
    expect(await outboxStates(page)).toEqual(['applied']);
    expect(await statusShown(page, name)).toBe('Blocked');
  });

  it('shows the blocked driver after a refetch and a reload within the second', async () => {
    const page = await openDrivers();
    const name = DRIVERS[1];
    await block(driverCard(page, name), name);
    await expect.poll(() => serverStatus(name)).toBe('Blocked');
    // Applied and refetched: the outbox has forgotten the action, the fresh list holds it.
    await expect.poll(() => outboxStates(page)).toEqual([]);

    await holdClockStill(page);
    await page.reload();
    await page.clock.resume();
    await shows(page, name).toBe('Blocked');
    expect(await outboxStates(page)).toEqual([]);
  });
});

/** Stops the page's clock about where it stands, so no timer due later (the query cache's write, at most once a
 * second) fires before the reload. `pauseAt` pauses before it moves the clock, so a page slower to answer than
 * the margin is left paused where it stands, and Playwright says the time was in the past. */
async function holdClockStill(page: Page): Promise<void> {
  const MARGIN_MS = 200;
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + MARGIN_MS).catch((error: Error) => {
    if (!/past/.test(error.message)) throw error;
  });
}
