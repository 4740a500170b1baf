// The console's Developers section and Insights page in Chromium over the real server and build. A partner adds
// a webhook endpoint pointing at a small receiver this test runs, copies the secret shown once, sends a test
// event and sees it delivered in the log, while the receiver checks the signature with that secret.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { WEBHOOK_SIGNATURE_HEADER } from '../../src/domain/webhooks';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { partnerToken } from '../helpers/sessions';
import { waitFor } from '../helpers/wait-for';

const DESKTOP = { width: 1280, height: 860 };

/** The partner's own tool: records each delivery's headers and raw body. */
function receiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  return {
    received,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/travelx`),
        ),
      ),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('developers and insights in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let partner: string;
  const hooks = receiver();
  let hookUrl: string;

  beforeAll(async () => {
    [server, browser, hookUrl] = await Promise.all([startLiveServer(), launchChromium(), hooks.start()]);
    partner = await partnerToken(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await hooks.stop();
  });

  async function console(): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: server.baseUrl });
    await context.addInitScript((value) => localStorage.setItem('business_auth_token', value), partner);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    return context;
  }

  it('adds a webhook endpoint, shows its secret once, sends a test and logs it delivered, signed', async () => {
    const context = await console();
    const page = await context.newPage();
    await page.goto('/travel/settings#settings-developers');
    const section = page.getByRole('region', { name: 'Developers' });
    await section.getByRole('link', { name: 'API reference' }).waitFor();
    expect(await section.getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe('/api/docs');

    await section.getByRole('button', { name: 'Add endpoint' }).click();
    await section.getByText('Enter the address of your endpoint (https://…)').waitFor();
    await section.getByText('Choose at least one event').waitFor();
    await section.getByRole('textbox', { name: 'Endpoint address' }).fill(hookUrl);
    await section.getByRole('checkbox', { name: 'ride.booked' }).check();
    await section.getByRole('checkbox', { name: 'ride.completed' }).check();
    await section.getByRole('button', { name: 'Add endpoint' }).click();

    await section.getByText("Copy this signing secret now: you won't see it again.").waitFor();
    await section.getByRole('button', { name: 'Copy the signing secret' }).click();
    const secret = await page.evaluate(() => navigator.clipboard.readText());
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    await section.getByRole('button', { name: 'I have copied it' }).click();
    await expect(section.getByText(secret).count()).resolves.toBe(0);

    const endpoint = section.getByRole('region', { name: hookUrl });
    await endpoint.getByText('ride.booked, ride.completed').waitFor();
    await endpoint.getByRole('button', { name: 'Send test' }).click();
    const log = endpoint.getByRole('table', { name: `Deliveries to ${hookUrl}` });
    await log.getByRole('cell', { name: 'Delivered (204)' }).waitFor({ timeout: 15_000 });
    await log.getByRole('rowheader', { name: 'test' }).waitFor();

    await waitFor(async () => hooks.received.length === 1, 'the test delivery');
    const [delivery] = hooks.received;
    const expected = createHmac('sha256', secret).update(delivery!.body).digest('hex');
    expect(delivery!.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]).toBe(expected);

    // After a reload the secret is nowhere to be seen; the endpoint and its log remain.
    await page.reload();
    await endpoint.getByRole('button', { name: 'Delivery log' }).click();
    await log.getByRole('cell', { name: 'Delivered (204)' }).waitFor();
    await expect(page.getByText(secret).count()).resolves.toBe(0);
    await context.close();
  });
});
