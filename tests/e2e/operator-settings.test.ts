// What an operator looks for (issue 30), in Chromium over the real server and build: the console home counts
// rides by pickup day and says how many were booked today (a booking made today for tomorrow among them), and
// shows revenue and commission to the owner but not to a dispatcher; Settings offers the site's languages (a
// field error in the partner's language first) and the rental packages beside the fares, each saved with its own
// button; the fares table takes a waiting charge per vehicle type; and after a brand save the first reload under
// the service worker already shows the new name and colour.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_DATA_ID } from '../../src/domain/brand-colors';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { openConsole, signUpPartner } from '../helpers/partner-console';
import { partnerToken, riderToken } from '../helpers/sessions';

const istDate = (offsetDays: number) =>
  new Date(Date.now() + 5.5 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('what an operator looks for, in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let demo: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    demo = `http://${DEMO.host}:${new URL(server.baseUrl).port}`;
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
  });

  async function signedIn(origin: string, token: string, path: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${origin}/travel/login`);
    await page.evaluate((value) => localStorage.setItem('business_auth_token', value), token);
    await page.goto(`${origin}${path}`);
    return page;
  }

  async function bookForTomorrow(): Promise<void> {
    const rider = await riderToken(server);
    const quote = await server.app.inject({
      method: 'POST',
      url: '/api/v1/quotes',
      headers: { host: DEMO.host },
      payload: {
        pickupLocation: { name: 'T. Nagar', lat: 13.0418, lng: 80.2341 },
        dropoffLocation: { name: 'Adyar', lat: 13.0012, lng: 80.2565 },
        pickupTime: `${istDate(1)}T12:00:00+05:30`,
      },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const booking = await server.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { host: DEMO.host, authorization: `Bearer ${rider}`, 'idempotency-key': 'tomorrow-0001' },
      payload: {
        rideSearchId: quote.json().data.ride_search_id,
        vehicleType: 'sedan',
        customerName: 'Priya',
        customerPhone: '9876543210',
      },
    });
    expect(booking.statusCode, booking.body).toBe(201);
  }

  const stat = (page: Page, label: string) =>
    page.getByRole('list', { name: 'Rides by status' }).getByRole('listitem').filter({ hasText: label });

  it('shows rides booked today beside the counters, and revenue only to the owner', async () => {
    const owner = await partnerToken(server);
    const invited = await server.app.inject({
      method: 'POST',
      url: '/api/v1/partner/staff',
      headers: { host: DEMO.host, authorization: `Bearer ${owner}`, 'idempotency-key': 'invite-night-desk' },
      payload: { name: 'Night desk', email: 'night@demo-travels.test', role: 'dispatcher' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const before = await server.app.inject({
      url: '/api/v1/partner/rides?dateFilter=today&limit=1',
      headers: { host: DEMO.host, authorization: `Bearer ${owner}` },
    });
    const bookedBefore = (before.json() as { bookedInPeriod: number }).bookedInPeriod;
    await bookForTomorrow();

    const dispatcher = await signedIn(
      demo,
      await partnerToken(server, 'night@demo-travels.test'),
      '/travel/home',
    );
    await stat(dispatcher, 'Booked today')
      .getByText(String(bookedBefore + 1), { exact: true })
      .waitFor();
    await dispatcher.getByText('Rides are counted on their pickup day.').waitFor();
    expect(await dispatcher.getByText('Revenue').count()).toBe(0);
    expect(await dispatcher.getByText('Commission').count()).toBe(0);

    const ownerPage = await signedIn(demo, owner, '/travel/home');
    await ownerPage.getByText('Revenue', { exact: true }).waitFor();
    await ownerPage.getByText('Commission', { exact: true }).waitFor();
    await stat(ownerPage, 'Booked today')
      .getByText(String(bookedBefore + 1), { exact: true })
      .waitFor();
  });

  it("sets the site's languages, refusing a first language the site does not offer in the partner's words", async () => {
    const page = await signedIn(demo, await partnerToken(server), '/travel/settings');
    const region = page.getByRole('region', { name: 'Site languages', exact: true });
    await region.getByRole('checkbox', { name: 'Français' }).check();
    await region.getByRole('combobox', { name: 'Language a visitor sees first' }).selectOption('hi');
    await region.getByRole('button', { name: 'Save', exact: true }).click();
    await region.getByText('Choose a first language your site offers').waitFor();
    await region.getByRole('combobox', { name: 'Language a visitor sees first' }).selectOption('fr');
    await region.getByRole('button', { name: 'Save', exact: true }).click();
    await region.getByText('Saved').waitFor();
    const config = await server.app.inject({ url: '/api/v1/config', headers: { host: DEMO.host } });
    expect(config.json()).toMatchObject({ defaultLanguage: 'fr' });
    expect((config.json() as { languages: string[] }).languages).toContain('fr');
    // The demo goes back to English first: the screens after this one are read in English.
    const restored = await server.app.inject({
      method: 'PATCH',
      url: '/api/v1/partner/settings',
      headers: {
        host: DEMO.host,
        authorization: `Bearer ${await partnerToken(server)}`,
        'idempotency-key': `e2e-languages-restore-${Date.now()}`,
      },
      payload: { brand: { defaultLanguage: 'en' } },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    await page.close();
  });

  it('edits rental packages beside the fares, with a save button of their own', async () => {
    const owner = await partnerToken(server);
    const page = await signedIn(demo, owner, '/travel/settings');
    const fares = page.getByRole('region', { name: 'Fares', exact: true });
    const rental = fares;
    await fares.getByRole('heading', { name: 'Rental packages' }).waitFor();
    await rental.getByRole('textbox', { name: 'Sedan: package 1, Hours' }).fill('25');
    await rental.getByText('Sedan: package 1, Hours: Enter whole hours from 1 to 24').waitFor();
    await rental.getByRole('textbox', { name: 'Sedan: package 1, Hours' }).fill('3');
    await rental.getByRole('button', { name: 'Add a package (Sedan)' }).click();
    await rental.getByRole('textbox', { name: 'Sedan: package 4, Hours' }).fill('16');
    await rental.getByRole('textbox', { name: 'Sedan: package 4, Km included' }).fill('160');
    await rental.getByRole('textbox', { name: 'Sedan: package 4, Price' }).fill('2999');
    await rental.getByRole('textbox', { name: 'Sedan: Each extra km' }).fill('18');
    await rental.getByRole('button', { name: 'Save rental packages', exact: true }).click();
    await rental.getByText('Saved').waitFor();

    const cards = await server.app.inject({
      url: '/api/v1/partner/rate-cards',
      headers: { host: DEMO.host, authorization: `Bearer ${owner}` },
    });
    const sedan = (cards.json() as { data: { vehicleType: string; rates: { rental: unknown } }[] }).data.find(
      (card) => card.vehicleType === 'sedan',
    );
    expect(sedan?.rates.rental).toMatchObject({ extraKm: 1800 });
    expect((sedan?.rates.rental as { packages: unknown[] }).packages).toContainEqual({
      hours: 16,
      km: 160,
      price: 299_900,
    });
    expect(await fares.getByRole('button', { name: 'Save', exact: true }).count()).toBe(1);
  });

  it('sets a waiting charge per vehicle type in the fares table, a wrong minute count refused first', async () => {
    const owner = await partnerToken(server);
    const page = await signedIn(demo, owner, '/travel/settings');
    const fares = page.getByRole('region', { name: 'Fares', exact: true });
    const freeMinutes = fares.getByRole('textbox', { name: 'Sedan: Free waiting minutes' });
    const perMinute = fares.getByRole('textbox', { name: 'Sedan: Waiting charge per minute' });
    await freeMinutes.fill('130');
    await fares.getByText('Sedan: Free waiting minutes: Enter whole minutes from 0 to 120').waitFor();
    expect(await fares.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await freeMinutes.fill('10');
    await perMinute.fill('2.50');
    await fares.getByRole('button', { name: 'Save', exact: true }).click();
    await fares.getByText('Saved').waitFor();

    const cards = await server.app.inject({
      url: '/api/v1/partner/rate-cards',
      headers: { host: DEMO.host, authorization: `Bearer ${owner}` },
    });
    const sedan = (
      cards.json() as { data: { vehicleType: string; rates: { waiting: unknown } }[] }
    ).data.find((card) => card.vehicleType === 'sedan');
    expect(sedan?.rates.waiting).toEqual({ freeMinutes: 10, perMinute: 250 });

    await page.reload();
    await fares.getByRole('textbox', { name: 'Sedan: Free waiting minutes' }).waitFor();
    expect(await freeMinutes.inputValue()).toBe('10');
    expect(await perMinute.inputValue()).toBe('2.5');
    await page.close();
  });

  it('shows the new brand name and colour on the first reload after a save, under the service worker', async () => {
    const domain = 'kaveri.localhost';
    const origin = `http://${domain}:${new URL(server.baseUrl).port}`;
    const token = await signUpPartner(server, domain, 'owner@kaveri.test');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    contexts.push(context);
    const page = await openConsole(context, origin, token, '/travel/settings');
    // A visit to the home under the worker leaves it a kept copy, answered first next time.
    await page.goto(`${origin}/`);
    await page.waitForFunction(async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('served-pages-') && (await (await caches.open(name)).match(location.href)))
          return true;
      }
      return false;
    });
    await page.goto(`${origin}/travel/settings`);
    const brand = page.getByRole('region', { name: 'Brand', exact: true });
    await brand.getByRole('textbox', { name: 'Business name' }).fill('Kaveri Cabs');
    await brand.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#0f766e');
    await brand.getByRole('button', { name: 'Save', exact: true }).click();
    await brand.getByText('Saved').waitFor();
    await page.getByRole('link', { name: 'Kaveri Cabs home' }).first().waitFor();

    await page.goto(`${origin}/`);
    const served = await page.evaluate(
      (id) => JSON.parse(document.getElementById(id)?.textContent ?? 'null'),
      BRAND_DATA_ID,
    );
    expect(served).toMatchObject({ businessName: 'Kaveri Cabs', colors: { primary: '#0f766e' } });
    await page.getByRole('link', { name: 'Kaveri Cabs home' }).first().waitFor();
  });
});
