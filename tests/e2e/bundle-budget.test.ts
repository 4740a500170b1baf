// The rider home's JavaScript budget, measured as a phone loads it: the built app served by the real server,
// opened in Chromium, and everything the page fetched by network idle weighed (tests/bench/bundle.ts). It stays
// within its budget, none of it is code that only other screens, or the rider's first touch, need, and that
// first touch brings the chat's code without losing what the rider typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { loadedModules, pageWeight, RIDER_HOME_BUDGET_BYTES, type PageWeight } from '../bench/bundle';
import { MEASURED_PAGES } from '../bench/measured-pages';

/** What the home leaves to other pages or to the rider's first touch: partner and login screens, the query
 * client, phone numbers, full zod, forms, the map, the chat and the place index. */
const NOT_ON_THE_HOME: Record<string, RegExp> = {
  'partner layout': /^src\/app\/layouts\/partner-layout\.tsx$/,
  'partner login': /^src\/features\/auth\/partner-login\.tsx$/,
  'rider login popup': /^src\/features\/auth\/rider-login-dialog\.tsx$/,
  'TanStack Query': /^node_modules\/@tanstack\/(react-)?query/,
  libphonenumber: /^node_modules\/libphonenumber-js\//,
  'full zod': /^node_modules\/zod\/v4\/classic\//,
  'react-hook-form': /^node_modules\/react-hook-form\//,
  map: /^node_modules\/ol\/|^src\/lib\/map\.ts$/,
  chat: /^node_modules\/socket\.io-client\/|^src\/features\/chat\/|^src\/lib\/socket\.ts$/,
  'place index': /^src\/features\/places\//,
};

describe('the rider home in Chromium, by network idle', () => {
  let server: LiveServer;
  let browser: Browser;
  let home: PageWeight;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    home = await pageWeight(browser, server.baseUrl, MEASURED_PAGES['rider home']);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it(`loads at most ${RIDER_HOME_BUDGET_BYTES / 1024} KB of gzipped JavaScript`, () => {
    expect(home.scripts.map((script) => script.path)).toContainEqual(
      expect.stringMatching(/\/rider-home-.*\.js$/),
    );
    expect(home.gzipBytes).toBeLessThanOrEqual(RIDER_HOME_BUDGET_BYTES);
  });

  it('loads no partner, login, query, phone, full zod, form, map, chat or place code', () => {
    const modules = loadedModules(home);
    expect(modules).toContain('src/app/routes/rider-home.tsx');
    expect(modules).toContain('src/app/layouts/rider-layout.tsx');
    const found = Object.entries(NOT_ON_THE_HOME)
      .filter(([, pattern]) => modules.some((id) => pattern.test(id)))
      .map(([name]) => name);
    expect(found).toEqual([]);
  });

  it('starts the chat on the first touch of its message box, keeping the text and the focus', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    try {
      const page = await context.newPage();
      const chatChunk = page.waitForRequest((request) => /\/chat-pages-[\w-]+\.js$/.test(request.url()));
      await page.goto('/', { waitUntil: 'networkidle' });
      // Every layout shift from here on, those right after input included (CLS would forgive those).
      await page.evaluate(() => {
        const shifts = { total: 0, observer: new PerformanceObserver((list) => add(list.getEntries())) };
        const add = (entries: PerformanceEntryList) =>
          entries.forEach((entry) => (shifts.total += (entry as { value?: number }).value ?? 0));
        shifts.observer.observe({ type: 'layout-shift' });
        Object.assign(window, { layoutShifts: () => (add(shifts.observer.takeRecords()), shifts.total) });
      });
      const box = page.getByRole('textbox', { name: 'Message' });
      await box.pressSequentially('Chennai to Madurai');
      await (await chatChunk).response();
      // The chat's own screen sits in the tab panel itself, where the drawing had a wrapper listening for touches.
      await page.waitForFunction(() => document.querySelector('[role="tabpanel"] > section.chat') !== null);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('chat-input');
      expect(await box.inputValue()).toBe('Chennai to Madurai');
      await box.pressSequentially(' tomorrow');
      expect(await box.inputValue()).toBe('Chennai to Madurai tomorrow');
      const shifted = await page.evaluate(() => (window as { layoutShifts?: () => number }).layoutShifts?.());
      expect(shifted).toBe(0);
    } finally {
      await context.close();
    }
  });
});
