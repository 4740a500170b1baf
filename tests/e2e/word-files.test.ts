// The two word files of a language (src/domain/word-files.ts) in Chromium: every route of the rider's frame, signed
// out and signed in as a rider, in English and Tamil, draws with the rider's words alone and never asks for the
// business areas' file; the partner console, the driver app and the platform owner's console load that file with
// their code and never show a key in place of a word, in either language and after switching between them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SCREEN_ROUTES } from '../../src/app/route-table';
import { ROUTES, type RouteKey } from '../../src/domain/routes';
import { CONSOLE_WORD_PATHS } from '../../src/domain/word-files';
import { DEMO } from '../../src/server/db/seed';
import { DRIVERS } from '../../src/server/db/seed-data';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { watchPages, waitForSettledPage } from '../helpers/layout-overflow';
import { DEMO_ROUTE_PARAMS, SESSION_TOKEN_KEY } from '../helpers/demo-routes';
import { fillPath } from '../helpers/route-walk';
import { driverToken, partnerToken, riderToken } from '../helpers/sessions';

const LOCALES = { en: '/in/en', ta: '/in/ta' } as const;
const RIDER_ROUTES: RouteKey[] = [
  'base',
  'travelLogin',
  ...SCREEN_ROUTES.filter((route) => route.layout === 'rider').map((route) => route.key),
];
const CONSOLE_WORDS = /\/locales\/console\/[\w-]+\.json$/;
type Role = keyof typeof SESSION_TOKEN_KEY | 'signedOut';

/** Records every text the page ever showed that reads like one of the business areas' keys (`partner.nav.open`),
 * even for a frame: a word drawn before its file came. */
async function watchForKeys(context: BrowserContext): Promise<void> {
  const prefixes = [...new Set(CONSOLE_WORD_PATHS.map((path) => path.split('.')[0]!))];
  await context.addInitScript((keyPrefixes: string[]) => {
    const key = new RegExp(`^\\s*(${keyPrefixes.join('|')})\\.[A-Za-z][\\w.]*\\s*$`);
    const seen: string[] = [];
    (window as unknown as { keysShown: string[] }).keysShown = seen;
    const check = (text: string | null) => {
      if (text && key.test(text)) seen.push(text.trim());
    };
    const checkTree = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) return check(node.textContent);
      const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      while (texts.nextNode()) check(texts.currentNode.textContent);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') check(record.target.textContent);
        record.addedNodes.forEach(checkTree);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, prefixes);
}

describe('word files: the rider’s pages read only the rider’s words', () => {
  let server: LiveServer;
  let browser: Browser;
  const tokens: Partial<Record<Role, string>> = {};

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    tokens.rider = await riderToken(server);
    tokens.partner = await partnerToken(server);
    tokens.driver = await driverToken(server, DRIVERS[0]!.phone, DEMO.host);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A page whose every request for the business areas' words is counted; no service worker (it warms both files
   * of every language in the background, which says nothing of what the page asked for). */
  async function pageFor(role: Role): Promise<{ page: Page; consoleWords: string[] }> {
    const context = await browser.newContext({ baseURL: server.baseUrl, serviceWorkers: 'block' });
    await watchPages(context);
    await watchForKeys(context);
    if (role !== 'signedOut') {
      await context.addInitScript(
        ([name, value]) => localStorage.setItem(name!, value!),
        [SESSION_TOKEN_KEY[role], tokens[role]!],
      );
    }
    const page = await context.newPage();
    const consoleWords: string[] = [];
    page.on('request', (request) => {
      if (CONSOLE_WORDS.test(request.url())) consoleWords.push(`${page.url()} → ${request.url()}`);
    });
    return { page, consoleWords };
  }

  const keysShown = (page: Page) =>
    page.evaluate(() => (window as unknown as { keysShown: string[] }).keysShown);

  for (const role of ['signedOut', 'rider'] as const) {
    for (const [language, prefix] of Object.entries(LOCALES)) {
      it(`draws every rider route without the business areas’ words (${role}, ${language})`, async () => {
        const { page, consoleWords } = await pageFor(role);
        const unsettled: string[] = [];
        // Each route loaded afresh: a route walked to inside the app would find the words an earlier one loaded.
        for (const key of RIDER_ROUTES) {
          const rest = fillPath(ROUTES[key], DEMO_ROUTE_PARAMS);
          await page.goto(`${prefix}/${rest}`);
          const waited = await waitForSettledPage(page);
          if (waited) unsettled.push(`${rest}: ${waited}`);
        }
        expect(unsettled).toEqual([]);
        expect(consoleWords).toEqual([]);
        expect(await keysShown(page)).toEqual([]);
        await page.context().close();
      });
    }
  }

  it('opens the partner console with its words, in English and after switching to Tamil', async () => {
    const { page, consoleWords } = await pageFor('partner');
    await page.goto(`/in/en/${ROUTES.travelHome}`);
    await page.getByRole('heading', { name: 'Business overview' }).waitFor();
    await page.getByRole('link', { name: 'Drivers' }).click();
    await page.getByRole('article', { name: `${DRIVERS[0]!.firstName} ${DRIVERS[0]!.lastName}` }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('ta');
    await page.getByRole('link', { name: 'ஓட்டுநர்கள்' }).waitFor();
    expect(consoleWords.map((request) => request.replace(/^.* → .*\/locales\//, ''))).toEqual([
      'console/en.json',
      'console/ta.json',
    ]);
    expect(await keysShown(page)).toEqual([]);
    await page.context().close();
  });

  it('opens the driver app in Tamil with its words, never a key', async () => {
    const { page, consoleWords } = await pageFor('driver');
    await page.goto(`/in/ta/${ROUTES.driver}`);
    await waitForSettledPage(page);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(consoleWords).toHaveLength(1);
    expect(await keysShown(page)).toEqual([]);
    await page.context().close();
  });
});
