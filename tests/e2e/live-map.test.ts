// The partner's live map in Chromium over the real server and build: a driver who goes on duty through the driver
// API appears on the open map page as free with when they were last seen, a new position moves them without a
// reload, being given a ride marks them on a ride, and going off duty takes them off the map. The page's socket is
// held back from the server until the driver is on duty, so their news is sent before the page joins the room:
// the page still shows them as it connects.
import type { Browser, BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { drivers, rides } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { bookSedan } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';

const host = DEMO.host;
const PHONE = '+919811188001';

describe('the partner live map in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let partner: string;
  let driverToken = '';
  let driverId = '';
  let vehicleId = '';
  let keys = 0;
  // What the page says to the server over its socket, held until `letSocketConnect` (the socket.io CONNECT among it).
  let heldFrames: { server: WebSocketRoute; frames: (string | Buffer)[] }[] | null = [];
  const letSocketConnect = () => {
    for (const { server: to, frames } of heldFrames ?? []) for (const frame of frames) to.send(frame);
    heldFrames = null;
  };

  const api = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: {
        host,
        authorization: `Bearer ${token}`,
        ...(method === 'GET' ? {} : { 'idempotency-key': `e2e-live-map-${(keys += 1)}` }),
      },
      ...(payload ? { payload } : {}),
    });
  const listed = () =>
    page.getByRole('list', { name: 'Drivers on duty' }).getByRole('listitem', { name: 'Meena Raj' });
  const seen = () =>
    page.getByRole('img', { name: 'Map of drivers on duty' }).locator('xpath=following-sibling::ul[1]');

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    partner = await partnerToken(server);
    // The demo's drivers stay off duty and off its rides, so the map starts empty.
    await server.database.db.update(drivers).set({ online: false });
    await server.database.db
      .update(rides)
      .set({ status: 'cancelled' })
      .where(inArray(rides.status, ['accepted', 'ontrip']));
    const added = await api(partner, 'POST', '/api/v1/partner/drivers', {
      firstName: 'Meena',
      lastName: 'Raj',
      phone: PHONE,
    });
    expect(added.statusCode, added.body).toBe(201);
    driverId = added.json().id;
    const vehicle = await api(partner, 'POST', '/api/v1/partner/vehicles', {
      vehicleType: 'sedan',
      model: 'Etios',
      number: 'TN10 LM8001',
    });
    expect(vehicle.statusCode, vehicle.body).toBe(201);
    vehicleId = vehicle.json().id;
    await api(partner, 'POST', `/api/v1/partner/drivers/${driverId}/status`, { action: 'verify' });
    const before = server.sms.length;
    await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/driver/code',
      headers: { host },
      payload: { phone: PHONE },
    });
    const code = await server.codeTo(PHONE, before);
    const verified = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/driver/verify',
      headers: { host },
      payload: { phone: PHONE, code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    driverToken = verified.json().token;

    context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 860 } });
    await context.addInitScript((token) => localStorage.setItem('business_auth_token', token), partner);
    await context.routeWebSocket(/\/socket\.io\//, (socket) => {
      const toServer = socket.connectToServer();
      const held = { server: toServer, frames: [] as (string | Buffer)[] };
      heldFrames?.push(held);
      socket.onMessage((frame) => (heldFrames ? held.frames.push(frame) : toServer.send(frame)));
    });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('opens from the console menu with nobody on duty', async () => {
    await page.goto('/travel/rides');
    await page.getByRole('link', { name: 'Live map' }).first().click();
    await page.getByRole('heading', { name: 'Drivers on the map', level: 1 }).waitFor();
    await page.getByText('No driver is on duty right now.').waitFor();
    await page.getByRole('status').filter({ hasText: '0 drivers on duty: 0 free, 0 on a ride' }).waitFor();
    await page.getByRole('status').getByText('Reconnecting').waitFor();
  });

  it('shows a driver going on duty at once, free, and moves them as positions come', async () => {
    const duty = await api(driverToken, 'POST', '/api/v1/driver/duty', { online: true, vehicleId });
    expect(duty.statusCode, duty.body).toBe(200);
    const first = await api(driverToken, 'POST', '/api/v1/driver/position', { lat: 13.0418, lng: 80.2341 });
    expect(first.json().accepted).toBe(true);
    letSocketConnect();
    await page.getByRole('status').getByText('Reconnecting').waitFor({ state: 'detached' });
    await listed().getByText('Free', { exact: true }).waitFor();
    await listed()
      .getByText(/^Last seen /)
      .waitFor();
    await page.getByRole('status').filter({ hasText: '1 driver on duty: 1 free, 0 on a ride' }).waitFor();
    // The markers in words, beside the canvas: the position the driver sent.
    await seen().getByText('Meena Raj: 13.04180, 80.23410').waitFor();
    await api(driverToken, 'POST', '/api/v1/driver/position', { lat: 13.0422, lng: 80.2346 });
    await seen().getByText('Meena Raj: 13.04220, 80.23460').waitFor();
  });

  it('marks the driver on a ride once the office gives them one, and drops them when off duty', async () => {
    const rideId = await bookSedan(server, await riderToken(server), 'e2e-live-map-booking');
    const accepted = await api(partner, 'POST', `/api/v1/partner/rides/${rideId}/actions`, {
      action: 'accept',
      driverId,
      vehicleId,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await listed().getByText('On a ride', { exact: true }).waitFor();
    await api(partner, 'POST', `/api/v1/partner/rides/${rideId}/actions`, {
      action: 'cancel',
      reason: 'Test over',
    });
    await listed().getByText('Free', { exact: true }).waitFor();
    await api(driverToken, 'POST', '/api/v1/driver/duty', { online: false });
    await listed().waitFor({ state: 'detached' });
    await page.getByText('No driver is on duty right now.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });
});
