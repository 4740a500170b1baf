// Tracking in Chromium over the real server and build: a partner opens Track from a driver's menu and sees where
// the driver was last seen; the assigned driver opens the link texted on accept and shares the device position
// (Chromium's geolocation permission and override); the rider follows the driver on their ride's map.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { drivers } from '../../src/server/db/schema';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { acceptWithNewDriver, bookSedan } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';

describe('tracking in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let partner: string;
  let rider: string;
  let rideId: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    [partner, rider] = [await partnerToken(server), await riderToken(server)];
    rideId = await bookSedan(server, rider, 'e2e-tracking-booking');
    await acceptWithNewDriver(server, partner, rideId, {
      firstName: 'Selvi',
      lastName: 'Raman',
      phone: '+919800012345',
      vehicleNumber: 'TN10 SR1234',
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function contextWith(
    token: { key: string; value: string },
    options: Parameters<Browser['newContext']>[0] = {},
  ) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 860 },
      baseURL: server.baseUrl,
      ...options,
    });
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [token.key, token.value],
    );
    return context;
  }

  it("opens Track from a driver's menu and shows where the driver was last seen", async () => {
    const context = await contextWith({ key: 'business_auth_token', value: partner });
    const page = await context.newPage();
    await page.goto('/travel/drivers');
    await page.getByRole('button', { name: 'More actions for Murugan Selvam' }).click();
    await page.getByRole('menuitem', { name: 'Track' }).click();
    await page.getByRole('heading', { name: 'Murugan Selvam' }).waitFor();
    await page.getByRole('img', { name: 'Map showing Murugan Selvam' }).waitFor();
    expect(await page.getByText(/^Last seen /).count()).toBe(1);
    await context.close();
  });

  it('lets the assigned driver share the device position from the texted link', async () => {
    const text = server.sms.find((message) => message.to === '+919800012345')?.text ?? '';
    const link = new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? 'http://invalid/');
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      permissions: ['geolocation'],
      geolocation: { latitude: 13.0321, longitude: 80.2443 },
    });
    const page = await context.newPage();
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('status').filter({ hasText: 'Sharing your location' }).waitFor();
    const [stored] = await server.database.db
      .select()
      .from(drivers)
      .where(eq(drivers.phone, '+919800012345'));
    expect([stored?.latitude, stored?.longitude]).toEqual([13.0321, 80.2443]);
    await context.close();
  });

  it("shows the rider their driver on the ride's map", async () => {
    const context = await contextWith({ key: 'user_auth_token', value: rider });
    const page = await context.newPage();
    await page.goto(`/track/driver?rideId=${rideId}`);
    await page.getByRole('heading', { name: 'Selvi Raman is on the way' }).waitFor();
    await page.getByRole('img', { name: 'Map showing Selvi Raman' }).waitFor();
    await context.close();
  });
});
