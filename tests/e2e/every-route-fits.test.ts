// Every route of the route table on a phone, 360 and 390 px wide, in English, Tamil and Arabic (right to left),
// signed out and signed in as a rider, the partner's owner and a driver: nothing may make the page wider than the
// screen or cut a visible element at its edge. One browser; one context per role and language, each page measured
// at 390 px and then narrowed to 360.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SCREEN_ROUTES, type ScreenLayout } from '../../src/app/route-table';
import { ROUTES, type RouteKey } from '../../src/domain/routes';
import { eq } from 'drizzle-orm';
import { rides } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { DRIVERS } from '../../src/server/db/seed-data';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { watchPages, findOverflow, waitForSettledPage } from '../helpers/layout-overflow';
import { DEMO_ROUTE_PARAMS, SESSION_TOKEN_KEY } from '../helpers/demo-routes';
import { fillPath } from '../helpers/route-walk';
import { driverToken, partnerToken, riderToken } from '../helpers/sessions';

const WIDTHS = [390, 360] as const;
const HEIGHT = 800;
/** Pages of one context loading side by side: most of a load is waiting on the server and the fonts. */
const PAGES_AT_ONCE = 2;
/** The brand's name in the header shows whole (it may wrap), never cut to its first word. */
const WHOLE_TEXT = '.topbar .brand-mark__name';
const LOCALES = { en: '/in/en', ta: '/in/ta', ar: '/ae/ar' } as const;

/** The console's pages with tables, each with the rows it shows once loaded (seeded, or the empty list's row). */
const TABLE_PAGES = [
  { path: ROUTES.customers, rows: 'table tbody tr' },
  { path: ROUTES.events, rows: 'table tbody tr' },
  { path: ROUTES.travelSettings, rows: '.fares-table tbody tr, .staff tbody tr, .message-counts tbody tr' },
  { path: ROUTES.travelInsights, rows: 'main .panel__title' },
] as const;

type Role = 'signedOut' | 'rider' | 'partner' | 'driver';
type Layout = ScreenLayout | 'driver';

/** The table's routes and the three the router places itself: the home, the travel login and the driver app. */
const TABLE: { key: RouteKey; layout: Layout }[] = [
  { key: 'base', layout: 'rider' },
  { key: 'travelLogin', layout: 'partner' },
  { key: 'driver', layout: 'driver' },
  ...SCREEN_ROUTES,
];

/** Signed out sees every route; each role the routes of its own frame. */
const SEES: Record<Role, readonly Layout[]> = {
  signedOut: ['rider', 'partner', 'partnerSession', 'driver'],
  rider: ['rider'],
  partner: ['partner', 'partnerSession'],
  driver: ['driver'],
};

