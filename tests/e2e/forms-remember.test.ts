// Forms that remember, in Chromium over the real server and build: a signed-in rider's ride form is filled from
// their profile, what a rider typed comes back when a later step is opened without a ride or the page reloads,
// and the Book Now login box takes the phone and name typed on the form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { bookAsNewRider, chooseVehicle, chooseWhen, fillContact, pickPlace } from '../helpers/ride-booking';
import { riderToken } from '../helpers/sessions';

describe('forms that remember, in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  async function freshPage(storage: Record<string, string> = {}): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: server.baseUrl });
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    return context.newPage();
  }

  it("fills a signed-in rider's name and phone from their profile", async () => {
    const token = await riderToken(server, '+919812377002');
    const named = await server.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/profile',
      headers: { host: DEMO.host, authorization: `Bearer ${token}` },
      payload: { name: 'Meena Iyer' },
    });
    expect(named.statusCode, named.body).toBe(200);
    const page = await freshPage({ user_auth_token: token });
    await page.goto('/user/form/taxi/booking?service=local');
    const name = page.getByRole('textbox', { name: 'Your name' });
    await expect.poll(() => name.inputValue(), { timeout: 15_000 }).toBe('Meena Iyer');
    expect(await page.getByRole('textbox', { name: 'Mobile number' }).inputValue()).toBe('+919812377002');
  });

  it('brings back what was typed when the vehicles step is opened without a ride, and after a reload', async () => {
    const page = await freshPage();
    await page.goto('/user/form/taxi/booking?service=local');
    await pickPlace(page, 'Pickup', 'Chennai', /^Chennai, /);
    await pickPlace(page, 'Drop', 'Tambaram', /^Tambaram/);
    await chooseWhen(page, 'pickup', /^Tomorrow/, /^6:00\s?pm/i);
    await fillContact(page, 'Kavya Raman', '98123 77004');
    const typed = async () => ({
      pickup: await page.getByRole('combobox', { name: 'Pickup' }).inputValue(),
      dropoff: await page.getByRole('combobox', { name: 'Drop' }).inputValue(),
      when: await page.getByRole('button', { name: /^Pickup (date|time)/ }).allTextContents(),
      name: await page.getByRole('textbox', { name: 'Your name' }).inputValue(),
      phone: await page.getByRole('textbox', { name: 'Mobile number' }).inputValue(),
    });
    const before = await typed();
    expect(before.name).toBe('Kavya Raman');

    await page.goto('/ride/vehicles');
    await page.waitForURL('**/user/form/taxi/booking**');
    const name = page.getByRole('textbox', { name: 'Your name' });
    await expect.poll(() => name.inputValue(), { timeout: 15_000 }).toBe('Kavya Raman');
    expect(await typed()).toEqual(before);

    await page.reload();
    await expect.poll(() => name.inputValue(), { timeout: 15_000 }).toBe('Kavya Raman');
    expect(await typed()).toEqual(before);

    // Once booked, the form starts empty again: nothing typed is kept in the session.
    await page.getByRole('button', { name: 'Continue' }).click();
    await chooseVehicle(page, 'Sedan');
    await bookAsNewRider(server, page, '9812377004');
    await page.waitForURL('**/ride/confirmed');
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => /draft/.test(key)))).toEqual(
      [],
    );
  });

  it('asks Book Now for no phone or name the form already has', async () => {
    const page = await freshPage();
    await page.goto('/user/form/taxi/booking?service=local');
    await pickPlace(page, 'Pickup', 'Chennai', /^Chennai, /);
    await pickPlace(page, 'Drop', 'Tambaram', /^Tambaram/);
    await chooseWhen(page, 'pickup', /^Tomorrow/, /^6:00\s?pm/i);
    await fillContact(page, 'Arul Selvan', '98123 77003');
    await page.getByRole('button', { name: 'Continue' }).click();
    await chooseVehicle(page, 'Sedan');
    await page.getByRole('button', { name: 'Book Now' }).click();
    const login = page.getByRole('dialog', { name: 'Log in to book' });
    expect(await login.getByRole('textbox', { name: 'Mobile number' }).inputValue()).toBe('9812377003');
    expect(await login.getByRole('textbox', { name: /name/i }).inputValue()).toBe('Arul Selvan');
  });
});
