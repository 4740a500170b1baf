// The partner's new screens in Chromium over the real server and build, phone-sized and on a desktop, in English
// and Tamil: booking for a caller (found as the number is typed, priced by the riders' quote, texted the trip
// code), the Help page answering a rider's ticket, and the Apps page with its addresses, QR codes and copy.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { bookSedan } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';

type Dictionary = Record<string, unknown>;
const ta = JSON.parse(readFileSync('public/locales/ta.json', 'utf8')) as Dictionary;
const text = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Dictionary)[part], ta) as string;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };

describe('partner screens in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let partner: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    partner = await partnerToken(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function console(viewport = PHONE): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport, baseURL: server.baseUrl });
    await context.addInitScript((value) => localStorage.setItem('business_auth_token', value), partner);
    return context;
  }

  it('books for a new caller with the riders’ fare, texts the trip code, and finds them next time', async () => {
    const context = await console();
    const page = await context.newPage();
    await page.goto('/travel/ride/book');
    await page.getByRole('heading', { name: 'Book a ride for a customer', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: "Caller's phone number" }).fill('98440 55566');
    await page.getByRole('textbox', { name: "Caller's name" }).fill('Anand');
    await page.getByRole('combobox', { name: 'Pickup', exact: true }).fill('Coimbat');
    await page
      .getByRole('option', { name: /^Coimbatore/ })
      .first()
      .click();
    await page.getByRole('combobox', { name: 'Drop', exact: true }).fill('Salem');
    await page
      .getByRole('option', { name: /^Salem/ })
      .first()
      .click();

    const when = page.getByLabel('Pickup time');
    await when.fill('2020-01-01T10:00');
    await page.getByText('This time has passed. Choose a time from now on.').waitFor();
    const soon = new Date(Date.now() + 3 * 3600_000 - new Date().getTimezoneOffset() * 60_000);
    await when.fill(soon.toISOString().slice(0, 16));

    await page.getByRole('radio', { name: /^Sedan/ }).check();
    const before = server.sms.length;
    await page.getByRole('button', { name: /^Book for ₹/ }).click();
    await page.getByRole('heading', { name: 'Ride booked' }).waitFor();
    const sms = await server.textTo('+919844055566', before);
    expect(sms.to).toBe('+919844055566');
    const code = /Trip code (\d{4})/.exec(sms.text)![1]!;
    await page.getByText(`trip code ${code}`).waitFor();

    await page.getByRole('button', { name: 'Book for another caller' }).click();
    await page.getByRole('textbox', { name: "Caller's phone number" }).fill('9844055');
    const known = page.getByRole('list', { name: 'Known callers' }).getByRole('button', { name: /Anand/ });
    await known.getByText('Last ride: Coimbatore → Salem').waitFor();
    await known.click();
    expect(await page.getByRole('textbox', { name: "Caller's name" }).inputValue()).toBe('Anand');
    await context.close();
  });

  it("answers a rider's question on the Help page, in Tamil on a desktop", async () => {
    const rider = await riderToken(server, '+919844066677');
    const rideId = await bookSedan(server, rider, 'e2e-help-ride');
    const asked = await server.app.inject({
      method: 'POST',
      url: '/api/v1/support/tickets',
      headers: { host: DEMO.host, authorization: `Bearer ${rider}`, 'idempotency-key': 'e2e-help-ticket' },
      payload: { message: 'Can the driver call me on arrival?', rideId },
    });
    expect(asked.statusCode).toBe(201);

    const context = await console(DESKTOP);
    const page = await context.newPage();
    await page.goto('/in/ta/travel/help');
    await page.getByRole('heading', { name: text('screens.travelHelp'), level: 1 }).waitFor();
    await page.getByRole('button', { name: /Can the driver call me on arrival\?/ }).click();
    await page.getByRole('textbox', { name: text('support.answer') }).fill('Yes, the driver will call you.');
    const before = server.sms.length;
    await page.getByRole('button', { name: text('support.sendAnswer') }).click();
    await page.getByText('Yes, the driver will call you.').waitFor();
    await page
      .getByRole('region', { name: /\+919844066677/ })
      .getByText(text('support.status.answered'))
      .waitFor();
    expect(await server.textTo('+919844066677', before)).toMatchObject({
      to: '+919844066677',
      text: expect.stringContaining('Yes, the driver will call you.'),
    });
    await context.close();
  });

  it('shows the rider site and driver app addresses with QR codes, and copies one (phone)', async () => {
    const context = await console();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/travel/apps');
    await page.getByRole('heading', { name: 'Apps', level: 1 }).waitFor();
    await page.getByRole('link', { name: `${server.baseUrl}/`, exact: true }).waitFor();
    await page.getByRole('link', { name: `${server.baseUrl}/driver` }).waitFor();
    await page.getByRole('img', { name: "QR code of Your riders' site" }).waitFor();
    await page.getByRole('img', { name: 'QR code of Driver app' }).waitFor();
    await page.getByRole('button', { name: 'Copy the address: Driver app', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.baseUrl}/driver`);
    await context.close();
  });
});
