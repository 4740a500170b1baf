// A login code by WhatsApp in Chromium over the real server and build: the rider picks "Send by WhatsApp", the
// stand-in Graph API refuses the partner's number (a revoked token), and the dialog says the code went by SMS
// instead; the rider logs in with the texted code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { startGraphApi, type GraphApi } from '../helpers/graph-api';

const PHONE = { width: 390, height: 844 };
const RIDER = '+919844400123';

describe('login code by WhatsApp in Chromium', () => {
  let graph: GraphApi;
  let server: LiveServer;
  let browser: Browser;

  beforeAll(async () => {
    // No token is good for the demo's number: WhatsApp refuses every message.
    graph = await startGraphApi({});
    [server, browser] = await Promise.all([
      startLiveServer({ WHATSAPP_API_URL: graph.url }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await graph?.close();
  });

  it('tells the rider WhatsApp failed and the code came by SMS, and logs them in with it', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/user/wallet');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(RIDER);
    const byWhatsapp = dialog.getByRole('button', { name: 'Send by WhatsApp' });
    await byWhatsapp.waitFor();
    // The partner's default (SMS) comes first.
    expect(await dialog.getByRole('button', { name: /^Send by / }).allTextContents()).toEqual([
      'Send by SMS',
      'Send by WhatsApp',
    ]);
    const before = server.sms.length;
    await byWhatsapp.click();
    await dialog.getByText('WhatsApp could not deliver the code; we sent it by SMS instead.').waitFor();
    expect(graph.refused.at(-1)).toMatch(/Invalid OAuth access token/);
    const code = await server.codeTo(RIDER, before);
    await dialog.getByRole('textbox', { name: 'One-time code' }).fill(code);
    await dialog.getByRole('button', { name: /verify/i }).click();
    await page.getByText('No activity in this period').waitFor();
    await context.close();
  });
});
