// Local rides through the built PWA in Chromium: between two neighbourhoods found by name (each shown with its
// city), with the pickup dropped as a pin on the map and named by reverse geocoding, "Use my location" naming
// the rider's locality, and a clear message when location permission is refused; a signed-in rider's saved places
// offered first in the form, and a local ride booked by chat from a neighbourhood to a station.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ridesResponseSchema } from '../../src/domain/rides/partner-rides';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { bookAsNewRider, chooseVehicle, chooseWhen, fillContact, pickPlace } from '../helpers/ride-booking';
import { partnerToken, riderToken } from '../helpers/sessions';

const TIMEZONE = 'Asia/Kolkata';
const VELACHERY = { latitude: 12.9755, longitude: 80.2206 };

describe('local rides by neighbourhood in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let partner: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    partner = await partnerToken(server);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  async function freshPage(options: { geolocation?: typeof VELACHERY; permissions?: string[] } = {}) {
    await context?.close();
    context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: server.baseUrl,
      timezoneId: TIMEZONE,
      ...options,
    });
    return context.newPage();
  }

  async function partnerRide(customerName: string) {
    const day = (offset: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE }).format(Date.now() + offset * 86_400_000);
    const reply = await server.app.inject({
      url: `/api/v1/partner/rides?dateFilter=custom&from=${day(0)}&to=${day(3)}&limit=100`,
      headers: { host: DEMO.host, authorization: `Bearer ${partner}` },
    });
    return ridesResponseSchema.parse(reply.json()).items.find((ride) => ride.customerName === customerName);
  }

  async function bookFromForm(page: Page, name: string, phone: string) {
    await chooseWhen(page, 'pickup', /^Tomorrow/, /^10:00\s?am/i);
    await fillContact(page, name, phone);
    await page.getByRole('button', { name: 'Continue' }).click();
    await chooseVehicle(page, 'Sedan');
    await bookAsNewRider(server, page, phone);
    await page.getByRole('heading', { name: 'Your ride is booked!' }).waitFor();
  }

  it('books Velachery to Adyar, each shown with its city', async () => {
    const page = await freshPage();
    await page.goto('/user/form/taxi/booking?service=local');
    await pickPlace(page, 'Pickup', 'Velach', /^Velachery, Chennai/);
    await pickPlace(page, 'Drop', 'Adyar', /^Adyar, Chennai/);
    await bookFromForm(page, 'Latha Local', '98400 55501');
    expect(await partnerRide('Latha Local')).toMatchObject({
      service: 'local',
      pickup: 'Velachery',
      dropoff: 'Adyar',
    });
  });

  it('books with the pickup dropped as a pin on the map and named by reverse geocoding', async () => {
    const page = await freshPage();
    await page.goto('/user/form/taxi/booking?service=local');
    await page.getByRole('button', { name: 'Pick Pickup on the map' }).click();
    const map = page.getByRole('dialog', { name: 'Choose the place on the map' });
    const canvas = map.getByRole('img', { name: 'Map for choosing a place' });
    await canvas.waitFor();
    // With no place yet the map opens on the country's biggest city (Mumbai, from the gazetteer).
    await page.waitForTimeout(1000);
    const box = (await canvas.boundingBox())!;
    // A tap drops the pin, a second one moves it a little: the pickup is where the second tap was.
    await page.mouse.click(box.x + box.width / 2 - 60, box.y + box.height / 2 - 60);
    await page.waitForTimeout(400);
    await page.mouse.click(box.x + box.width / 2 - 40, box.y + box.height / 2 - 40);
    await expect.poll(() => map.getByRole('status').textContent(), { timeout: 10_000 }).toMatch(/, Mumbai$/);
    const named = (await map.getByRole('status').textContent())!.split(',')[0]!;
    await map.getByRole('button', { name: 'Use this place' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Pickup' }).inputValue()).toBe(named);
    await pickPlace(page, 'Drop', 'Bandra West', /^Bandra West, Mumbai/);
    await bookFromForm(page, 'Pin Rider', '98400 55502');
    expect(await partnerRide('Pin Rider')).toMatchObject({
      service: 'local',
      pickup: named,
      dropoff: 'Bandra West',
    });
  });

  it('names the rider’s locality from the browser location', async () => {
    const page = await freshPage({ geolocation: VELACHERY, permissions: ['geolocation'] });
    await page.goto('/user/form/taxi/booking');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Pickup' }).inputValue()).toBe('Velachery');
  });

  it('says how to allow location when permission is refused, and the search still works', async () => {
    const page = await freshPage({ geolocation: VELACHERY, permissions: [] });
    await page.goto('/user/form/taxi/booking');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByRole('alert').filter({ hasText: 'Location permission is off' }).waitFor();
    await pickPlace(page, 'Pickup', 'Koramangala', /^Koramangala, Bengaluru/);
  });

  /** A page signed in as a rider whose profile saves a home and a gym. */
  async function riderWithSavedPlaces(phone: string) {
    const token = await riderToken(server, phone);
    const saved = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/me/saved-places',
      headers: { host: DEMO.host, authorization: `Bearer ${token}` },
      payload: {
        places: [
          {
            kind: 'home',
            label: '',
            place: { name: '12 Lake View Road, Velachery', lat: 12.9815, lng: 80.218 },
          },
          { kind: 'other', label: 'Gym', place: { name: 'Anna Nagar', lat: 13.085, lng: 80.2101 } },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await freshPage();
    await page.addInitScript((value) => localStorage.setItem('user_auth_token', value), token);
    return page;
  }

  it('offers a signed-in rider’s saved places first, all on an empty field and by name as they type', async () => {
    const page = await riderWithSavedPlaces('+919840055510');
    await page.goto('/user/form/taxi/booking?service=local');
    // The served form takes no input until the app has adopted it (a focus before that opens nothing).
    await page.waitForSelector('#root:not([data-server-rendered])');
    const pickup = page.getByRole('combobox', { name: 'Pickup' });
    await pickup.focus();
    const options = page.getByRole('listbox', { name: 'Pickup' }).getByRole('option');
    await expect
      .poll(() => options.allInnerTexts())
      .toEqual([
        expect.stringMatching(/^Home\s+12 Lake View Road, Velachery$/),
        expect.stringMatching(/^Gym\s+Anna Nagar$/),
      ]);
    await pickup.fill('gy');
    await expect
      .poll(async () => (await options.first().getAttribute('aria-label')) ?? '')
      .toBe('Gym: Anna Nagar');
    await pickup.fill('');
    await page.getByRole('option', { name: 'Home: 12 Lake View Road, Velachery' }).click();
    expect(await pickup.inputValue()).toBe('12 Lake View Road, Velachery');
    // Searching still works below the saved places.
    await pickPlace(page, 'Drop', 'Adyar', /^Adyar, Chennai/);
  });

  it('offers the saved places on the home’s Form tab too', async () => {
    const page = await riderWithSavedPlaces('+919840055512');
    await page.goto('/');
    await page.getByRole('tab', { name: 'Form' }).click();
    await page.getByRole('combobox', { name: 'Pickup' }).focus();
    await page.getByRole('option', { name: 'Gym: Anna Nagar' }).click();
    expect(await page.getByRole('combobox', { name: 'Pickup' }).inputValue()).toBe('Anna Nagar');
  });

  it('books a local ride by chat: Velachery to Chennai Central tomorrow at 9 am', async () => {
    const page = await riderWithSavedPlaces('+919840055511');
    await page.goto('/user/ai/taxi/booking');
    await page.getByRole('heading', { level: 1, name: 'Book Taxi with AI' }).waitFor();
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('from Velachery to Chennai Central tomorrow 9am');
    await page.getByRole('button', { name: 'Send' }).click();
    const log = page.getByRole('log', { name: 'Conversation' });
    await log
      .getByText(/Here are the vehicles for Velachery, Chennai → Chennai Central Station, Chennai/)
      .waitFor();
    await log.getByRole('button', { name: /^Sedan · ₹[\d,]+/ }).click();
    await log.getByText(/^Book a Sedan for Velachery, Chennai → Chennai Central Station/).waitFor();
    await log.getByRole('button', { name: 'Yes, book it' }).click();
    await log.getByText(/^Booked! Your trip code is \d{4}/).waitFor();
    const phone = '+919840055511';
    const reply = await server.app.inject({
      url:
        '/api/v1/partner/rides?dateFilter=custom&limit=100' +
        `&from=${new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE }).format(Date.now())}` +
        `&to=${new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE }).format(Date.now() + 3 * 86_400_000)}`,
      headers: { host: DEMO.host, authorization: `Bearer ${partner}` },
    });
    const ride = ridesResponseSchema.parse(reply.json()).items.find((item) => item.customerPhone === phone);
    expect(ride).toMatchObject({
      pickup: 'Velachery',
      dropoff: 'Chennai Central Station',
      vehicleType: 'sedan',
      service: 'local',
    });
    const when = new Intl.DateTimeFormat('en-GB', { timeZone: TIMEZONE, hour: '2-digit', minute: '2-digit' });
    expect(when.format(new Date(ride!.pickupTime))).toBe('09:00');
  });
});
