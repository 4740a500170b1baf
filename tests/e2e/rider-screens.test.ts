// The rider's own screens in Chromium over the real server and build, phone-sized and on a desktop, in English
// and another language: the wallet (cashback from a ride the partner completed, the line opening its ride, and
// the last copy offline), the legal pages, and the profile with each of its actions.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext } from 'playwright-core';
import { users } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { acceptWithNewDriver, bookSedan, completeRide } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';

type Dictionary = Record<string, Record<string, unknown>>;
const locale = (language: string) =>
  JSON.parse(readFileSync(`public/locales/${language}.json`, 'utf8')) as Dictionary;
const ta = locale('ta');
const hi = locale('hi');
const text = (dictionary: Dictionary, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary) as string;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };

describe('rider screens in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let rider: string;
  let rideId: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    rider = await riderToken(server, '+919844400011');
    const partner = await partnerToken(server);
    rideId = await bookSedan(server, rider, 'e2e-wallet-ride');
    await acceptWithNewDriver(server, partner, rideId, {
      firstName: 'Meena',
      lastName: 'Das',
      phone: '+919800044411',
      vehicleNumber: 'TN44 MD4411',
    });
    await completeRide(server, partner, rideId);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function signedIn(token: string, viewport = PHONE): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport, baseURL: server.baseUrl });
    await context.addInitScript((value) => localStorage.setItem('user_auth_token', value), token);
    return context;
  }
  const rideLabel = () => rideId.slice(0, 8).toUpperCase();

  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows the cashback of a completed ride, and the line opens that ride (${size})`, async () => {
      const context = await signedIn(rider, viewport);
      const page = await context.newPage();
      await page.goto('/user/wallet');
      await page.getByRole('heading', { name: 'My wallet', level: 1 }).waitFor();
      const line = page.getByRole('link', { name: `Cashback for ride #${rideLabel()}` });
      await line.waitFor();
      const amount = await page.locator('.wallet-entry__amount--credit').first().textContent();
      expect(amount).toMatch(/^Credit \+₹/);
      await line.click();
      await page.waitForURL(`**/user/rides?ride=${rideId}`);
      await page.getByRole('article', { name: `Ride ${rideLabel()}` }).waitFor();
      expect(await page.getByRole('article').count()).toBe(1);
      await page.getByRole('link', { name: 'All my rides' }).waitFor();
      await context.close();
    });
  }

  it('reads the wallet in Tamil, and offline from the last copy', async () => {
    const context = await signedIn(rider);
    const page = await context.newPage();
    await page.goto('/in/ta/user/wallet');
    await page.getByRole('heading', { name: text(ta, 'screens.userWallet'), level: 1 }).waitFor();
    const line = text(ta, 'riderWallet.cashback').replace('{{id}}', rideLabel());
    await page.getByRole('link', { name: line }).waitFor();
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('link', { name: line }).waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('link', { name: line }).waitFor();
    const offline = text(ta, 'offline.banner').split('{{time}}')[0]!;
    await page.getByRole('status').filter({ hasText: offline }).waitFor();
    await context.close();
  });

  it('asks a signed-out visitor to log in, with an empty wallet after', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/user/wallet');
    await page.getByText('Log in with your phone number to see your wallet and cashback.').waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('+919844400099');
    const before = server.sms.length;
    await dialog.getByRole('button', { name: 'Send by SMS' }).click();
    const code = await server.codeTo('+919844400099', before);
    await dialog.getByRole('textbox', { name: 'One-time code' }).fill(code);
    await dialog.getByRole('button', { name: /verify/i }).click();
    await page.getByText('No activity in this period').waitFor();
    await page.getByRole('link', { name: 'Book a ride' }).waitFor();
    await context.close();
  });

  it("shows the partner's legal pages in English and Hindi, each linking to the other", async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/privacy');
    await page.getByRole('heading', { name: `Privacy policy of ${DEMO.businessName}` }).waitFor();
    await page.getByText(/download your data or delete your account/).waitFor();
    await page
      .getByRole('navigation', { name: 'More about us' })
      .getByRole('link', { name: 'Terms of service' })
      .click();
    await page.getByRole('heading', { name: `Terms of service of ${DEMO.businessName}` }).waitFor();

    await page.goto('/in/hi/user/terms');
    await page.getByRole('heading', { name: `Terms of service of ${DEMO.businessName}` }).waitFor();
    await page
      .getByRole('navigation', { name: text(hi, 'legal.more') })
      .getByRole('link', { name: text(hi, 'legal.privacyPolicy') })
      .click();
    await page.waitForURL('**/in/hi/privacy');
    await page.getByRole('heading', { name: `Privacy policy of ${DEMO.businessName}` }).waitFor();
    await context.close();
  });

  it('changes the profile, phone, emergency contact and saved places, exports and deletes the account', async () => {
    const own = await riderToken(server, '+919844400022');
    const context = await signedIn(own);
    const page = await context.newPage();
    await page.goto('/user/profile');
    await page.getByRole('heading', { name: 'My profile', level: 1 }).waitFor();

    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByRole('textbox', { name: 'Name', exact: true }).fill('Kavya Rao');
    await details.getByRole('textbox', { name: 'E-mail' }).fill('kavya@example.com');
    await details.getByRole('button', { name: 'Save' }).click();
    await details.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    await page.getByRole('textbox', { name: 'New phone number' }).fill('+91 98444 00033');
    const before = server.sms.length;
    await page.getByRole('button', { name: 'Send a code to the new number' }).click();
    const code = await server.codeTo('+919844400033', before);
    await page.getByRole('textbox', { name: /code/i }).fill(code);
    await page.getByRole('button', { name: /verify/i }).click();
    await page.getByText('+919844400033').waitFor();

    const contact = page.getByRole('form', { name: 'Emergency contact' });
    await contact.getByRole('textbox', { name: "Contact's name" }).fill('Ravi Rao');
    await contact.getByRole('textbox', { name: "Contact's phone" }).fill('9844400044');
    await contact.getByRole('button', { name: 'Save' }).click();
    await contact.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    const places = page.getByRole('region', { name: 'Saved places' });
    await places.getByRole('combobox', { name: 'Place', exact: true }).fill('Coimbat');
    await places
      .getByRole('option', { name: /^Coimbatore/ })
      .first()
      .click();
    await places.getByRole('button', { name: 'Save this place' }).click();
    await places.getByRole('button', { name: 'Remove Home' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      profile: { name: string; savedPlaces: unknown[]; emergencyContact: unknown };
    };
    expect(exported.profile).toMatchObject({
      name: 'Kavya Rao',
      emergencyContact: { name: 'Ravi Rao', phone: '+919844400044' },
    });
    expect(exported.profile.savedPlaces).toHaveLength(1);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const ask = page.getByRole('dialog', { name: 'Delete your account?' });
    await ask.getByRole('button', { name: 'Delete for good' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('user_auth_token'))).toBeNull();
    expect(await server.database.db.select().from(users).where(eq(users.phone, '+919844400033'))).toEqual([]);
    await context.close();
  });

  it('opens the profile in Tamil and switches it to English from the language setting (desktop)', async () => {
    const context = await signedIn(rider, DESKTOP);
    const page = await context.newPage();
    await page.goto('/in/ta/user/profile');
    await page.getByRole('heading', { name: text(ta, 'screens.userProfile'), level: 1 }).waitFor();
    const details = page.getByRole('form', { name: text(ta, 'profile.details') });
    await details.getByRole('combobox', { name: text(ta, 'profile.language') }).selectOption('en');
    await details.getByRole('button', { name: text(ta, 'profile.save') }).click();
    await page.waitForURL('**/in/en/user/profile');
    await page.getByRole('heading', { name: 'My profile', level: 1 }).waitFor();
    await context.close();
  });

  it('sends a ticket about a ride, and queues one written offline until the connection is back', async () => {
    const context = await signedIn(rider);
    const page = await context.newPage();
    await page.goto('/user/support');
    await page.getByRole('heading', { name: 'Help and support', level: 1 }).waitFor();
    await page.getByText('What is the trip code?').click();
    await page.getByText(/Four digits on your booking/).waitFor();
    const ask = page.getByRole('region', { name: 'Write to us' });
    await ask.getByRole('button', { name: 'Send' }).click();
    await ask.getByText('Write your message').waitFor();
    await ask.getByRole('combobox', { name: 'About a ride (optional)' }).selectOption({ index: 1 });
    await ask.getByRole('textbox', { name: 'Your message' }).fill('I left my phone charger in the car.');
    await ask.getByRole('button', { name: 'Send' }).click();
    await ask.getByRole('status').filter({ hasText: 'Sent.' }).waitFor();
    const mine = page.getByRole('region', { name: 'Your questions' });
    await mine.getByText('I left my phone charger in the car.').waitFor();
    await mine.getByText('Open', { exact: true }).waitFor();

    await context.setOffline(true);
    await ask.getByRole('textbox', { name: 'Your message' }).fill('Do you have child seats?');
    await ask.getByRole('button', { name: 'Send' }).click();
    await ask.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor();
    await context.setOffline(false);
    await mine.getByText('Do you have child seats?').waitFor();
    await context.close();
  });

  it('shows the support page in Hindi with the answers a partner gave (desktop)', async () => {
    const partner = await partnerToken(server);
    const headers = { host: DEMO.host, authorization: `Bearer ${partner}` };
    const open = await server.app.inject({ url: '/api/v1/partner/support/tickets?status=open', headers });
    const ticket = (open.json() as { items: { id: string; messages: { body: string }[] }[] }).items.find(
      (item) => item.messages[0]?.body === 'Do you have child seats?',
    );
    const answered = await server.app.inject({
      method: 'POST',
      url: `/api/v1/partner/support/tickets/${ticket!.id}/answer`,
      headers,
      payload: { message: 'Yes, ask for one when you book.' },
    });
    expect(answered.statusCode).toBe(200);
    const context = await signedIn(rider, DESKTOP);
    const page = await context.newPage();
    await page.goto('/in/hi/user/support');
    await page.getByRole('heading', { name: text(hi, 'screens.userSupport'), level: 1 }).waitFor();
    await page
      .getByRole('region', { name: text(hi, 'support.mine') })
      .getByText('Do you have child seats?')
      .waitFor();
    await page.getByText('Yes, ask for one when you book.').waitFor();
    await page.getByText(text(hi, 'support.status.answered'), { exact: true }).waitFor();
    await page.getByRole('link', { name: text(hi, 'support.call') }).waitFor();
    await context.close();
  });

  it('shows the ride under way on the map, and says when there is none (Tamil)', async () => {
    const own = await riderToken(server, '+919844400055');
    const context = await signedIn(own);
    const page = await context.newPage();
    await page.goto('/in/ta/map');
    await page.getByRole('heading', { name: text(ta, 'riderMap.title'), level: 1 }).waitFor();
    await page.getByText(text(ta, 'riderMap.none')).waitFor();

    const live = await bookSedan(server, own, 'e2e-map-ride');
    await acceptWithNewDriver(server, await partnerToken(server), live, {
      firstName: 'Arul',
      lastName: 'Mani',
      phone: '+919800055511',
      vehicleNumber: 'TN55 AM5511',
    });
    await page.goto('/in/en/map');
    await page.getByRole('heading', { name: 'Your ride on the map', level: 1 }).waitFor();
    await page.getByRole('img', { name: 'Map showing Arul Mani' }).waitFor();
    await context.close();
  });

  it('verifies a phone in the popup, tells the page, and goes to the base route', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/verify/phone');
    await page.evaluate(() =>
      window.addEventListener('PhoneVerificationCompleted', () =>
        document.body.setAttribute('data-verified', 'yes'),
      ),
    );
    const dialog = page.getByRole('dialog', { name: 'Verify your phone' });
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('+919844400066');
    await dialog.getByRole('button', { name: 'Send by SMS' }).click();
    // The text is sent while the page moves on: wait for the one to this number, not the last one sent.
    const textTo = () => server.sms.filter((text) => text.to === '+919844400066').at(-1)?.text;
    await expect.poll(textTo).toMatch(/\d{4}/);
    const code = /(\d{4})/.exec(textTo()!)![1]!;
    const codeStep = page.getByRole('dialog', { name: 'Enter your code' });
    await codeStep.getByRole('textbox', { name: 'One-time code' }).fill(code);
    await codeStep.getByRole('button', { name: /verify/i }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    expect(await page.getAttribute('body', 'data-verified')).toBe('yes');
    expect(await page.evaluate(() => localStorage.getItem('user_auth_token'))).not.toBeNull();

    await page.goto('/verify/phone');
    await page.waitForURL(`${server.baseUrl}/`);
    await context.close();
  });
});
