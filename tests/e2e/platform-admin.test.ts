// The platform owner's console in Chromium over the real server and build, on a phone and a desktop: signing in
// with the e-mailed code on the platform's own host, searching the partners, opening the demo partner, setting
// its terms from tomorrow (a past day refused), suspending it with a reason (a too-short one refused under its field), the audit log, and resuming it; nothing wider than
// the phone's screen. On the demo partner's host /admin is no page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PLATFORM_ADMIN } from '../../src/server/env';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';

/** Tomorrow's date in India, where the demo partner is: new terms may start on a later day. */
const tomorrow = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + 86_400_000));

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

describe('the platform console in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let port: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    port = new URL(server.baseUrl).port;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const overflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  it.each(VIEWPORTS)('signs in, suspends and resumes the demo partner on a $name', async (viewport) => {
    const context = await browser.newContext({
      viewport,
      baseURL: `http://www.localhost:${port}`,
    });
    const page = await context.newPage();
    try {
      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Platform console sign-in' }).waitFor();
      await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_PLATFORM_ADMIN);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByText('a code is on its way').waitFor();
      const code = await server.smtp.codeFor(DEMO_PLATFORM_ADMIN);
      await page.getByRole('textbox', { name: '6-digit code' }).fill(code);
      await page.getByRole('button', { name: 'Sign in' }).click();

      await page.getByRole('heading', { level: 1, name: 'Partners' }).waitFor();
      await page.getByRole('link', { name: 'Revenue' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search' }).fill('no such partner');
      await page.getByText('No partner matches.').waitFor();
      await page.getByRole('searchbox', { name: 'Search' }).fill('demo');
      const card = page.getByRole('listitem').filter({ hasText: DEMO.businessName });
      await card.getByText('Live', { exact: true }).waitFor();
      await card.getByText(DEMO.partnerEmail).waitFor();
      await card.getByText(/₹/).first().waitFor();
      if (viewport.name === 'phone') expect(await overflow(page)).toBeLessThanOrEqual(0);

      await card.getByRole('link', { name: DEMO.businessName }).click();
      await page.getByRole('heading', { level: 1, name: DEMO.businessName }).waitFor();
      for (const name of ['Settings', 'Staff', 'Rides', 'Wallet', 'Suspension', 'Terms', 'Audit log'])
        await page.getByRole('region', { name, exact: true }).waitFor();
      // Terms: the default in effect, then new ones from tomorrow, upcoming and audit-logged.
      const terms = page.getByRole('region', { name: 'Terms', exact: true });
      await terms
        .getByText(/10 % commission on the whole fare/)
        .first()
        .waitFor();
      await terms.getByRole('textbox', { name: 'Commission (%)' }).fill('12.5');
      await terms.getByLabel('In effect from').fill('2001-01-01');
      await terms.getByRole('button', { name: 'Save new terms' }).click();
      await terms.getByText('Choose today or a later day').waitFor();
      await terms.getByLabel('In effect from').fill(tomorrow());
      await terms.getByRole('button', { name: 'Save new terms' }).click();
      await terms.getByRole('status').getByText('The new terms are saved.').waitFor();
      await terms
        .getByText(/12\.5 % commission on the whole fare/)
        .first()
        .waitFor();
      await page
        .getByRole('list', { name: 'Audit log' })
        .getByRole('listitem')
        .filter({ hasText: `Terms changed · ${DEMO_PLATFORM_ADMIN}` })
        .first()
        .waitFor();

      const suspension = page.getByRole('region', { name: 'Suspension', exact: true });
      const reason = suspension.getByRole('textbox', { name: /Reason/ });
      await reason.fill('no');
      await suspension.getByRole('button', { name: 'Suspend…' }).click();
      await suspension.getByText('Write at least 5 characters').waitFor();
      await reason.fill(`Unpaid fee (${viewport.name})`);
      await suspension.getByRole('button', { name: 'Suspend…' }).click();
      await suspension.getByText(`Suspend ${DEMO.businessName} now?`).waitFor();
      await suspension.getByRole('button', { name: 'Yes, suspend' }).click();
      await suspension.getByText(/Suspended since .*Unpaid fee/).waitFor();
      const audit = page.getByRole('list', { name: 'Audit log' });
      await audit
        .getByRole('listitem')
        .filter({ hasText: `Suspended · ${DEMO_PLATFORM_ADMIN} · “Unpaid fee (${viewport.name})”` })
        .waitFor();
      if (viewport.name === 'phone') expect(await overflow(page)).toBeLessThanOrEqual(0);

      await reason.fill('Fee paid in full');
      await suspension.getByRole('button', { name: 'Resume…' }).click();
      await suspension.getByRole('button', { name: 'Yes, resume' }).click();
      await suspension.getByText('This partner is not suspended.').waitFor();
      await audit.getByRole('listitem').filter({ hasText: 'Resumed' }).first().waitFor();
      await page.getByRole('link', { name: 'All partners' }).click();
      await page.getByRole('heading', { level: 1, name: 'Partners' }).waitFor();

      // Revenue: this month's row for the demo partner and the month's statements.
      await page.getByRole('link', { name: 'Revenue' }).click();
      await page.getByRole('heading', { level: 1, name: 'Revenue' }).waitFor();
      await page.getByRole('row').filter({ hasText: DEMO.businessName }).first().waitFor();
      await page.getByRole('button', { name: /CSV/ }).first().waitFor();
      if (viewport.name === 'phone') expect(await overflow(page)).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });

  it("is no page on a partner's host", async () => {
    const context = await browser.newContext({ baseURL: `http://${DEMO.host}:${port}` });
    const page = await context.newPage();
    try {
      const answer = await page.goto('/admin');
      expect(answer?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Platform console sign-in' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
