// Every page of the route table in Chromium under the Content-Security-Policy the server sends, signed in as a
// rider and as a partner: any violation the browser reports (a `securitypolicyviolation` event or a console
// refusal) fails the page. Then a page served by the service worker from its cache, offline, still runs.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_ROUTES } from '../../src/app/route-table';
import { ROUTES, type RouteKey } from '../../src/domain/routes';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { partnerToken, riderToken } from '../helpers/sessions';

const PARAMS: Record<string, string> = {
  ':place': 'chennai',
  ':city': 'chennai',
  ':taxi': 'chennai-to-bengaluru',
  ':txnId': 'TXN0000000000',
  ':blog': 'chennai-airport-taxi-guide',
};
const pathOf = (key: RouteKey) => `/${ROUTES[key].replace(/:[a-zA-Z]+/g, (param) => PARAMS[param] ?? 'x')}`;

/** Every page the router draws: the table's, plus the home index and the travel login it places itself. */
const PAGES = [...new Set(['/', pathOf('travelLogin'), ...SCREEN_ROUTES.map((route) => pathOf(route.key))])];

declare global {
  interface Window {
    cspViolations: string[];
  }
}

describe('Content-Security-Policy in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    const [rider, partner] = [await riderToken(server), await partnerToken(server)];
    context = await browser.newContext({ baseURL: server.baseUrl, timezoneId: 'Asia/Kolkata' });
    await context.addInitScript(
      ({ rider, partner }) => {
        localStorage.setItem('user_auth_token', rider);
        localStorage.setItem('business_auth_token', partner);
        window.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          window.cspViolations.push(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
          ),
        );
      },
      { rider, partner },
    );
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  async function violationsOn(page: Page, path: string) {
    const refusals: string[] = [];
    const listen = (message: { text: () => string }) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
    };
    page.on('console', listen);
    const response = await page.goto(path, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('#root')?.childElementCount, null, {
      timeout: 15_000,
    });
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    page.off('console', listen);
    const seen = await page.evaluate(() => window.cspViolations);
    return { response, found: [...seen, ...refusals].map((text) => `${path}: ${text}`) };
  }

  it('loads every route of the route table with no violation', { timeout: 600_000 }, async () => {
    const page = await context.newPage();
    const failures: string[] = [];
    for (const path of PAGES) {
      const { response, found } = await violationsOn(page, path);
      const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
      if (!/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/.test(policy))
        failures.push(`${path}: no nonce policy`);
      failures.push(...found);
    }
    await page.close();
    console.info(`CSP: ${PAGES.length} routes loaded in Chromium under the policy`);
    expect(failures).toEqual([]);
  });

  it('puts one fresh nonce per response on each inline element the server writes', async () => {
    const answers = await Promise.all(
      [0, 1].map(() =>
        server.app.inject({ url: '/blog/chennai-airport-taxi-guide', headers: { host: '127.0.0.1' } }),
      ),
    );
    const nonces = answers.map((answer) => {
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))![1]!;
      const tags = answer.body.match(/<(script|style)\b[^>]*>/g) ?? [];
      expect(tags.length).toBeGreaterThan(2);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it(
    'still runs a page the service worker serves from its cache, offline',
    { timeout: 120_000 },
    async () => {
      const page = await context.newPage();
      await page.goto('/', { waitUntil: 'load' });
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload({ waitUntil: 'load' });
      await context.setOffline(true);
      try {
        const { response, found } = await violationsOn(page, pathOf('blogs'));
        expect(response?.fromServiceWorker()).toBe(true);
        expect(found).toEqual([]);
        await page.getByRole('heading').first().waitFor();
      } finally {
        await context.setOffline(false);
        await page.close();
      }
    },
  );
});
