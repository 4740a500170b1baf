// Local rides through the built PWA in Chromium: between two neighbourhoods found by name (each shown with its
// city), with the pickup dropped as a pin on the map and named by reverse geocoding, "Use my location" naming
// the rider's locality, and a clear message when location permission is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ridesResponseSchema } from '../../src/domain/partner-rides';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { bookAsNewRider, chooseVehicle, chooseWhen, fillContact, pickPlace } from '../helpers/ride-booking';
import { partnerToken } from '../helpers/sessions';

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
});
