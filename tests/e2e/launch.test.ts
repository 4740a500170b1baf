// "Launch in five minutes", end to end in Chromium over the real server, build, database and SMTP server: a new
// operator signs up on the platform's home without a domain, reads the code from the e-mail, goes through the
// setup wizard (logo upload, colour, a fare, a UPI ID, a served place; the platform's commission said on the sign-up
// page and before going live), opens the instant address
// {slug}.localhost (Chromium resolves it to 127.0.0.1 by itself), where the home wears the brand; a rider books a
// ride there and the operator's console on that host shows it. The scripted flow's duration is logged, and every
// wizard step is photographed at phone and desktop size into a folder under the OS temp dir.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { bookAsNewRider, chooseVehicle, chooseWhen, fillContact, pickPlace } from '../helpers/ride-booking';

const BUSINESS = 'Kaveri Launch Cabs';
const EMAIL = 'owner@kaveri-launch.test';
const COLOUR = '#0f766e';
const UPI = 'kaverilaunch@okaxis';
const RIDER = 'Priya Launch';
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

describe('an operator launches in five minutes', () => {
  let server: LiveServer;
  let browser: Browser;
  let owner: BrowserContext;
  let rider: BrowserContext | undefined;
  let page: Page;
  let port: string;
  let site: string;
  let started: number;
  const shots = mkdtempSync(join(tmpdir(), 'launch-wizard-'));

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    port = new URL(server.baseUrl).port;
    owner = await browser.newContext({ viewport: SIZES.desktop, timezoneId: 'Asia/Kolkata' });
    page = await owner.newPage();
    console.info(`launch e2e: wizard screenshots in ${shots}`);
  });
  afterAll(async () => {
    await rider?.close();
    await owner?.close();
    await browser?.close();
    await server?.close();
  });

  /** The current wizard step at desktop and phone size; back to desktop afterwards. */
  async function photograph(step: string) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      await page.screenshot({
        path: join(shots, `${step}-${size}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
    await page.setViewportSize(SIZES.desktop);
  }

  const stepHeading = (name: string) => page.getByRole('heading', { level: 2, name });
  const saveAndContinue = () => page.getByRole('button', { name: 'Save and continue' }).click();

  it('signs up on the platform home without a domain and lands in the wizard on the instant address', async () => {
    started = Date.now();
    // The sign-up page is the platform's: served on a host no partner claimed, never on the demo's.
    await page.goto(`http://www.localhost:${port}/signup`);
    // The commission and what it applies to are said before the operator has an account.
    await page
      .getByText(
        "On each completed ride, the platform's commission is 10% of the whole fare, tolls included.",
      )
      .waitFor();
    const form = page.getByRole('region', { name: 'Sign up your travel business' });
    await form.getByRole('textbox', { name: 'Business name' }).fill(BUSINESS);
    await form.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL);
    await form
      .getByText(
        'You get kaveri-launch-cabs.localhost at once. Your own domain joins it once you prove it in Settings.',
      )
      .waitFor();
    const continueButton = form.getByRole('button', { name: 'Continue' });
    await expect.poll(() => continueButton.isEnabled()).toBe(true);
    await continueButton.click();
    const dialog = page.getByRole('dialog', { name: 'Enter your code' });
    await dialog.getByRole('textbox', { name: 'One-time code' }).fill(await server.smtp.codeFor(EMAIL));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/travel\/setup$/);
    const address = new URL(page.url());
    expect(address.hostname).toBe('kaveri-launch-cabs.localhost');
    expect(address.port).toBe(port);
    site = `${address.protocol}//${address.host}`;
    await page.getByRole('heading', { level: 1, name: 'Set up your site' }).waitFor();
  });

  it('sets the brand: a logo upload, a colour checked against white text', async () => {
    await stepHeading('Your brand').waitFor();
    const logo = await sharp({ create: { width: 96, height: 96, channels: 3, background: COLOUR } })
      .png()
      .toBuffer();
    await page.getByLabel('Logo', { exact: true }).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: logo,
    });
    await page.getByRole('img', { name: 'Logo preview' }).waitFor();
    await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#7dd3fc');
    await page.getByText(/White text is hard to read on this colour/).waitFor();
    await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill(COLOUR);
    await page.getByText(/White text reads well on this colour/).waitFor();
    await photograph('1-brand');
    await saveAndContinue();
  });

  it('changes a fare and sees the sample price follow', async () => {
    await stepHeading('Your fares').waitFor();
    const perKm = page.getByRole('textbox', { name: 'Sedan: Local per km' });
    await perKm.waitFor();
    const sample = page.locator('tfoot td').nth(1);
    const before = await sample.textContent();
    await perKm.fill(String(Number(await perKm.inputValue()) + 5));
    await expect.poll(() => sample.textContent()).not.toBe(before);
    await photograph('2-fares');
    await saveAndContinue();
  });

  it('adds a UPI ID and shows its QR code', async () => {
    await stepHeading('How riders pay').waitFor();
    await page.getByRole('textbox', { name: 'UPI ID' }).fill(UPI);
    await page.getByRole('img', { name: `QR code for paying ${UPI}` }).waitFor();
    await photograph('3-payments');
    await saveAndContinue();
  });

  it('picks a served place', async () => {
    await stepHeading('Where you serve').waitFor();
    await page.getByRole('searchbox', { name: 'Find a place' }).fill('Chennai');
    await page
      .getByRole('button', { name: /^Add Chennai/ })
      .first()
      .click();
    await page
      .getByRole('list', { name: 'Places you serve' })
      .getByText(/^Chennai/)
      .waitFor();
    await photograph('4-places');
    await saveAndContinue();
  });

  it('shows the live site with its address, a QR code and a way to open it', async () => {
    await stepHeading('Your site is live').waitFor();
    await page
      .getByTestId('setup-commission')
      .getByText(/10% of the whole fare, tolls included/)
      .waitFor();
    const open = page.getByRole('link', { name: 'Open my site' });
    expect(await open.getAttribute('href')).toBe(`${site}/`);
    await page.getByRole('img', { name: /^QR code of kaveri-launch-cabs\.localhost/ }).waitFor();
    await photograph('5-live');
    await page.getByRole('button', { name: 'Go to my dashboard' }).click();
    await page.waitForURL(/\/travel\/home$/);
  });

  it("opens the site, where the home wears the operator's brand", async () => {
    rider = await browser.newContext({ viewport: SIZES.phone, baseURL: site, timezoneId: 'Asia/Kolkata' });
    const home = await rider.newPage();
    await home.goto('/');
    await home
      .getByRole('link', { name: `${BUSINESS} home` })
      .first()
      .waitFor();
    const primary = await home.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary.toLowerCase()).toBe(COLOUR);
  });

  it('takes a booking from a rider there, and the console on that host shows it', async () => {
    const booking = await rider!.newPage();
    await booking.goto('/user/form/taxi/booking?service=local');
    await pickPlace(booking, 'Pickup', 'Chennai', /^Chennai, /);
    await pickPlace(booking, 'Drop', 'Tambaram', /^Tambaram/);
    await chooseWhen(booking, 'pickup', /^Tomorrow/, /^6:00\s?pm/i);
    await fillContact(booking, RIDER, '98400 77777');
    await booking.getByRole('button', { name: 'Continue' }).click();
    await chooseVehicle(booking, 'Sedan');
    await booking.getByRole('radio', { name: 'UPI' }).waitFor();
    await bookAsNewRider(server, booking, '98400 77777');
    await booking.getByRole('heading', { name: 'Your ride is booked!' }).waitFor();

    // The console's home offers to add a first vehicle; the new booking arrives behind it, in New bookings.
    const firstVehicle = page.getByRole('dialog', { name: 'Add Vehicle' });
    if (await firstVehicle.isVisible()) await page.keyboard.press('Escape');
    await firstVehicle.waitFor({ state: 'hidden' });
    await page.screenshot({ path: join(shots, '6-console.png') });
    await page.getByRole('region', { name: 'New bookings' }).getByText(RIDER).waitFor();
    const seconds = (Date.now() - started) / 1000;
    console.info(`launch e2e: sign-up to first booking in the console took ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(300);
  });
});
