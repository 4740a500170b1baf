// City landing pages, languages and the site pages of issue 6 in Chromium, over the real server and build: the
// head a crawler reads without JavaScript, fares read from the partner's rate card, the booking sheet started
// from the city, Arabic right to left, the language choice kept through a reload and offline, contact us with
// errors in the visitor's language and its mail to the partner, and the app download tabs.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatMinor } from '../../src/domain/money';
import { rateCards } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';

describe('city pages and languages in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  async function freshPage(viewport = { width: 390, height: 844 }): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ viewport, baseURL: server.baseUrl });
    return context.newPage();
  }

  it('serves /in/ta/place/chennai with its title, canonical and alternates before any JavaScript', async () => {
    const response = await fetch(`${server.baseUrl}/in/ta/place/chennai`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title>Chennai இல் டாக்சி · ${DEMO.businessName}</title>`);
    expect(html).toContain('<html lang="ta" dir="ltr"');
    expect(head).toContain(`<link rel="canonical" href="${server.baseUrl}/in/ta/place/chennai"`);
    for (const country of ['in', 'us', 'uk', 'ae', 'qa', 'sa']) {
      expect(head).toContain(
        `<link rel="alternate" hreflang="en-${country}" href="${server.baseUrl}/${country}/en/place/chennai"`,
      );
    }
    expect(head).toContain(`hreflang="ta-in" href="${server.baseUrl}/in/ta/place/chennai"`);
    expect(head).toContain(`hreflang="x-default" href="${server.baseUrl}/place/chennai"`);
    expect(html).toContain('<h1 id="city-title" class="hero__title">Chennai இல் டாக்சி முன்பதிவு செய்யுங்கள்</h1>');
  });

  it("shows the fares of the partner's rate card and books from the city", async () => {
    // A price no default table has: the page can only show it by reading the partner's rate card.
    const [sedan] = await server.database.db
      .select()
      .from(rateCards)
      .where(eq(rateCards.vehicleType, 'sedan'));
    const rates = { ...sedan!.rates, local: { ...sedan!.rates.local, perKm: 1777 } };
    await server.database.db.update(rateCards).set({ rates }).where(eq(rateCards.id, sedan!.id));

    const page = await freshPage();
    await page.goto('/in/en/place/chennai');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Book a taxi in Chennai');
    const card = page.locator('[data-vehicle-type="sedan"]');
    const row = (label: string) =>
      card
        .locator('.city-fares__row')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');
    const perKm = row('Per km');
    expect(await perKm.textContent()).toBe(formatMinor(1777, 'INR', 'en-IN'));
    const base = row('Base fare');
    expect(await base.textContent()).toBe(formatMinor(sedan!.rates.local.baseFare, 'INR', 'en-IN'));
    // The served page shows the fares before the app has hydrated it; the place is kept once it has.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user_place'))).toBe('Chennai');

    const pondy = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Chennai to Puducherry' }) });
    expect(await pondy.textContent()).toMatch(/≈ [\d.,]+ km, a straight-line estimate.*from ₹/);
    await pondy.getByRole('button', { name: 'Book Chennai to Puducherry' }).click();
    const sheet = page.getByRole('dialog', { name: 'Book a ride from Chennai' });
    await sheet.waitFor();
    expect(await sheet.getByRole('combobox', { name: 'Pickup' }).inputValue()).toBe('Chennai');
    expect(await sheet.getByRole('combobox', { name: 'Drop' }).inputValue()).toBe('Puducherry');
  });

  it('leaves the sections with nothing to answer as served HTML, and draws them again in another language', async () => {
    const page = await freshPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/in/en/place/chennai');
    await page.locator('#root:not([aria-disabled])').waitFor();
    // React marks every element it adopted; the served sections it left alone carry no mark.
    const adopted = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    await expect.poll(() => adopted('.hero__title')).toBe(true);
    expect(await adopted('.city-fares__card')).toBe(false);
    expect(await adopted('.city-fares__card dd')).toBe(false);
    expect(await adopted('.city-routes__card button')).toBe(false);
    // Opening the booking sheet updates the page around them; they stay as served, and as they were.
    await page.getByRole('button', { name: 'Book a taxi in Chennai' }).first().click();
    await page.getByRole('dialog', { name: 'Book a ride from Chennai' }).waitFor();
    expect(await adopted('.city-fares__card')).toBe(false);
    expect(await page.locator('.city-fares__card').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Close' }).click();

    // Another language draws them again, in that language.
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('ta');
    await expect.poll(() => page.locator('#city-fares-title').textContent()).toMatch(/கட்டண/);
    await expect.poll(() => adopted('.city-fares__card')).toBe(true);
    expect(errors).toEqual([]);
  });

  it("follows the home's served category links inside the app", async () => {
    const page = await freshPage();
    await page.goto('/in/en/');
    await page.locator('#root:not([aria-disabled])').waitFor();
    const card = page.locator('.category-card').first();
    expect(
      await card.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
    ).toBe(false);
    // A mark on the window survives a navigation inside the app, never a page load.
    await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
    await card.click();
    await page.waitForURL(/\/in\/en\/user\/form\/taxi\/booking\?service=/);
    await page.getByRole('combobox', { name: 'Pickup' }).waitFor();
    expect(await page.evaluate(() => 'stillThisDocument' in window)).toBe(true);
  });

  it('draws the sections itself on a city page it navigated to', async () => {
    const page = await freshPage();
    await page.goto('/in/en/service/places');
    await page.getByRole('link', { name: /Coimbatore/ }).click();
    await page.locator('.city-fares__card').first().waitFor();
    expect(
      await page
        .locator('.city-fares__card')
        .first()
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
    ).toBe(true);
  });

  it('lists the served places and answers an unknown bare address as not found', async () => {
    const page = await freshPage();
    await page.goto('/in/en/service/places');
    await page.getByRole('link', { name: /Coimbatore/ }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Book a taxi in Coimbatore');
    expect(new URL(page.url()).pathname).toBe('/in/en/place/coimbatore');
    const unknown = await page.goto('/in/en/no-such-town-anywhere');
    expect(unknown?.status()).toBe(404);
    await page.locator('.page-notice').getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/in/en/no-such-town-anywhere');
  });

  it('renders /ae/ar/ right to left in Arabic', async () => {
    const page = await freshPage({ width: 1280, height: 800 });
    await page.goto('/ae/ar/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`احجز رحلتك مع ${DEMO.businessName}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    // Mirrored: the brand sits at the right edge of the header, its actions at the left.
    const brand = await page.locator('.topbar__brand').boundingBox();
    const actions = await page.locator('.topbar__actions').boundingBox();
    expect(brand!.x).toBeGreaterThan(actions!.x);
    const served = await (await fetch(`${server.baseUrl}/ae/ar/`)).text();
    expect(served).toContain('<html lang="ar" dir="rtl"');
  });

  it('keeps the language picked in the header through a reload and offline', async () => {
    const page = await freshPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active));
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('ta');
    const tamil = `${DEMO.businessName} உடன் உங்கள் பயணத்தை முன்பதிவு செய்யுங்கள்`;
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(tamil);
    expect(await page.evaluate(() => localStorage.getItem('country_lang'))).toBe('in/ta');
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(tamil);
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(tamil);
    await context.setOffline(false);
  });

  it("offers the language picker in the partner's drawer", async () => {
    const page = await freshPage();
    // The partner drawer's public page is the platform's sign-up, on the platform's host.
    await page.goto(`http://www.localhost:${new URL(server.baseUrl).port}/signup`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Partner menu' });
    await drawer.getByRole('combobox', { name: 'Language' }).selectOption('ta');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ta');
    expect(await page.evaluate(() => localStorage.getItem('country_lang'))).toBe('in/ta');
  });

  it('checks the contact form in Tamil, then stores the enquiry and mails the partner', async () => {
    const page = await freshPage();
    await page.goto('/in/ta/contact-us');
    await page.getByRole('button', { name: 'இப்போது சமர்ப்பி' }).click();
    await page.getByText('உங்கள் முதல் பெயரை உள்ளிடவும்').waitFor();
    await page.getByText('நீங்கள் தேடுவதைத் தேர்ந்தெடுக்கவும்').waitFor();

    await page.getByRole('textbox', { name: 'முதல் பெயர்' }).fill('Kavya');
    await page.getByRole('textbox', { name: 'கடைசிப் பெயர்' }).fill('Raman');
    await page.getByRole('textbox', { name: 'மின்னஞ்சல்' }).fill('kavya.raman@example.com');
    await page.getByRole('combobox', { name: 'நீங்கள் எதைத் தேடுகிறீர்கள்?' }).selectOption('meeting');
    await page
      .getByRole('textbox', { name: 'நாங்கள் எப்படி உதவலாம்?' })
      .fill('Please call me about adding my 12 cabs.');
    await page.getByRole('button', { name: 'இப்போது சமர்ப்பி' }).click();
    await page.getByRole('status').getByText('நன்றி!').waitFor();
    await expect
      .poll(() => server.smtp.mails.find((mail) => mail.raw.includes('adding my 12 cabs'))?.to)
      .toEqual([DEMO.partnerEmail]);
  });

  it('shows the partner and driver apps with their links', async () => {
    const page = await freshPage();
    await page.goto('/driver/app');
    await page.getByRole('heading', { name: `Download ${DEMO.businessName} Apps` }).waitFor();
    expect(await page.getByRole('tab', { name: 'Driver App' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('link', { name: 'Download the APK' }).getAttribute('href')).toBe(
      'https://apps.demo-travels.test/driver.apk',
    );
    // The driver web app is always there: a QR code of its address for a driver's phone, and a link to it.
    await page.getByRole('img', { name: /^QR code of the driver app: http:\/\/[\w.:]+\/driver$/ }).waitFor();
    expect(
      await page.getByRole('link', { name: `Open ${DEMO.businessName} Driver` }).getAttribute('href'),
    ).toBe('/driver');
    await page.getByRole('tab', { name: 'Partner App' }).click();
    expect(await page.getByRole('link', { name: 'Get it from the app store' }).getAttribute('href')).toBe(
      'https://apps.demo-travels.test/store/partner',
    );
    // The PWA's own install sits beside the store links once the browser offers one, and not before.
    const panel = page.getByRole('tabpanel');
    expect(await panel.getByText('Or install this website as an app on your device:').count()).toBe(0);
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
    await panel.getByRole('button', { name: 'Install app' }).waitFor();
  });
});