describe('every route fits a phone', () => {
  let server: LiveServer;
  let browser: Browser;
  const tokens: Partial<Record<Role, string>> = {};
  let rideId: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    tokens.rider = await riderToken(server);
    tokens.partner = await partnerToken(server);
    tokens.driver = await driverToken(server, DRIVERS[0]!.phone, DEMO.host);
    const [ride] = await server.database.db
      .select({ id: rides.id })
      .from(rides)
      .where(eq(rides.status, 'ontrip'))
      .limit(1);
    rideId = ride!.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function contextFor(role: Role): Promise<BrowserContext> {
    const context = await browser.newContext({
      viewport: { width: WIDTHS[0], height: HEIGHT },
      baseURL: server.baseUrl,
    });
    await watchPages(context);
    const token = role === 'signedOut' ? undefined : tokens[role];
    if (role !== 'signedOut') {
      await context.addInitScript(
        ([name, value]) => localStorage.setItem(name!, value!),
        [SESSION_TOKEN_KEY[role], token!],
      );
    }
    return context;
  }

  /** The first address loads the app; the next ones are routed inside it as a link would, which measures the
   * same screens without parsing and hydrating the app again for each (the run stays short on a busy machine). */
  async function openInApp(page: Page, path: string): Promise<void> {
    if (page.url() === 'about:blank') {
      await page.goto(path);
      return;
    }
    await page.evaluate((next) => {
      (window as unknown as { settledFrames: number }).settledFrames = 0;
      history.pushState(null, '', next);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  /** The clipped parts of one address at each width, as lines naming the width. */
  async function misfits(page: Page, path: string): Promise<string[]> {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await openInApp(page, path);
    const unsettled = await waitForSettledPage(page);
    if (unsettled) return [`${path}: never settled (${unsettled})`];
    const found: string[] = [];
    for (const width of WIDTHS) {
      if (width !== WIDTHS[0]) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.waitForFunction((wanted) => document.documentElement.clientWidth === wanted, width);
      }
      const overflow = await findOverflow(page, WHOLE_TEXT);
      if (overflow.scrollWidth > overflow.viewport) {
        found.push(`${path} @${width}: page ${overflow.scrollWidth} px wide`);
      }
      found.push(...[...overflow.clipped, ...overflow.cut].map((misfit) => `${path} @${width}: ${misfit}`));
    }
    return found;
  }

  // The console's tables and ride cards scroll or wrap inside the page, which the walk above allows: on a phone the
  // staff list must still show each member's role, status and remove button, and a phone number stays one line.
  for (const [language, prefix] of Object.entries(LOCALES)) {
    it(`shows the staff's every column and whole phone numbers on the console (${language})`, async () => {
      const context = await contextFor('partner');
      const page = await context.newPage();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(`${prefix}/${ROUTES.travelSettings}`);
        const staff = page.locator('.staff tbody tr');
        await staff.first().waitFor();
        const outside = await staff.evaluateAll((rows, screen) => {
          const hidden = (cell: Element) => {
            const box = cell.getBoundingClientRect();
            return box.left < 0 || box.right > screen;
          };
          return rows.flatMap((row) =>
            Array.from(row.children)
              .filter(hidden)
              .map((cell) => cell.textContent),
          );
        }, width);
        expect(outside, `staff cells past ${width} px`).toEqual([]);

        // One ride by its id, found whatever its pickup day: the board opens on today, which holds no seeded ride
        // in the first hour after midnight in the partner's time zone.
        await page.goto(`${prefix}/${ROUTES.travelRides}?ride=${rideId}`);
        const phones = page.locator('.ride-card__facts > div:nth-child(2) dd');
        await phones.first().waitFor();
        const lines = await phones.evaluateAll((cells) =>
          cells.map((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            return new Set(Array.from(range.getClientRects()).map((line) => Math.round(line.top))).size;
          }),
        );
        expect(
          lines.every((count) => count === 1),
          `phone numbers on ${lines} lines at ${width} px`,
        ).toBe(true);
      }
      await context.close();
    });
  }

  // Every table of the console reads as cards on a phone: no table wider than the box it sits in (so nothing
  // scrolls sideways) and no cell, action or value past the screen's edge.
  for (const [language, prefix] of Object.entries(LOCALES)) {
    it(`fits every console table on a phone (${language})`, { timeout: 180_000 }, async () => {
      const context = await contextFor('partner');
      const page = await context.newPage();
      const found: string[] = [];
      for (const { path, rows } of TABLE_PAGES) {
        await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
        await page.goto(`${prefix}/${path}`);
        await page.locator(rows).first().waitFor();
        const unsettled = await waitForSettledPage(page);
        if (unsettled) found.push(`${path}: never settled (${unsettled})`);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          await page.waitForFunction((wanted) => document.documentElement.clientWidth === wanted, width);
          const misfits = await page.locator('main table').evaluateAll((tables, screen) => {
            const name = (table: Element) =>
              table.querySelector('caption, th')?.textContent?.trim().slice(0, 30) ?? table.className;
            return tables.flatMap((table) => {
              const box = table.getBoundingClientRect();
              if (box.width === 0) return [];
              const frame = table.parentElement!.getBoundingClientRect();
              const wide =
                box.width > frame.width + 0.5
                  ? [`table "${name(table)}" ${box.width} px in ${frame.width}`]
                  : [];
              const cells = Array.from(table.querySelectorAll('tbody th, tbody td, tfoot th, tfoot td'))
                .filter((cell) => {
                  const cellBox = cell.getBoundingClientRect();
                  return cellBox.width > 0 && (cellBox.left < -0.5 || cellBox.right > screen + 0.5);
                })
                .map((cell) => `cell "${cell.textContent?.trim().slice(0, 30)}" of "${name(table)}"`);
              return [...wide, ...cells];
            });
          }, width);
          found.push(...misfits.map((misfit) => `${path} @${width}: ${misfit}`));
        }
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }

  for (const role of Object.keys(SEES) as Role[]) {
    for (const [language, prefix] of Object.entries(LOCALES)) {
      it(`${role}, ${language}`, { timeout: 180_000 }, async () => {
        const context = await contextFor(role);
        const paths = TABLE.filter((entry) => SEES[role].includes(entry.layout)).map(
          (route) => `${prefix}/${fillPath(ROUTES[route.key], DEMO_ROUTE_PARAMS)}`,
        );
        const found = (
          await Promise.all(
            Array.from({ length: PAGES_AT_ONCE }, async () => {
              const page = await context.newPage();
              const seen: string[] = [];
              for (let path = paths.shift(); path !== undefined; path = paths.shift()) {
                seen.push(...(await misfits(page, path)));
              }
              return seen;
            }),
          )
        ).flat();
        await context.close();
        expect(found).toEqual([]);
      });
    }
  }
});
