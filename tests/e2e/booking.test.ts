// A rider books through the built PWA in Chromium against the real server: the ride form with the offline
// gazetteer, the vehicles and summary screens, the phone login popup, cash and card payment (through the
// stand-in gateway), and the partner's API seeing each ride as it was booked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ridesResponseSchema, type PartnerRide } from '../../src/domain/rides/partner-rides';
import { payments, tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import {
  GATEWAY_KEY,
  GATEWAY_SALT,
  startCheckoutGateway,
  type CheckoutGateway,
} from '../helpers/checkout-gateway';
import {
  bookAsNewRider as bookRiderIn,
  chooseVehicle,
  chooseWhen,
  fillContact,
  pickPlace,
} from '../helpers/ride-booking';
import { partnerToken, riderToken } from '../helpers/sessions';

const TIMEZONE = 'Asia/Kolkata';

describe('booking a ride in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let gateway: CheckoutGateway;
  let context: BrowserContext | undefined;
  let partner: string;

  beforeAll(async () => {
    [server, browser, gateway] = await Promise.all([
      startLiveServer(),
      launchChromium(),
      startCheckoutGateway(),
    ]);
    await server.database.db
      .update(tenants)
      .set({
        upiVpa: 'demotravels@okaxis',
        paymentGatewayUrl: gateway.url,
        paymentKey: GATEWAY_KEY,
        paymentSalt: GATEWAY_SALT,
      })
      .where(eq(tenants.domain, DEMO.host));
    partner = await partnerToken(server);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await gateway?.close();
    await server?.close();
  });

  async function freshPage(
    viewport = { width: 390, height: 844 },
    geolocation?: { latitude: number; longitude: number },
  ): Promise<Page> {
    await context?.close();
    context = await browser.newContext({
      viewport,
      baseURL: server.baseUrl,
      timezoneId: TIMEZONE,
      ...(geolocation ? { geolocation, permissions: ['geolocation'] } : {}),
    });
    return context.newPage();
  }

  /** A page whose rider is already signed in, so Book Now books at once. */
  async function signedInPage(phone: string, viewport = { width: 390, height: 844 }): Promise<Page> {
    const token = await riderToken(server, phone);
    const page = await freshPage(viewport);
    await page.addInitScript((value) => localStorage.setItem('user_auth_token', value), token);
    return page;
  }

  /** A local ride in Chennai on the form, continued to the summary with a sedan. */
  async function localRideToSummary(page: Page, name: string, phone: string) {
    await page.goto('/user/form/taxi/booking?service=local');
    await pickPlace(page, 'Pickup', 'Chennai', /^Chennai, /);
    await pickPlace(page, 'Drop', 'Tambaram', /^Tambaram/);
    await chooseWhen(page, 'pickup', /^Tomorrow/, /^6:00\s?pm/i);
    await fillContact(page, name, phone);
    await page.getByRole('button', { name: 'Continue' }).click();
    await chooseVehicle(page, 'Sedan');
  }

  const bookAsNewRider = (page: Page, phone: string) => bookRiderIn(server, page, phone);

  async function partnerRide(customerName: string): Promise<PartnerRide | undefined> {
    const day = (offset: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE }).format(Date.now() + offset * 86_400_000);
    const reply = await server.app.inject({
      url: `/api/v1/partner/rides?dateFilter=custom&from=${day(0)}&to=${day(3)}&limit=100`,
      headers: { host: DEMO.host, authorization: `Bearer ${partner}` },
    });
    expect(reply.statusCode).toBe(200);
    return ridesResponseSchema.parse(reply.json()).items.find((ride) => ride.customerName === customerName);
  }

  it('opens the vehicles and the summary at their tops, however far down the form the rider was', async () => {
    const page = await freshPage();
    await page.goto('/user/form/taxi/booking?service=local');
    await pickPlace(page, 'Pickup', 'Chennai', /^Chennai, /);
    await pickPlace(page, 'Drop', 'Tambaram', /^Tambaram/);
    await chooseWhen(page, 'pickup', /^Tomorrow/, /^6:00\s?pm/i);
    await fillContact(page, 'Tara Top', '98400 33333');
    const scrolled = async () => page.evaluate(() => window.scrollY);
    await page.getByRole('button', { name: 'Continue' }).scrollIntoViewIfNeeded();
    expect(await scrolled()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/ride/vehicles');
    await page.getByRole('radio', { name: 'Sedan' }).waitFor();
    expect(await scrolled()).toBe(0);
    await page.getByRole('radio', { name: 'Sedan' }).check();
    await page.getByRole('button', { name: 'Continue' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/ride/summary');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await scrolled()).toBe(0);
  });

  it('books Chennai to Bengaluru outstation by sedan for cash, and the partner sees it', async () => {
    const page = await freshPage();
    await page.goto('/');
    await page.getByRole('tab', { name: 'Form' }).click();
    await page.getByRole('radio', { name: 'Outstation' }).check();
    expect(await page.getByRole('radio', { name: 'One way' }).isChecked()).toBe(true);
    await pickPlace(page, 'Pickup', 'Chenn', /^Chennai, /);
    await pickPlace(page, 'Drop', 'Bangalore', /^Bengaluru, /);
    // Times come in 5-minute steps: 7:45 to catch a 9:10 flight, on the 390 px screen once scrolled to.
    await chooseWhen(page, 'pickup', /^Tomorrow/, /^7:40\s?am/i);
    await page.getByRole('button', { name: /^Pickup time/ }).click();
    const quarterTo8 = page
      .getByRole('dialog', { name: 'Choose a pickup time' })
      .getByRole('button', { name: /^7:45\s?am/i });
    await quarterTo8.scrollIntoViewIfNeeded();
    const box = (await quarterTo8.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await quarterTo8.click();
    await page.getByRole('button', { name: /^Pickup time.*7:45\s?am/i }).waitFor();
    await fillContact(page, 'Meena Outstation', '98400 11111');
    await page.getByRole('button', { name: 'Continue' }).click();

    await chooseVehicle(page, 'Sedan');
    await page.getByRole('heading', { name: 'Sedan' }).waitFor();
    expect(await page.getByText('Estimated toll charges').isVisible()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Cash' }).isChecked()).toBe(true);
    await bookAsNewRider(page, '98400 11111');

    await page.waitForURL('**/ride/confirmed');
    await page.getByRole('heading', { name: 'Your ride is booked!' }).waitFor();
    const promise = await page.getByText(/₹[\d,.]+ cashback once the ride is completed/).textContent();
    const cashback = promise!.match(/₹[\d,.]+/)![0];
    const confirmation = page.getByRole('region', { name: 'Your ride is booked!' });
    expect(await confirmation.getByRole('link', { name: 'My wallet' }).getAttribute('href')).toBe(
      '/user/wallet',
    );

    const ride = await partnerRide('Meena Outstation');
    expect(ride).toMatchObject({
      vehicleType: 'sedan',
      status: 'booked',
      service: 'outstation',
      tripType: 'oneway',
      paymentMethod: 'cash',
      pickup: 'Chennai',
      dropoff: 'Bengaluru',
    });
    const clock = new Intl.DateTimeFormat('en-GB', { timeZone: TIMEZONE, timeStyle: 'short' });
    expect(clock.format(new Date(ride!.pickupTime))).toBe('07:45');
    await confirmation.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Two taps from the rider's account menu: the wallet shows this ride's cashback as pending, not in the balance.
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'My account' }).click();
    await banner.getByRole('link', { name: 'My wallet' }).click();
    await page.waitForURL('**/user/wallet');
    const pending = page.getByRole('list', { name: 'Pending cashback' });
    await pending.getByText(cashback, { exact: true }).waitFor();
  });

  it('books a return trip', async () => {
    const page = await freshPage({ width: 1280, height: 900 });
    await page.goto('/user/form/taxi/booking?service=outstation');
    await page.getByRole('radio', { name: 'Return' }).check();
    await pickPlace(page, 'Pickup', 'Madras', /^Chennai, /);
    await pickPlace(page, 'Drop', 'Pondi', /^Puducherry/);
    await chooseWhen(page, 'pickup', /^Tomorrow/, /^11:00\s?am/i);
    await chooseWhen(page, 'return', /^Tomorrow/, /^10:00\s?am/i);
    await fillContact(page, 'Ravi Return', '98400 22222');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('The return must be after the pickup').waitFor();
    await chooseWhen(page, 'return', /^Tomorrow/, /^9:00\s?pm/i);
    await page.getByRole('button', { name: 'Continue' }).click();

    await chooseVehicle(page, 'SUV');
    await page.getByText('Return time').waitFor();
    await bookAsNewRider(page, '98400 22222');
    await page.getByRole('heading', { name: 'Your ride is booked!' }).waitFor();

    const ride = await partnerRide('Ravi Return');
    expect(ride).toMatchObject({ vehicleType: 'suv', status: 'booked', tripType: 'return' });
    expect(ride?.returnTime).not.toBeNull();
  });

  it('books an airport pickup at MAA with the flight number stored on the ride', async () => {
    const page = await freshPage();
    await page.goto('/user/form/taxi/booking');
    await page.getByRole('radio', { name: 'Airport' }).check();
    await page.getByRole('radio', { name: /Pickup from airport/ }).check();
    await pickPlace(page, 'Pickup', 'MAA', /^Chennai International Airport \(MAA\)/);
    await pickPlace(page, 'Drop', 'Chennai', /^Chennai, /);
    await chooseWhen(page, 'pickup', /^Tomorrow/, /^2:00\s?pm/i);
    await page.getByRole('textbox', { name: 'Flight number (optional)' }).fill('6e 5021');
    await fillContact(page, 'Arun Airport', '98400 33333');
    await page.getByRole('button', { name: 'Continue' }).click();

    await chooseVehicle(page, 'Hatchback');
    await page.getByText('6E 5021').waitFor();
    await bookAsNewRider(page, '98400 33333');
    await page.getByRole('heading', { name: 'Your ride is booked!' }).waitFor();

    const ride = await partnerRide('Arun Airport');
    expect(ride).toMatchObject({ service: 'airport', vehicleType: 'hatchback', flightNumber: '6E 5021' });
  });

  it('pays by card through the gateway and comes back to the confirmation', async () => {
    const page = await freshPage({ width: 1280, height: 900 });
    await page.goto('/user/form/taxi/booking');
    await page.getByRole('radio', { name: 'Local' }).check();
    await pickPlace(page, 'Pickup', 'Chennai', /^Chennai, /);
    await pickPlace(page, 'Drop', 'Tambaram', /^Tambaram/);
    await chooseWhen(page, 'pickup', /^Tomorrow/, /^4:00\s?pm/i);
    await fillContact(page, 'Kavya Card', '98400 44444');
    await page.getByRole('textbox', { name: 'E-mail (optional)' }).fill('kavya@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();

    await chooseVehicle(page, 'Sedan');
    await page.getByRole('radio', { name: 'Card' }).check();
    const received = gateway.received.length;
    await bookAsNewRider(page, '98400 44444');
    await page.getByText('Redirecting to payment gateway...').waitFor();
    await page.waitForURL(
      (url) => url.pathname === '/ride/confirmed' && url.searchParams.get('paid') === '1',
    );
    await page.getByText('Payment received. Thank you!').waitFor();
    expect(gateway.received.length).toBe(received + 1);
    expect(gateway.received.at(-1)?.hashOk).toBe(true);

    const ride = await partnerRide('Kavya Card');
    expect(ride).toMatchObject({ paymentMethod: 'card', status: 'booked' });
    const [payment] = await server.database.db.select().from(payments).where(eq(payments.rideId, ride!.id));
    expect(payment?.status).toBe('paid');
  });

  it('brings the ride back on the form after the vehicles screen and after a reload, checks loaded on touch', async () => {
    const page = await freshPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/user/form/taxi/booking?service=airport');
    await page.waitForSelector('#root:not([data-server-rendered])');
    // The served form hydrates without its checks: zod and the phone-number library come with the first touch.
    expect(scripts.filter((url) => /\/(phone|schemas)-/.test(url))).toEqual([]);
    await pickPlace(page, 'Pickup', 'Chennai Airport', /Chennai International Airport|MAA/);
    await pickPlace(page, 'Drop', 'Tambaram', /^Tambaram/);
    await chooseWhen(page, 'pickup', /^Tomorrow/, /^6:00\s?pm/i);
    await fillContact(page, 'Devi Draft', '98400 22222');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/ride/vehicles');

    const expectSavedRide = async () => {
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Your name' }).inputValue())
        .toBe('Devi Draft');
      expect(await page.getByRole('radio', { name: 'Airport', exact: true }).isChecked()).toBe(true);
      expect(await page.getByRole('combobox', { name: 'Drop' }).inputValue()).toMatch(/^Tambaram/);
      expect(await page.getByRole('textbox', { name: 'Mobile number' }).inputValue()).toBe('98400 22222');
    };
    await page.goBack();
    await page.waitForURL('**/user/form/taxi/booking?service=airport');
    await expectSavedRide();
    await page.reload();
    await page.waitForSelector('#root:not([data-server-rendered])');
    await expectSavedRide();
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });

  it('shows the form errors in Tamil', async () => {
    const page = await freshPage();
    await page.goto('/in/ta/user/form/taxi/booking');
    await page.getByRole('button', { name: 'தொடரவும்' }).click();
    await page.getByText('ஏறும் இடத்தைத் தேர்ந்தெடுக்கவும்').waitFor();
    expect(await page.getByText('மொபைல் எண் தேவை').isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'ஏறும் இடம்' }).getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toContain('/in/ta/user/form/taxi/booking');
  });

  it("stays on the summary with the server's message, and a retry reuses the idempotency key", async () => {
    const page = await signedInPage('+919840055555');
    await localRideToSummary(page, 'Lata Retry', '98400 55555');
    const keys: string[] = [];
    await page.route('**/api/v1/bookings', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) {
        await route.fulfill({
          status: 503,
          json: { error: { code: 'internal_error', message: 'Bookings are paused for a moment.' } },
        });
      } else {
        await route.continue();
      }
    });
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.getByRole('alert').filter({ hasText: 'Bookings are paused for a moment.' }).waitFor();
    expect(page.url()).toContain('/ride/summary');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.getByRole('heading', { name: 'Your ride is booked!' }).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives up after 15 seconds with "Booking timeout" and no cashback', async () => {
    const page = await signedInPage('+919840066666');
    await localRideToSummary(page, 'Tara Timeout', '98400 66666');
    await page.route('**/api/v1/bookings', () => {
      // Never answered: the server is too slow.
    });
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.getByRole('alertdialog', { name: 'Booking your ride...' }).waitFor();
    await page.getByRole('heading', { name: 'Booking timeout' }).waitFor({ timeout: 20_000 });
    expect(await page.getByText(/cashback/).count()).toBe(0);
  });

  it('shows the UPI link and its QR code on a desktop', async () => {
    const page = await signedInPage('+919840077777', { width: 1280, height: 900 });
    await localRideToSummary(page, 'Uma Upi', '98400 77777');
    await page.getByRole('radio', { name: 'UPI' }).check();
    await page.getByRole('button', { name: 'Book Now' }).click();
    const pay = page.getByRole('link', { name: /^Pay ₹[\d,.]+ with a UPI app$/ });
    await pay.waitFor();
    const link = new URL((await pay.getAttribute('href')) ?? '');
    expect(link.protocol).toBe('upi:');
    expect(link.searchParams.get('pa')).toBe('demotravels@okaxis');
    // The QR code is drawn by a chunk of its own, loaded once the link is there: wait for it, not a glance.
    await page.getByRole('img', { name: 'QR code to pay with a UPI app' }).waitFor();
  });

  it('fills the pickup with the locality of the browser location', async () => {
    const page = await freshPage(undefined, { latitude: 12.926, longitude: 77.622 });
    await page.goto('/user/form/taxi/booking');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Pickup' }).inputValue()).toBe('Koramangala');
  });

  it('searches places with the network off once the form has been opened', async () => {
    const page = await freshPage();
    await page.goto('/user/form/taxi/booking');
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await pickPlace(page, 'Pickup', 'Madurai', /^Madurai, /);
    await context!.setOffline(true);
    await page.reload();
    await pickPlace(page, 'Drop', 'Coimbatore', /^Coimbatore, /);
    await context!.setOffline(false);
  });

  it('sends a rider who opens the vehicles or the summary with no ride to the form, keeping what it had', async () => {
    const page = await freshPage();
    await page.goto('/in/en/ride/vehicles');
    await page.waitForURL((url) => url.pathname === '/in/en/user/form/taxi/booking');
    await page.getByRole('combobox', { name: 'Pickup' }).waitFor();
    await page.goto('/ride/summary');
    await page.waitForURL((url) => url.pathname === '/user/form/taxi/booking');
    await pickPlace(page, 'Pickup', 'Chennai', /^Chennai, /);
    await pickPlace(page, 'Drop', 'Tambaram', /^Tambaram/);
    await chooseWhen(page, 'pickup', /^Tomorrow/, /^6:00\s?pm/i);
    await fillContact(page, 'Kavi Kept', '98400 44444');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/ride/vehicles');
    // The ride the tab keeps: opening the vehicles again draws them, and the form still holds what was typed.
    await page.goto('/ride/vehicles');
    await page.getByRole('radio', { name: 'Sedan' }).waitFor();
    await page.goto('/user/form/taxi/booking');
    await expect.poll(() => page.getByRole('combobox', { name: 'Pickup' }).inputValue()).toMatch(/^Chennai/);
    expect(await page.getByRole('textbox', { name: 'Your name' }).inputValue()).toBe('Kavi Kept');
    await page.goto('/ride/confirmed');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('tab', { name: 'Form' }).waitFor();
  });
});
