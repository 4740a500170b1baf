// WhatsApp in Chromium over the real server and build: the booking page asks a rider to log in, then opens the
// partner's wa.me chat in a new tab with the sample message; a conversation through the stand-in Graph API books
// a ride the partner's console shows live, and the partner finds the WhatsApp lead, converted, on the customers
// page. wa.me is never reached: the browser context answers it locally.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO, DEMO_WHATSAPP_NUMBER } from '../../src/server/db/seed';
import { demoWhatsapp } from '../helpers/demo-whatsapp';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { hubSignature, startGraphApi, textNotification, type GraphApi } from '../helpers/graph-api';

const MOBILE = { width: 390, height: 844 };
const SAMPLE = 'Overnight Chennai to Bangalore one-way taxi at 8 PM';

describe('WhatsApp booking in Chromium', () => {
  let graph: GraphApi;
  let server: LiveServer;
  let browser: Browser;
  let rider: BrowserContext;
  let partner: BrowserContext;
  let secrets: Awaited<ReturnType<typeof demoWhatsapp>>;

  beforeAll(async () => {
    const tokens: Record<string, string> = {};
    graph = await startGraphApi(tokens);
    [server, browser] = await Promise.all([
      startLiveServer({ WHATSAPP_API_URL: graph.url }),
      launchChromium(),
    ]);
    secrets = await demoWhatsapp(server.database.db);
    tokens[DEMO_WHATSAPP_NUMBER] = secrets.accessToken;
    const options = { baseURL: server.baseUrl, timezoneId: 'Asia/Kolkata' };
    rider = await browser.newContext({ ...options, viewport: MOBILE });
    await rider.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp stand-in</title>' }),
    );
    partner = await browser.newContext({ ...options, viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await rider?.close();
    await partner?.close();
    await browser?.close();
    await server?.close();
    await graph?.close();
  });

  async function logIn(page: Page, phone: string) {
    const login = page.getByRole('dialog', { name: 'Log in to book' });
    await login.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
    const sent = server.sms.length;
    await login.getByRole('button', { name: 'Send by SMS' }).click();
    const codeDialog = page.getByRole('dialog', { name: 'Enter your code' });
    await codeDialog.waitFor();
    const code = (await server.codeTo(phone, sent)) ?? '';
    await codeDialog.getByRole('textbox', { name: 'One-time code' }).fill(code);
    await codeDialog.getByRole('button', { name: 'Verify' }).click();
    await codeDialog.waitFor({ state: 'hidden' });
  }

  it('asks the rider to log in, then opens the partner’s WhatsApp chat in a new tab', async () => {
    const page = await rider.newPage();
    await page.goto('/');
    await page.goto('/user/whatsapp/taxi/booking');
    await page.getByText('Book Taxi with WhatsApp AI').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Continue on WhatsApp' }).waitFor();
    expect(await page.getByText(SAMPLE).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Book on WhatsApp' }).click();
    const popup = rider.waitForEvent('page');
    await logIn(page, '98400 61616');
    const chat = await popup;
    await chat.waitForLoadState();
    const opened = new URL(chat.url());
    expect(`${opened.origin}${opened.pathname}`).toBe('https://wa.me/919840012345');
    expect(opened.searchParams.get('text')).toBe(SAMPLE);
    await chat.close();

    const link = page.getByRole('link', { name: 'Book on WhatsApp' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toBe(
      `https://wa.me/919840012345?text=${encodeURIComponent(SAMPLE)}`,
    );

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await page.getByRole('tab', { name: 'WhatsApp' }).click();
    await page.getByRole('heading', { level: 2, name: 'Continue on WhatsApp' }).waitFor();
    await page.close();
  });

  it('books by WhatsApp through the stand-in Graph API; the partner sees the ride live and the lead', async () => {
    const desk = await partner.newPage();
    await desk.goto('/travel/login');
    await desk.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.partnerEmail);
    await desk.getByRole('button', { name: 'Continue' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Enter your code' });
    await dialog
      .getByRole('textbox', { name: 'One-time code' })
      .fill(await server.smtp.codeFor(DEMO.partnerEmail));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await desk.waitForURL('**/travel/home');
    await desk.getByRole('region', { name: 'New bookings' }).getByRole('status').getByText('Live').waitFor();

    const from = '919840055555';
    const say = async (text: string) => {
      const before = graph.sent.length;
      const body = textNotification({
        phoneNumberId: DEMO_WHATSAPP_NUMBER,
        from,
        text,
        name: 'Kavya WA',
      });
      const answer = await fetch(`${server.baseUrl}/api/v1/whatsapp/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': hubSignature(body, secrets.appSecret),
        },
        body,
      });
      expect(answer.status).toBe(200);
      await vi.waitFor(() => expect(graph.sent.length).toBe(before + 1), { timeout: 10_000 });
      return graph.sent.at(-1)!.body;
    };
    const offers = await say('Chennai to Vellore tomorrow 7 am');
    const sedan = /^(\d+)\. Sedan/m.exec(offers)?.[1];
    expect(sedan).toBeDefined();
    expect(await say(sedan!)).toMatch(/^Book a Sedan/);
    const booked = await say('1');
    const tripCode = /trip code is (\d{4})/.exec(booked)?.[1] ?? '';
    expect(tripCode).toMatch(/^\d{4}$/);

    const card = desk
      .getByRole('region', { name: 'New bookings' })
      .getByRole('article')
      .filter({ hasText: 'Kavya WA' })
      .filter({ hasText: tripCode });
    await card.waitFor();
    expect(await card.getByText('Vellore').isVisible()).toBe(true);

    await desk.goto('/drivers');
    await desk.getByRole('tab', { name: 'Leads' }).click();
    const row = desk.getByRole('row').filter({ hasText: '+919840055555' });
    await row.waitFor();
    expect(await row.getByRole('rowheader', { name: 'Kavya WA' }).isVisible()).toBe(true);
    expect(await row.getByText('Converted').isVisible()).toBe(true);
    expect(await row.getByText(/Chennai → Vellore/).isVisible()).toBe(true);
    await desk.close();
  });
});
