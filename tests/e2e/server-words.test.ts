// Words the server writes, read in the page's language in Chromium over the real server and build: a ride the
// rider cancelled shows its reason in Tamil and Arabic on their rides page, and the platform's commission fee on
// the partner's wallet reads in Arabic with its ride number.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { acceptWithNewDriver, bookSedan, completeRide } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';

type Dictionary = { serverWords: Record<string, Record<string, string>> };
const words = (language: string) =>
  (JSON.parse(readFileSync(`public/locales/${language}.json`, 'utf8')) as Dictionary).serverWords;

describe('words the server writes, in the page’s language', () => {
  let server: LiveServer;
  let browser: Browser;
  let rider: string;
  let partner: string;
  let completedId: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    rider = await riderToken(server, '+919844400077');
    partner = await partnerToken(server);
    const cancelledId = await bookSedan(server, rider, 'e2e-words-cancelled');
    const cancelled = await server.app.inject({
      method: 'POST',
      url: `/api/v1/rides/${cancelledId}/cancel`,
      headers: {
        host: DEMO.host,
        authorization: `Bearer ${rider}`,
        'idempotency-key': 'e2e-words-cancel-0001',
      },
      // Long before pickup: no fee, and the rider accepts that.
      payload: { acceptedFee: 0 },
    });
    if (cancelled.statusCode !== 200) throw new Error(`cancel: ${cancelled.body}`);
    completedId = await bookSedan(server, rider, 'e2e-words-completed');
    await acceptWithNewDriver(server, partner, completedId, {
      firstName: 'Kumar',
      lastName: 'S',
      phone: '+919800077711',
      vehicleNumber: 'TN77 KS7711',
    });
    await completeRide(server, partner, completedId);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(key: string, token: string, path: string): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: server.baseUrl,
    });
    await context.addInitScript(([name, value]) => localStorage.setItem(name!, value!), [key, token]);
    const page = await context.newPage();
    await page.goto(path);
    return page;
  }

  for (const language of ['ta', 'ar']) {
    it(`says why the rider’s ride was cancelled in ${language}`, async () => {
      const page = await open('user_auth_token', rider, `/in/${language}/user/rides`);
      await page.getByText(words(language).cancelReasons!.rider!, { exact: true }).first().waitFor();
      await page.context().close();
    });
  }

  it('names the platform’s commission on the partner’s wallet in Arabic, with its ride number', async () => {
    const page = await open('business_auth_token', partner, '/in/ar/travel/wallet');
    const ride = completedId.slice(0, 8).toUpperCase();
    const [before, after] = words('ar').ledger!.commission!.split('{{percent}}');
    const line = new RegExp(`^${escape(before!)}[\\d.]+${escape(after!.replace('{{ride}}', ride))}$`);
    await page.getByText(line).first().waitFor();
    await page.context().close();
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
