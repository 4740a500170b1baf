// The driver app in Chromium over the real server and build: the partner adds and verifies a driver and turns on
// auto-offer; the driver logs in by phone code on a phone-sized window, goes on duty sharing the device position
// (Playwright's geolocation), gets the offer for a rider's booking, accepts, arrives, is refused a wrong trip code,
// starts with the right one from a tunnel (queued, then replayed exactly once) and completes with the cash; the
// rider's rides page follows each step live; the office cancels one ride and takes another off the driver.
import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, rideEvents, rides, tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { bookSedan, pickupLaterToday } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';

const host = DEMO.host;
const PHONE = '+919811177001';
const VEHICLE_LABEL = 'Dzire · TN22 DA7001';
/** Near T. Nagar, where the booking's pickup is. */
const NEAR_PICKUP = { latitude: 13.043, longitude: 80.235 };
const IN_THE_TUNNEL = { latitude: 13.0395, longitude: 80.2362 };

describe('driver app in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let partner: string;
  let rider: string;
  let rideId: string;
  let driverContext: BrowserContext;
  let driverPage: Page;
  let riderContext: BrowserContext;
  let riderPage: Page;
  let keys = 0;

  const api = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: {
        host,
        authorization: `Bearer ${token}`,
        ...(method === 'GET' ? {} : { 'idempotency-key': `e2e-driver-${(keys += 1)}` }),
      },
      ...(payload ? { payload } : {}),
    });
  const storedRide = async () =>
    (await server.database.db.select().from(rides).where(eq(rides.id, rideId)))[0];
  const rideCard = () =>
    driverPage.getByRole('article', { name: `Ride ${rideId.slice(0, 8).toUpperCase()}` });
  const riderCard = () =>
    riderPage.getByRole('article', { name: `Ride ${rideId.slice(0, 8).toUpperCase()}` });

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer({ DISPATCH_SWEEP_MS: '300' }), launchChromium()]);
    [partner, rider] = [await partnerToken(server), await riderToken(server)];
    // The demo's own waiting bookings and on-duty drivers would take the offer first: they are not this test's.
    await server.database.db.update(rides).set({ status: 'cancelled' }).where(eq(rides.status, 'booked'));
    await server.database.db.update(drivers).set({ online: false });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lets the partner add and verify a driver with a sedan, and offer bookings automatically', async () => {
    const added = await api(partner, 'POST', '/api/v1/partner/drivers', {
      firstName: 'Karthik',
      lastName: 'Vel',
      phone: PHONE,
    });
    expect(added.statusCode, added.body).toBe(201);
    const vehicle = await api(partner, 'POST', '/api/v1/partner/vehicles', {
      vehicleType: 'sedan',
      model: 'Dzire',
      number: 'TN22 DA7001',
    });
    expect(vehicle.statusCode, vehicle.body).toBe(201);
    const verified = await api(partner, 'POST', `/api/v1/partner/drivers/${added.json().id}/status`, {
      action: 'verify',
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const settings = await api(partner, 'PATCH', '/api/v1/partner/settings', {
      dispatch: { mode: 'auto', offerTimeoutSeconds: 120, maxOffers: 3 },
    });
    expect(settings.statusCode, settings.body).toBe(200);
  });

  it('logs the driver in by phone code on a phone-sized window, with the driver app manifest', async () => {
    driverContext = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      permissions: ['geolocation'],
      geolocation: NEAR_PICKUP,
    });
    driverPage = await driverContext.newPage();
    await driverPage.goto('/driver');
    expect(await driverPage.locator('link[rel="manifest"]').getAttribute('href')).toBe('/driver.webmanifest');
    await driverPage.getByRole('heading', { name: 'Driver login' }).waitFor();
    await driverPage.getByRole('textbox', { name: 'Mobile number' }).fill(PHONE);
    const before = server.sms.length;
    await driverPage.getByRole('button', { name: 'Send by SMS' }).click();
    await driverPage.getByRole('textbox', { name: 'One-time code' }).waitFor();
    const code = await server.codeTo(PHONE, before);
    await driverPage.getByRole('textbox', { name: 'One-time code' }).fill(code ?? '');
    await driverPage.getByRole('button', { name: 'Verify' }).click();
    await driverPage.getByRole('heading', { name: 'Hello, Karthik Vel' }).waitFor();
    await driverPage
      .getByRole('status')
      .filter({ hasText: 'Off duty: your location is not shared.' })
      .waitFor();
    await driverPage.getByText('Go on duty to get ride offers.').waitFor();
    // Phone-sized: nothing runs off the side of the screen.
    expect(await driverPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('keeps a driver whose phone blocks location off duty, and says why', async () => {
    const before = server.sms.length;
    await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/driver/code',
      headers: { host },
      payload: { phone: PHONE },
    });
    const code = await server.codeTo(PHONE, before);
    const session = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/driver/verify',
      headers: { host },
      payload: { phone: PHONE, code },
    });
    const blocked = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 390, height: 844 },
    });
    await blocked.addInitScript(
      (token) => localStorage.setItem('driver_auth_token', token),
      session.json().token,
    );
    const page = await blocked.newPage();
    await page.goto('/driver');
    await page.getByRole('switch', { name: 'On duty' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Location is blocked for this site, so you cannot go on duty/ })
      .waitFor();
    expect(await page.getByRole('switch', { name: 'On duty' }).getAttribute('aria-checked')).toBe('false');
    await page.getByRole('status').filter({ hasText: 'Off duty: your location is not shared.' }).waitFor();
    const [stored] = await server.database.db.select().from(drivers).where(eq(drivers.phone, PHONE));
    expect(stored?.online).toBe(false);
    await blocked.close();
  });

  it('goes on duty with the chosen vehicle and shares the position', async () => {
    await driverPage
      .getByRole('combobox', { name: 'Vehicle you drive today' })
      .selectOption({ label: VEHICLE_LABEL });
    await driverPage.getByRole('switch', { name: 'On duty' }).click();
    await driverPage
      .getByRole('status')
      .filter({ hasText: /^Sharing your location/ })
      .waitFor();
    expect(await driverPage.getByRole('switch', { name: 'On duty' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    const [stored] = await server.database.db.select().from(drivers).where(eq(drivers.phone, PHONE));
    expect(stored).toMatchObject({
      online: true,
      latitude: NEAR_PICKUP.latitude,
      longitude: NEAR_PICKUP.longitude,
    });
  });

  it("gets the offer for a rider's booking with the fare and distance, and accepts it", async () => {
    // Due in 20 minutes: "I have arrived" is believed from 30 minutes before the pickup.
    rideId = await bookSedan(server, rider, 'e2e-driver-booking', {
      pickupAt: pickupLaterToday(20 * 60_000),
    });
    const offer = driverPage.getByRole('article', { name: 'Offer from T. Nagar' });
    await offer.waitFor({ timeout: 15_000 });
    await offer.getByText('Adyar').waitFor();
    await offer
      .getByRole('timer')
      .filter({ hasText: /\d+ s to answer/ })
      .waitFor();
    await offer.getByText(/0\.\d km/).waitFor();
    await offer.getByRole('button', { name: 'Accept' }).click();
    await rideCard().getByText('On the way to pickup').waitFor();
    expect(await rideCard().getByRole('link', { name: 'Navigate to pickup' }).getAttribute('href')).toMatch(
      /^geo:13\.041800,80\.234100\?q=/,
    );
    // The card turns at the tap (an accept is queued like every driver action); the server has it once replayed.
    await expect.poll(async () => (await storedRide())?.status).toBe('accepted');
  });

  it('shows the rider the driver assigned, and tells them when the driver arrives', async () => {
    riderContext = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 860 },
    });
    await riderContext.addInitScript((token) => localStorage.setItem('user_auth_token', token), rider);
    riderPage = await riderContext.newPage();
    await riderPage.goto('/user/rides');
    await riderCard().getByText('Driver assigned').waitFor();
    await riderCard().getByRole('heading', { name: 'Karthik Vel is on the way' }).waitFor();

    await rideCard().getByRole('button', { name: 'I have arrived' }).click();
    await rideCard().getByText('At pickup').waitFor();
    await expect
      .poll(() => server.sms.filter((text) => text.to === '+919876543210').at(-1)?.text)
      .toMatch(/has arrived/);
  });

  it('refuses a wrong trip code with the tries left', async () => {
    const { tripCode } = (await storedRide())!;
    await rideCard()
      .getByRole('textbox', { name: "Rider's 4-digit trip code" })
      .fill(tripCode === '1111' ? '2222' : '1111');
    await rideCard().getByRole('button', { name: 'Start ride' }).click();
    await rideCard()
      .getByRole('alert')
      .filter({ hasText: 'That trip code is not right; 4 tries left.' })
      .waitFor();
    expect((await storedRide())?.status).toBe('accepted');
  });

  it('starts with the code from a tunnel: queued with the positions, then replayed once when back', async () => {
    const listed = await api(rider, 'GET', '/api/v1/rides');
    const tripCode = (listed.json().items as { id: string; tripCode: string }[]).find(
      (r) => r.id === rideId,
    )!.tripCode;
    await driverContext.setOffline(true);
    await driverContext.setGeolocation(IN_THE_TUNNEL);
    await driverPage
      .getByRole('status')
      .filter({ hasText: /^No network: your positions are kept/ })
      .waitFor();
    await rideCard().getByRole('textbox', { name: "Rider's 4-digit trip code" }).fill(tripCode);
    await rideCard().getByRole('button', { name: 'Start ride' }).click();
    await rideCard().getByText('On trip').waitFor();
    await rideCard().getByText('Waiting to sync').waitFor();
    await driverPage.getByText('1 change waiting to sync').waitFor();
    expect((await storedRide())?.status).toBe('accepted');

    await driverContext.setOffline(false);
    await driverPage.getByText(/change waiting to sync/).waitFor({ state: 'hidden' });
    await expect.poll(async () => (await storedRide())?.status).toBe('ontrip');
    const started = await server.database.db
      .select()
      .from(rideEvents)
      .where(and(eq(rideEvents.rideId, rideId), eq(rideEvents.toStatus, 'ontrip')));
    expect(started).toHaveLength(1);
    // The position taken in the tunnel reached the server once the network came back.
    await expect
      .poll(
        async () =>
          (await server.database.db.select().from(drivers).where(eq(drivers.phone, PHONE)))[0]?.latitude,
      )
      .toBe(IN_THE_TUNNEL.latitude);
    await driverPage
      .getByRole('status')
      .filter({ hasText: /^Sharing your location/ })
      .waitFor();
    await riderCard().getByText('On trip', { exact: true }).waitFor();
  });

  it('raises an SOS from the live ride after asking once, and the office sees the alarm', async () => {
    const office = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 860 },
    });
    await office.addInitScript((token) => localStorage.setItem('business_auth_token', token), partner);
    const officePage = await office.newPage();
    await officePage.goto('/travel/vehicles');
    await officePage.getByRole('heading', { level: 1 }).first().waitFor();
    await rideCard().getByRole('button', { name: 'SOS' }).click();
    const confirm = rideCard().getByRole('alertdialog');
    await confirm.getByText(/^Send an SOS\? The office is alerted at once/).waitFor();
    await confirm.getByRole('button', { name: 'Send SOS' }).click();
    await rideCard()
      .getByRole('status')
      .filter({ hasText: /^SOS sent\. The office/ })
      .waitFor();
    const alarm = officePage.getByRole('list', { name: 'Urgent ride alerts' }).getByRole('alert');
    await alarm.filter({ hasText: /^SOS from the driver of ride #[0-9A-F]{8}/ }).waitFor();
    await alarm.getByRole('button', { name: 'Dismiss' }).click();
    await alarm.waitFor({ state: 'detached' });
    await office.close();
  });

  it('completes with the cash collected (the fare by default), counts it in the earnings, and the rider sees it', async () => {
    const { totalAmount } = (await storedRide())!;
    const cash = rideCard().getByRole('textbox', { name: 'Cash collected (INR)' });
    expect(Number(await cash.inputValue()) * 100).toBe(totalAmount);
    await rideCard().getByRole('button', { name: 'Complete ride' }).click();
    await rideCard().waitFor({ state: 'detached' });
    await expect.poll(async () => (await storedRide())?.status).toBe('completed');
    expect((await storedRide())?.collectedFee).toBe(totalAmount);
    const today = driverPage
      .getByRole('term')
      .filter({ hasText: 'Today' })
      .locator('xpath=following-sibling::dd');
    // Whatever the grouping of the viewer's locale, the amount shown is the cash collected.
    expect(Math.round(Number((await today.textContent())?.replace(/[^\d.]/g, '')) * 100)).toBe(totalAmount);
    await riderCard().getByText('Completed', { exact: true }).waitFor();
    await expect
      .poll(() => server.sms.filter((text) => text.to === '+919876543210').at(-1)?.text)
      .toMatch(/completed/);
  });

  it('lets the rider rate the completed ride once, and the office sees it on the driver', async () => {
    const rate = riderCard().getByRole('form', { name: 'Rate your driver' });
    await rate.getByRole('radio', { name: '5 of 5 stars' }).click();
    await rate.getByRole('textbox', { name: 'Anything to add? (optional)' }).fill('Calm driver, clean car');
    await rate.getByRole('button', { name: 'Send rating' }).click();
    await riderCard()
      .getByText(/Thank you for rating this ride\./)
      .waitFor();
    await riderContext.close();

    const office = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 860 },
    });
    await office.addInitScript((token) => localStorage.setItem('business_auth_token', token), partner);
    const drivers = await office.newPage();
    await drivers.goto('/travel/drivers');
    await drivers
      .getByRole('article', { name: 'Karthik Vel' })
      .getByLabel('Rated 5 out of 5 by 1 riders')
      .waitFor();
    await drivers
      .getByRole('region', { name: 'What riders said lately' })
      .getByText('Calm driver, clean car')
      .waitFor();
    await office.close();
  });

  it("offers Rider didn't come only once the driver has waited at the pickup, and charges the no-show fee", async () => {
    const third = await bookSedan(server, rider, 'e2e-driver-booking-no-show', {
      pickupAt: pickupLaterToday(20 * 60_000),
    });
    await driverPage
      .getByRole('article', { name: 'Offer from T. Nagar' })
      .getByRole('button', { name: 'Accept' })
      .click();
    const card = driverPage.getByRole('article', { name: `Ride ${third.slice(0, 8).toUpperCase()}` });
    await card.getByRole('button', { name: 'I have arrived' }).click();
    await card.getByText(/^If the rider does not come, you can mark a no-show from /).waitFor();
    expect(await card.getByRole('button', { name: "Rider didn't come" }).count()).toBe(0);

    // Fifteen minutes at the pickup, without sleeping through them: the arrival moves back past the wait.
    await server.database.db
      .update(rides)
      .set({ arrivedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(rides.id, third));
    await driverPage.reload();
    driverPage.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: "Rider didn't come" }).click();
    await card.waitFor({ state: 'detached' });
    const stored = async () => (await server.database.db.select().from(rides).where(eq(rides.id, third)))[0];
    await expect.poll(async () => (await stored())?.status, { timeout: 10_000 }).toBe('cancelled');
    const row = await stored();
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'The rider did not come' });
    expect(row!.cancellationFee).toBe(Math.round(row!.totalAmount / 4));
  });

  it('tells the driver at once when the office cancels a ride they were driving to', async () => {
    const second = await bookSedan(server, rider, 'e2e-driver-booking-2');
    const offer = driverPage.getByRole('article', { name: 'Offer from T. Nagar' });
    await offer.getByRole('button', { name: 'Accept' }).click();
    const card = driverPage.getByRole('article', { name: `Ride ${second.slice(0, 8).toUpperCase()}` });
    await card.getByText('On the way to pickup').waitFor();
    const status = async () =>
      (await server.database.db.select().from(rides).where(eq(rides.id, second)))[0]?.status;
    await expect.poll(status).toBe('accepted');
    const cancelled = await api(partner, 'POST', `/api/v1/partner/rides/${second}/actions`, {
      action: 'cancel',
      reason: 'Rider called to cancel',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await card.waitFor({ state: 'detached' });
    const notice = driverPage.getByRole('alert').filter({
      hasText: `The office cancelled ride ${second.slice(0, 8).toUpperCase()} from T. Nagar: Rider called to cancel`,
    });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
  });

  it('tells the driver why when the office takes a ride off them, and the ride waits for dispatch again', async () => {
    // The office's board opens on today's rides in the partner's zone.
    const pickupAt = pickupLaterToday(3600_000);
    const third = await bookSedan(server, rider, 'e2e-driver-booking-3', { pickupAt });
    const shortId = third.slice(0, 8).toUpperCase();
    await driverPage
      .getByRole('article', { name: 'Offer from T. Nagar' })
      .getByRole('button', { name: 'Accept' })
      .click();
    const card = driverPage.getByRole('article', { name: `Ride ${shortId}` });
    await card.getByText('On the way to pickup').waitFor();

    const office = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 860 },
    });
    await office.addInitScript((token) => localStorage.setItem('business_auth_token', token), partner);
    const board = await office.newPage();
    await board.goto('/travel/rides');
    await board.getByRole('tab', { name: 'Accepted' }).click();
    const officeCard = board.getByRole('article', { name: `Ride ${shortId}` });
    await officeCard.getByRole('button', { name: 'Take off driver' }).click();
    const dialog = board.getByRole('dialog', { name: `Take ride #${shortId} off its driver` });
    await dialog.getByRole('button', { name: 'Back to dispatch' }).click();
    await dialog.getByText('Give a reason').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Rider asked for a bigger car');
    await dialog.getByRole('button', { name: 'Back to dispatch' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await card.waitFor({ state: 'detached' });
    await driverPage
      .getByRole('alert')
      .filter({
        hasText: `The office took ride ${shortId} from T. Nagar off you and is giving it to another driver: Rider asked for a bigger car`,
      })
      .waitFor();
    const [ride] = await server.database.db.select().from(rides).where(eq(rides.id, third));
    expect(ride).toMatchObject({ status: 'booked', driverId: null });
    await expect
      .poll(() => server.sms.filter((text) => text.to === '+919876543210').at(-1)?.text)
      .toMatch(/finding you another one/);
    await office.close();
  });

  it('offers a driver on duty the nearest of three waiting rides', async () => {
    await server.database.db.update(tenants).set({ dispatchMode: 'manual' }).where(eq(tenants.domain, host));
    // Three rides wait while the office dispatches by hand: 5 km, 3 km and a few steps from the driver.
    const places = [
      { name: 'Kodambakkam', lat: 13.085, lng: 80.2362 },
      { name: 'Guindy', lat: 13.012, lng: 80.2362 },
      { name: 'Pondy Bazaar', lat: 13.0399, lng: 80.2362 },
    ];
    const waiting: string[] = [];
    for (const [n, place] of places.entries()) {
      const id = await bookSedan(server, rider, `e2e-driver-nearest-${n}`, {
        pickupAt: pickupLaterToday(15 * 60_000),
      });
      await server.database.db
        .update(rides)
        .set({ pickupName: place.name, pickupLat: place.lat, pickupLng: place.lng })
        .where(eq(rides.id, id));
      waiting.push(id);
    }
    const switched = await api(partner, 'PATCH', '/api/v1/partner/settings', { dispatch: { mode: 'auto' } });
    expect(switched.statusCode, switched.body).toBe(200);
    const nearest = driverPage.getByRole('article', { name: 'Offer from Pondy Bazaar' });
    await nearest.waitFor({ timeout: 15_000 });
    await nearest.getByText(/^0(\.\d)? km$/).waitFor();
    expect(await driverPage.getByRole('article', { name: /^Offer from / }).count()).toBe(1);
    await nearest.getByRole('button', { name: 'Accept' }).click();
    await driverPage
      .getByRole('article', { name: `Ride ${waiting[2]!.slice(0, 8).toUpperCase()}` })
      .waitFor();
    await driverContext.close();
  });
});
