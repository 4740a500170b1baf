// The console's Developers section and Insights page in Chromium over the real server and build. A partner adds
// a webhook endpoint pointing at a small receiver this test runs, copies the secret shown once, sends a test
// event and sees it delivered in the log, while the receiver checks the signature with that secret and the
// verifier the API reference prints (the receiver is on this machine, so the server allows private targets). The
// owner makes an API key with two scopes, sees it once, finds it listed with its scopes and last use once a system
// called with it, and revokes it, after which the key opens nothing. A visitor
// landing from an ad is counted page by page (a Global Privacy Control visitor not at all), and the Insights
// page charts them with the campaign. A driver's expired licence shows on the drivers page until the office
// uploads the renewed one.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { WEBHOOK_SIGNATURE_HEADER } from '../../src/domain/integrations/webhooks';
import sharp from 'sharp';
import { isoDateInZone } from '../../src/domain/date-filter';
import { driverDocuments, drivers, media, tenants, visits } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { loadDocumentedVerifier } from '../helpers/documented-verifier';
import { partnerToken } from '../helpers/sessions';
import { waitFor } from '../helpers/wait-for';

const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

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

/** Makes the log's first read (started by the same click as the test) answer the log as it was before the
 * test's insert, arriving only after the test's answer: the race a busy machine produces now and then. */
async function raceTheLogAgainstTheTest(page: Page) {
  let logRead!: () => void;
  const logReadBeforeTest = new Promise<void>((resolve) => (logRead = resolve));
  await page.route('**/webhooks/*/test', async (route) => {
    await logReadBeforeTest;
    await route.continue();
  });
  await page.route('**/webhooks/*/deliveries', async (route) => {
    await page.unroute('**/webhooks/*/deliveries');
    const testAnswered = page.waitForResponse('**/webhooks/*/test');
    const before = await route.fetch();
    logRead();
    await testAnswered;
    await route.fulfill({ response: before });
  });
}

