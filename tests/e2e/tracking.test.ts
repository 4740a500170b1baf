// Tracking in Chromium over the real server and build: a partner opens Track from a driver's menu and sees where
// the driver was last seen; the assigned driver opens the link texted on accept and shares the device position
// (Chromium's geolocation permission and override); the rider follows the driver on their ride's map, on the
// tracking link and on their rides page, where the marker moves live as the driver's page sends positions. Before
// cancelling, the rider sees what it costs (free until a time, or the fee), and is charged exactly that.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { DEFAULT_CANCELLATION_RULES } from '../../src/domain/rides/cancellation';
import { drivers, rides, tenants, walletTransactions } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import type { Page } from 'playwright-core';
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
    const { text } = await server.textTo('+919800012345', 0, /track\/driver/);
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

  const driverLink = async () => {
    const { text } = await server.textTo('+919800012345', 0, /track\/driver/);
    const link = new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? 'http://invalid/');
    return `${link.pathname}${link.search}`;
  };
  /** The map's places in words (the canvas says nothing): "Selvi Raman: 13.03210, 80.24430". */
  const driverOnMap = (page: Page) => page.getByRole('listitem').filter({ hasText: /^Selvi Raman/ });

  it("moves the driver's marker on the rider's rides page as the driver's page shares positions", async () => {
    const riderContext = await contextWith({ key: 'user_auth_token', value: rider });
    const page = await riderContext.newPage();
    await page.goto('/user/rides');
    await page.getByRole('heading', { name: 'My rides' }).waitFor();
    const card = page.getByRole('article', { name: `Ride ${rideId.slice(0, 8).toUpperCase()}` });
    await card.getByText('Driver assigned').waitFor();
    await card.getByRole('img', { name: 'Map showing Selvi Raman' }).waitFor();
    await driverOnMap(page).filter({ hasText: 'Selvi Raman: 13.03210, 80.24430' }).waitFor();
    await card.getByText(/^About \d+ min away/).waitFor();

    const driver = await browser.newContext({
      baseURL: server.baseUrl,
      permissions: ['geolocation'],
      geolocation: { latitude: 13.0412, longitude: 80.2338 },
    });
    const driverPage = await driver.newPage();
    await driverPage.goto(await driverLink());
    await driverPage.getByRole('status').filter({ hasText: 'Sharing your location' }).waitFor();
    // No reload, and well inside the minute before the page would fetch the ride again: the position reaches the
    // rider's page over socket.io. 70 m from the pickup, the driver is arriving.
    await driverOnMap(page)
      .filter({ hasText: 'Selvi Raman: 13.04120, 80.23380' })
      .waitFor({ timeout: 5_000 });
    await card.getByText(/^Arriving now/).waitFor();
    await driver.close();
    await riderContext.close();
  });

  it('marks a position older than two minutes as old', async () => {
    // The driver's phone went quiet five minutes ago: the stored position and the live index's are both that old.
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    const [selvi] = await server.database.db
      .update(drivers)
      .set({ lastSeenAt: fiveMinutesAgo })
      .where(eq(drivers.phone, '+919800012345'))
      .returning();
    await server.app.services.livePositions.put(selvi!.tenantId, {
      driverId: selvi!.id,
      lat: selvi!.latitude!,
      lng: selvi!.longitude!,
      at: fiveMinutesAgo.getTime(),
    });
    const riderContext = await contextWith({ key: 'user_auth_token', value: rider });
    const page = await riderContext.newPage();
    await page.goto('/user/rides');
    const card = page.getByRole('article', { name: `Ride ${rideId.slice(0, 8).toUpperCase()}` });
    await card.getByText(/this position is old/).waitFor();
    await driverOnMap(page).filter({ hasText: 'Selvi Raman (old position)' }).waitFor();
    await riderContext.close();
  });

  it('shows the rider the cancellation fee before they cancel, and charges exactly that', async () => {
    const setRules = (changes: object) =>
      server.database.db
        .update(tenants)
        .set({ cancellationRules: { ...DEFAULT_CANCELLATION_RULES, ...changes } })
        .where(eq(tenants.domain, DEMO.host));
    const riderContext = await contextWith({ key: 'user_auth_token', value: rider });
    const page = await riderContext.newPage();
    const cardOf = (id: string) =>
      page.getByRole('article', { name: `Ride ${id.slice(0, 8).toUpperCase()}` });

    await setRules({ freeUntilMinutes: 30, graceMinutes: 0 });
    const free = await bookSedan(server, rider, 'e2e-tracking-free-cancel');
    await page.goto('/user/rides');
    await cardOf(free).getByRole('button', { name: 'Cancel ride' }).click();
    await cardOf(free)
      .getByRole('alertdialog')
      .getByText(/^Free cancellation until /)
      .waitFor();
    await cardOf(free).getByRole('button', { name: 'Keep my ride' }).click();

    await setRules({
      freeUntilMinutes: 120,
      graceMinutes: 0,
      cancelFeeKind: 'fixed',
      cancelFeeValue: 12_000,
    });
    await cardOf(free).getByRole('button', { name: 'Cancel ride' }).click();
    const dialog = cardOf(free).getByRole('alertdialog');
    await dialog.getByText('A cancellation fee of ₹120.00 applies').waitFor();
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await cardOf(free).getByText('Cancelled', { exact: true }).waitFor();
    await cardOf(free).getByText('₹120.00').waitFor();
    const [row] = await server.database.db.select().from(rides).where(eq(rides.id, free));
    expect(row).toMatchObject({ status: 'cancelled', cancellationFee: 12_000 });
    const charged = await server.database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.rideId, free));
    expect(charged.map((entry) => [entry.direction, entry.amount])).toEqual([['debit', 12_000]]);
    await setRules({});
    await riderContext.close();
  });
});
