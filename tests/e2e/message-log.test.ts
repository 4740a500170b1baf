// The message log in Chromium over the real server and build: the demo partner's ride, booked by a rider and given
// a driver, shows its messages in its card (the rider's "driver assigned" text, sent); Settings › Rider messages
// counts the last day's messages as the API does; and an own template whose wording drops a variable is refused
// under that wording. The two screens are photographed into docs/screenshots.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_STATUSES } from '../../src/domain/messages/message-kinds';
import { messageSummarySchema } from '../../src/domain/messages/message-log';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { acceptWithNewDriver, bookSedan, pickupLaterToday } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';

const RIDER_PHONE = '+919876543210';
const SHOTS = 'docs/screenshots';

describe('the message log in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let owner: string;
  let rideId: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    owner = await partnerToken(server);
    const rider = await riderToken(server, RIDER_PHONE);
    rideId = await bookSedan(server, rider, 'message-log-e2e', { pickupAt: pickupLaterToday(3600_000) });
    const before = server.sms.length;
    await acceptWithNewDriver(server, owner, rideId, {
      firstName: 'Selvam',
      lastName: 'K',
      phone: '+919811140001',
      vehicleNumber: 'TN09 ML4001',
    });
    await server.textTo(RIDER_PHONE, before, /Selvam will drive you/);
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      baseURL: `http://${DEMO.host}:${new URL(server.baseUrl).port}`,
      timezoneId: 'Asia/Kolkata',
    });
    await context.addInitScript((token) => localStorage.setItem('business_auth_token', token), owner);
    page = await context.newPage();
    mkdirSync(SHOTS, { recursive: true });
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it("shows a ride's messages in its card", async () => {
    await page.goto('/travel/rides');
    const card = page.getByRole('article', { name: `Ride ${rideId.slice(0, 8).toUpperCase()}` });
    await card.getByText('Messages', { exact: true }).click();
    const assigned = card
      .getByRole('listitem')
      .filter({ hasText: 'Driver assigned' })
      .filter({ hasText: 'SMS' });
    await assigned.getByText('Sent', { exact: true }).waitFor();
    await assigned.getByText(`To ${RIDER_PHONE}`).waitFor();
    await card.screenshot({ path: `${SHOTS}/message-log-ride.png`, animations: 'disabled' });
  });

  it("counts the last day's messages by channel and status as the API does", async () => {
    const reply = await server.app.inject({
      method: 'GET',
      url: '/api/v1/partner/messages/summary',
      headers: { host: DEMO.host, authorization: `Bearer ${owner}` },
    });
    const { counts } = messageSummarySchema.parse(reply.json());
    expect(counts.sms.sent).toBeGreaterThanOrEqual(2);
    await page.goto('/travel/settings');
    const table = page.getByRole('table', { name: 'Messages in the last 24 hours' });
    const sms = table.getByRole('row', { name: /^SMS/ });
    await sms.waitFor();
    await expect
      .poll(() => sms.getByRole('cell').allTextContents(), { timeout: 10_000 })
      .toEqual(MESSAGE_STATUSES.map((status) => String(counts.sms[status])));
    await table.screenshot({ path: `${SHOTS}/message-log-settings.png`, animations: 'disabled' });
  });

  it('refuses an own template whose wording drops a variable, under that wording', async () => {
    const form = page.getByRole('form', { name: 'Your own SMS sender (optional)' });
    await form.getByRole('textbox', { name: 'Sender (header)' }).fill('DEMOCB');
    const kind = form
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: 'Driver assigned' }) });
    await kind.locator('summary').click();
    await kind.getByRole('textbox', { name: 'DLT template ID' }).fill('1207160000000000042');
    const wording = kind.getByRole('textbox', { name: 'Registered wording' });
    expect(await wording.inputValue()).toMatch(/\{#tripCode#\}/);
    await wording.fill('{#brand#}: {#driver#} is coming in {#vehicle#}. Follow: {#link#}');
    await form.getByRole('button', { name: 'Save' }).click();
    await kind
      .getByText('Use exactly these variables: {#brand#} {#driver#} {#vehicle#} {#tripCode#} {#link#}')
      .waitFor();
    expect(await wording.getAttribute('aria-invalid')).toBe('true');
  });
});