describe("developers, insights and drivers' documents in Chromium", () => {
  let server: LiveServer;
  let browser: Browser;
  let partner: string;
  const hooks = receiver();
  let hookUrl: string;

  beforeAll(async () => {
    [server, browser, hookUrl] = await Promise.all([
      startLiveServer({ WEBHOOK_ALLOW_PRIVATE: '1' }),
      launchChromium(),
      hooks.start(),
    ]);
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
    await section.getByText(/holds t=\(the time\) and v1=/).waitFor();
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
    await raceTheLogAgainstTheTest(page);
    await endpoint.getByRole('button', { name: 'Send test' }).click();
    const log = endpoint.getByRole('table', { name: `Deliveries to ${hookUrl}` });
    await log.getByRole('cell', { name: 'Delivered (204)' }).waitFor({ timeout: 15_000 });
    await log.getByRole('rowheader', { name: 'test' }).waitFor();

    await waitFor(async () => hooks.received.length === 1, 'the test delivery');
    const [delivery] = hooks.received;
    const verify = await loadDocumentedVerifier();
    const header = delivery!.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string;
    expect(verify(header, delivery!.body, secret)).toBe(true);
    expect(verify(header, delivery!.body, `${secret}0`)).toBe(false);

    // After a reload the secret is nowhere to be seen; the endpoint and its log remain.
    await page.reload();
    await endpoint.getByRole('button', { name: 'Delivery log' }).click();
    await log.getByRole('cell', { name: 'Delivered (204)' }).waitFor();
    await expect(page.getByText(secret).count()).resolves.toBe(0);
    await context.close();
  });

  it('creates an API key shown once, lists it with its scopes and last use, and revokes it', async () => {
    const context = await console();
    const page = await context.newPage();
    await page.goto('/travel/settings#settings-developers');
    const keys = page.getByRole('region', { name: 'Developers' }).getByRole('region', { name: 'API keys' });
    await keys.getByText('No API keys yet.').waitFor();
    await keys.getByRole('button', { name: 'Create key' }).click();
    await keys.getByText('Name the key').waitFor();
    await keys.getByText('Choose at least one scope').waitFor();
    await keys.getByRole('textbox', { name: 'Key name' }).fill('Accounts export');
    await keys.getByRole('checkbox', { name: /^customers:read/ }).check();
    await keys.getByRole('checkbox', { name: /^rides:read/ }).check();
    await keys.getByRole('button', { name: 'Create key' }).click();

    await keys.getByText("Copy this key now: you won't see it again.").waitFor();
    await keys.getByRole('button', { name: 'Copy the API key' }).click();
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key).toMatch(/^tx_live_[\w-]{43}$/);
    await keys.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByText(key).count()).resolves.toBe(0);

    const listed = keys.getByRole('region', { name: 'Accounts export' });
    await listed.getByText('rides:read, customers:read').waitFor();
    await listed.getByText(`${key.slice(0, 12)}…`).waitFor();
    await listed.getByText(/never used/).waitFor();
    const ridesWith = (bearer: string) =>
      page.evaluate(
        async (value) =>
          (await fetch('/api/v1/partner/rides', { headers: { authorization: `Bearer ${value}` } })).status,
        bearer,
      );
    expect(await ridesWith(key)).toBe(200);
    await page.reload();
    await listed.getByText(/last used/).waitFor();
    await expect(page.getByText(key).count()).resolves.toBe(0);

    page.once('dialog', (dialog) => void dialog.accept());
    await listed.getByRole('button', { name: 'Revoke' }).click();
    await keys.getByText('No API keys yet.').waitFor();
    expect(await ridesWith(key)).toBe(401);
    await context.close();
  });

  const visitRows = (path: string) => server.database.db.select().from(visits).where(eq(visits.path, path));
  const visitedOnce = (path: string) =>
    waitFor(async () => {
      const rows = await visitRows(path);
      return rows.length === 1 && rows[0];
    }, `a visit of ${path}`);

  it('counts a visitor page by page with the campaign they landed from, and a private visitor not at all', async () => {
    const visitor = await browser.newContext({ viewport: PHONE, baseURL: server.baseUrl });
    const page = await visitor.newPage();
    await page.goto('/?utm_source=google&utm_medium=cpc&utm_campaign=launch');
    const landing = await visitedOnce('/');
    expect(landing).toMatchObject({ utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'launch' });
    expect(landing.device).toMatchObject({ browser: 'Chrome', device_type: expect.any(String) });
    await page.getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL('**/contact-us');
    const next = await visitedOnce('/contact-us');
    expect(next).toMatchObject({ sessionId: landing.sessionId, utmSource: null });
    expect(await visitor.cookies()).toEqual([]);
    await visitor.close();

    const privateVisitor = await browser.newContext({ viewport: PHONE, baseURL: server.baseUrl });
    await privateVisitor.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const hidden = await privateVisitor.newPage();
    await hidden.goto('/privacy');
    // The beacon starts in the same chunk as the service worker's registration: once that is ready, it ran.
    await hidden.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await hidden.getByRole('link', { name: 'Contact us' }).click();
    await hidden.waitForURL('**/contact-us');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await visitRows('/privacy')).toEqual([]);
    expect(await visitRows('/contact-us')).toHaveLength(1);
    await privateVisitor.close();
  });

  it('charts visits, the campaign and rides per day on the Insights page, by period', async () => {
    const context = await console();
    const page = await context.newPage();
    await page.goto('/travel/insights');
    await page.getByRole('heading', { name: 'Insights', level: 1 }).waitFor();
    await page.getByRole('img', { name: 'Visits per day: 2' }).waitFor();
    await page.getByRole('img', { name: /^Rides per day: \d+$/ }).waitFor();
    await page.getByRole('img', { name: /^Revenue per day: ₹/ }).waitFor();
    const pages = page.getByRole('region', { name: 'Most visited pages' });
    await pages.getByText('/contact-us').waitFor();
    const campaign = page.getByRole('table', { name: 'Ad campaigns' }).getByRole('row', { name: /google/ });
    await expect(campaign.getByRole('cell').allTextContents()).resolves.toEqual([
      'cpc',
      'launch',
      '1',
      '0',
      '0%',
    ]);
    // The console's own pages were not counted.
    expect(await visitRows('/travel/insights')).toEqual([]);

    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last Week' });
    await page.getByRole('img', { name: 'Visits per day: 0' }).waitFor();
    await page.getByText('No visits in this period.').waitFor();
    await context.close();
  });

  it("shows a driver's expired licence on the drivers page until a renewed one is uploaded", async () => {
    const db = server.database.db;
    const [demo] = await db.select().from(tenants).where(eq(tenants.domain, DEMO.host));
    const [driver] = await db
      .insert(drivers)
      .values({
        tenantId: demo!.id,
        firstName: 'Mani',
        lastName: 'R',
        phone: '+919811188801',
        accountStatus: 'Verified',
      })
      .returning();
    const [image] = await db.insert(media).values({ tenantId: demo!.id, width: 10, height: 10 }).returning();
    const yesterday = isoDateInZone(demo!.timezone, new Date(Date.now() - 86_400_000));
    await db.insert(driverDocuments).values({
      tenantId: demo!.id,
      driverId: driver!.id,
      kind: 'licence',
      imageId: image!.id,
      expiresOn: yesterday,
    });

    const context = await console();
    const page = await context.newPage();
    await page.goto('/travel/drivers');
    await page.getByText("Drivers' documents expired: 1 · expiring within 30 days: 0").waitFor();
    const card = page.getByRole('article', { name: 'Mani R' });
    await card.getByText('Document expired').waitFor();
    await card.getByRole('button', { name: 'More actions for Mani R' }).click();
    await page.getByRole('menuitem', { name: 'Documents' }).click();
    const dialog = page.getByRole('dialog', { name: 'Documents of Mani R' });
    const licence = dialog.getByRole('region', { name: 'Driving licence' });
    await licence.getByText(/^Expired on .*: no rides until renewed$/).waitFor();

    await licence.getByRole('button', { name: 'Save Driving licence' }).click();
    await licence.getByText('Choose a photo of the document').waitFor();
    await licence.getByText('Enter the expiry date').waitFor();
    const photo = await sharp({ create: { width: 80, height: 50, channels: 3, background: '#226644' } })
      .jpeg()
      .toBuffer();
    await licence
      .getByLabel('New photo of Driving licence')
      .setInputFiles({ name: 'licence.jpg', mimeType: 'image/jpeg', buffer: photo });
    const nextYear = isoDateInZone(demo!.timezone, new Date(Date.now() + 365 * 86_400_000));
    await licence.getByLabel('Expiry date of Driving licence').fill(nextYear);
    await licence.getByRole('button', { name: 'Save Driving licence' }).click();
    // The expired licence was awaiting review too: the renewed one is the one that no longer says expired.
    await licence.getByText(/Expires on /).waitFor();
    await licence.getByText('Awaiting review').waitFor();
    await licence.getByRole('button', { name: 'Verify Driving licence' }).click();
    await licence.getByText('Verified', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(card.getByText('Document expired').count()).resolves.toBe(0);
    await context.close();
  });
});
