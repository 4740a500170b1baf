// The partner's FAQ editor in Chromium over the real server and build, at a phone's and a desktop's width in
// English, Tamil and Arabic: the first click of "Add a question" adds one, when the settings answer comes late and
// on a fresh load, and the first click of Save right after typing an answer (the answer still focused) saves.
// Leaving a field used to check it and show or drop an error above the buttons, which moved them between the press
// and the release of that click: it landed beside Save and did nothing (a second click saved).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Route } from 'playwright-core';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { partnerToken } from '../helpers/sessions';
import ar from '../../public/locales/ar.json';
import en from '../../public/locales/en.json';
import ta from '../../public/locales/ta.json';

const LOCALES = { en: ['/in/en', en], ta: ['/in/ta', ta], ar: ['/ae/ar', ar] } as const;
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 860 },
] as const;

describe("the FAQ editor's first click, in Chromium", () => {
  let server: LiveServer;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    token = await partnerToken(server);
  });
  afterAll(async () => {
    // The demo's FAQ goes back to the built-in questions.
    await server?.app.inject({
      method: 'PATCH',
      url: '/api/v1/partner/settings',
      headers: {
        host: DEMO.host,
        authorization: `Bearer ${token}`,
        'idempotency-key': 'faq-editor-test-reset',
      },
      payload: { faq: { language: 'en', entries: [] } },
    });
    await browser?.close();
    await server?.close();
  });

  for (const [language, [prefix, words]] of Object.entries(LOCALES)) {
    for (const screen of SCREENS) {
      it(`adds and saves on the first click (${language}, ${screen.width} px)`, async () => {
        const context = await browser.newContext({ viewport: screen, baseURL: server.baseUrl });
        await context.addInitScript((value) => localStorage.setItem('business_auth_token', value), token);
        const page = await context.newPage();
        const form = page.getByRole('form', { name: words.faqSettings.formLabel });
        const entries = form.getByRole('group');
        const add = form.getByRole('button', { name: words.faqSettings.add, exact: true });

        async function addOnce() {
          await add.waitFor();
          const before = await entries.count();
          await add.click();
          await expect.poll(() => entries.count(), { timeout: 5_000 }).toBe(before + 1);
        }

        // The first load's settings answer comes late: held back until the page asked for it, then let through.
        const held: Route[] = [];
        await page.route('**/api/v1/partner/settings', (route) => void held.push(route));
        await page.goto(`${prefix}/travel/settings`);
        await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0);
        for (const route of held.splice(0)) await route.continue();
        await page.unroute('**/api/v1/partner/settings');
        await addOnce();

        await form
          .getByRole('textbox', { name: words.faqSettings.question })
          .last()
          .fill('Is there a night fare?');
        await form.getByRole('textbox', { name: words.faqSettings.answer }).last().fill('Yes, from 10 pm.');
        await form.getByRole('button', { name: words.settings.save, exact: true }).click();
        await form.getByRole('status').getByText(words.settings.saved).waitFor({ timeout: 10_000 });

        await page.reload();
        await addOnce();
        await context.close();
      });
    }
  }
});
