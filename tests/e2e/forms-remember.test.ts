// Forms that remember, in Chromium over the real server and build: a signed-in rider's ride form is filled from
// their profile, and the Book Now login box takes the phone and name typed on the form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { chooseVehicle, chooseWhen, fillContact, pickPlace } from '../helpers/ride-booking';
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
