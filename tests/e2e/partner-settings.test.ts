// The Settings area in Chromium over the real server and build: an owner (signed up through the API, the launch
// test covers the sign-up screens) renames the business, is offered a free address when the one typed is taken,
// moves the site (and the console with it) to a new address, is shown the TXT record that proves an own domain and
// its state as DNS changes (an IP address refused under the field), confirms an unusually high per-km rate, saves a
// write-only card salt, adds a place to the service area (named after a reload), sets the cancellation rules (a
// field error first), reads the commission in Billing and chooses the rider cashback within the platform's range
// (a field error first), sets the two referral rewards (a field error first), invites a dispatcher, makes them an
// accountant and removes them; the staff member sees only what their role may use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { startDnsStandIn, type DnsStandIn } from '../helpers/dns-stand-in';
import { partnerToken } from '../helpers/sessions';

const PLATFORM = '127.0.0.1';
const OWNER = 'owner@meenakshi.test';
const STAFF = 'ravi@meenakshi.test';

describe('the Settings area in Chromium', () => {
  let server: LiveServer;
  let dns: DnsStandIn;
  let browser: Browser;
  let owner: BrowserContext;
  let page: Page;
  let site: string;
  let host: string;

  async function signUp(businessName: string, email: string) {
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/partner/signup',
      headers: { host: PLATFORM },
      payload: { businessName, email, domain: '' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const address = (sent.json() as { domain: string }).domain;
    const verified = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/partner/signup/verify',
      headers: { host: PLATFORM },
      payload: { email, domain: address, code: await server.smtp.codeFor(email) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return { address, token: (verified.json() as { token: string }).token };
  }

  async function signedIn(token: string, viewport = { width: 1280, height: 900 }) {
    const context = await browser.newContext({ viewport, baseURL: site });
    await context.addInitScript((value) => localStorage.setItem('business_auth_token', value), token);
    return context;
  }

  const section = (name: string) => page.getByRole('region', { name, exact: true });
  const token = () => page.evaluate(() => localStorage.getItem('business_auth_token'));

  beforeAll(async () => {
    dns = await startDnsStandIn();
    [server, browser] = await Promise.all([startLiveServer({ DNS_SERVERS: dns.server }), launchChromium()]);
    const port = new URL(server.baseUrl).port;
    await signUp('Other Cabs', 'owner@other.test');
    const { address, token } = await signUp('Meenakshi Travels', OWNER);
    host = address;
    site = `http://${address}:${port}`;
    owner = await signedIn(token);
    page = await owner.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
  });
  afterAll(async () => {
    await owner?.close();
    await browser?.close();
    await server?.close();
    await dns?.close();
  });

  it('is in the navigation and saves the brand', async () => {
    await page.goto('/travel/rides');
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const brand = section('Brand');
    await brand.getByRole('textbox', { name: 'Business name' }).fill('Meenakshi Tours');
    await brand.getByRole('button', { name: 'Save' }).click();
    await brand.getByText('Saved').waitFor();
    await page.getByRole('link', { name: 'Meenakshi Tours home' }).waitFor();
  });

  it('states 24/7 on the rider site only once the partner ticks it', async () => {
    const address = section('Site address');
    await address.getByText(/^Your site states only what you tick here\./).waitFor();
    const open = address.getByRole('checkbox', { name: /^Open 24\/7/ });
    expect(await open.isChecked()).toBe(false);
    const rider = await owner.newPage();
    await rider.goto('/');
    await rider.getByRole('heading', { level: 2, name: 'Why ride with Meenakshi Tours' }).waitFor();
    expect(await rider.getByText(/24\/7/).count()).toBe(0);
    await open.check();
    await address.getByRole('button', { name: 'Save' }).click();
    await address.getByText('Saved').waitFor();
    await rider.reload();
    await rider.locator('.hero__chips').getByText('24/7 service').waitFor();
    await rider.close();
  });

  it('offers a free address when the one typed is taken', async () => {
    const address = section('Site address');
    await address.getByRole('textbox', { name: 'Site address' }).fill('other-cabs');
    await address.getByRole('button', { name: 'Save' }).click();
    await address.getByText(/^That address is taken\. Try other-cabs-\d+$/).waitFor();
  });

  it('moves the site and the console to a new address', async () => {
    const address = section('Site address');
    await address.getByRole('textbox', { name: 'Site address' }).fill('meenakshi-tours');
    await address.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/^http:\/\/meenakshi-tours\.localhost:\d+\/travel\/settings$/);
    host = 'meenakshi-tours.localhost';
    site = new URL(page.url()).origin;
    await section('Site address').getByRole('textbox', { name: 'Site address' }).waitFor();
    expect(await section('Site address').getByRole('textbox', { name: 'Site address' }).inputValue()).toBe(
      'meenakshi-tours',
    );
  });

  it('shows the TXT record that proves an own domain, and its state as DNS changes', async () => {
    const address = section('Site address');
    const domain = address.getByRole('textbox', { name: 'Your own domain (optional)' });
    await domain.fill('127.0.0.2');
    await address.getByRole('button', { name: 'Save' }).click();
    await address.getByText('Use a domain name, not an IP address').waitFor();
    await domain.fill('Meenakshi-Tours.example');
    await address.getByRole('button', { name: 'Save' }).click();
    await address.getByText('Saved').waitFor();
    const proof = address.getByRole('row').filter({ hasText: 'TXT' });
    await proof.getByText('_travelx.meenakshi-tours.example').waitFor();
    const token = await proof.getByText(/^travelx-verify=/).textContent();
    const status = address.getByRole('status').filter({ hasText: /proven|point/ });
    await status.getByText(/^Not proven yet/).waitFor();
    await address.getByRole('button', { name: 'Check DNS' }).click();
    await status.getByText(/It does not point here yet/).waitFor();
    dns.zone.set('_travelx.meenakshi-tours.example', { txt: [token!] });
    await address.getByRole('button', { name: 'Check DNS' }).click();
    await status.getByText(/^Verified: meenakshi-tours\.example is proven yours/).waitFor();
    await domain.fill('');
    await address.getByRole('button', { name: 'Save' }).click();
    await address.getByText('Saved').waitFor();
    expect(await address.getByRole('row').count()).toBe(0);
  });

  it('asks before saving an unusually high per-km rate', async () => {
    const fares = section('Fares');
    await fares.getByRole('textbox', { name: 'Sedan: Local per km' }).fill('150');
    await fares.getByRole('button', { name: 'Save', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm high rates' });
    await confirm.getByText(/The per-km rate for Sedan is above ₹100/).waitFor();
    await confirm.getByRole('button', { name: 'Yes, save these rates' }).click();
    await fares.getByText('Saved').waitFor();
    const cards = await server.app.inject({
      url: '/api/v1/partner/rate-cards',
      headers: { host, authorization: `Bearer ${await token()}` },
    });
    const sedan = (
      cards.json() as { data: { vehicleType: string; rates: { local: { perKm: number } } }[] }
    ).data.find((card) => card.vehicleType === 'sedan');
    expect(sedan?.rates.local.perKm).toBe(15_000);
  });

  it('keeps the card salt write-only', async () => {
    const payments = section('Payments');
    await payments.getByText('Not set yet.').waitFor();
    await payments.getByRole('textbox', { name: 'Gateway key' }).fill('test-key');
    await payments.getByLabel('Gateway salt').fill('test-salt');
    await payments.getByRole('button', { name: 'Save' }).click();
    await payments.getByText(/^Saved\. Type a new value/).waitFor();
    expect(await payments.getByLabel('Gateway salt').inputValue()).toBe('');
  });

  it('names a place added to the service area after a reload, never by its id', async () => {
    const places = section('Service area');
    await places.getByLabel('Find a place').fill('Salem');
    await places.getByRole('button', { name: 'Add Salem, Tamil Nadu', exact: true }).click();
    await places.getByRole('button', { name: 'Save', exact: true }).click();
    await places.getByText('Saved', { exact: true }).waitFor();
    // The served list the page read before the save (kept by the browser and the query cache) lacks Salem.
    await page.reload();
    const served = section('Service area').getByRole('list', { name: 'Places you serve' });
    await served.getByText('Salem, Tamil Nadu').waitFor();
    expect(await served.innerText()).not.toMatch(/city:/);
  });

  it('sets the cancellation rules, refusing a percentage above 100 under its field', async () => {
    const rules = section('Cancellation rules');
    await rules
      .getByRole('spinbutton', { name: 'Free cancellation until (minutes before pickup)' })
      .fill('90');
    const cancelFee = rules.getByRole('group', { name: 'Cancellation fee' });
    await cancelFee.getByRole('combobox', { name: 'Fee type' }).selectOption('percent');
    await cancelFee.getByRole('spinbutton', { name: 'Percentage (%)' }).fill('150');
    await rules.getByRole('button', { name: 'Save' }).click();
    await cancelFee.getByText('At most 100%').waitFor();
    await cancelFee.getByRole('spinbutton', { name: 'Percentage (%)' }).fill('20');
    const noShowFee = rules.getByRole('group', { name: 'No-show fee' });
    await noShowFee.getByRole('combobox', { name: 'Fee type' }).selectOption('fixed');
    await noShowFee.getByRole('spinbutton', { name: 'Amount (INR)' }).fill('250');
    await rules.getByRole('button', { name: 'Save' }).click();
    await rules.getByText('Saved').waitFor();
    const saved = await server.app.inject({
      url: '/api/v1/partner/settings',
      headers: { host, authorization: `Bearer ${await token()}` },
    });
    expect(saved.json().cancellation).toMatchObject({
      freeUntilMinutes: 90,
      cancelFeeKind: 'percent',
      cancelFeeValue: 20,
      noShowFeeKind: 'fixed',
      noShowFeeValue: 25_000,
    });
  });

  it('shows the commission in Billing and saves the rider cashback within the range', async () => {
    const billing = section('Billing');
    await billing.getByText('10% of the whole fare, tolls included').waitFor();
    await billing.getByText('0% to 10%').waitFor();
    const rewards = section('Rider rewards');
    const cashbackField = page.getByRole('textbox', { name: 'Cashback for riders (%)' });
    const cashbackForm = rewards.locator('form').filter({ has: cashbackField });
    const cashback = cashbackForm.getByRole('textbox', { name: 'Cashback for riders (%)' });
    await cashback.fill('12');
    await cashbackForm.getByRole('button', { name: 'Save' }).click();
    await cashbackForm.getByText('Choose from 0% to 10%', { exact: true }).waitFor();
    await cashback.fill('3');
    await cashbackForm.getByRole('button', { name: 'Save' }).click();
    await cashbackForm.getByText('Saved').waitFor();
    const saved = await server.app.inject({
      url: '/api/v1/partner/billing',
      headers: { host, authorization: `Bearer ${await token()}` },
    });
    expect(saved.json()).toMatchObject({ cashbackBps: 300, effectiveCashbackBps: 300 });
    // On a phone both sections fit the screen's width.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const region of [billing, rewards]) {
      const box = (await region.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('sets both referral rewards, with a field error first', async () => {
    const referral = section('Rider rewards').getByRole('form', { name: 'Referral rewards' });
    const inviter = referral.getByRole('textbox', { name: 'Reward for the rider who invited (INR)' });
    const newRider = referral.getByRole('textbox', { name: 'Reward for the new rider (INR)' });
    await inviter.fill('6000');
    await newRider.fill('30');
    await referral.getByRole('button', { name: 'Save' }).click();
    await referral.getByText('Enter an amount from 0 to ₹5,000.00').waitFor();
    expect(await inviter.getAttribute('aria-invalid')).toBe('true');
    await inviter.fill('50');
    await referral.getByRole('button', { name: 'Save' }).click();
    await referral.getByText('Saved').waitFor();
    const saved = await server.app.inject({
      url: '/api/v1/partner/referral-rewards',
      headers: { host, authorization: `Bearer ${await token()}` },
    });
    expect(saved.json()).toEqual({ referrerReward: 5000, refereeReward: 3000, currency: 'INR' });
  });

  it('invites a dispatcher, who sees no money, settings, staff or blog', async () => {
    const staff = section('Staff');
    await staff.getByRole('textbox', { name: 'Name' }).fill('Ravi');
    await staff.getByRole('textbox', { name: 'E-mail' }).fill(STAFF);
    await staff.getByRole('combobox', { name: 'Role', exact: true }).selectOption('dispatcher');
    await staff.getByRole('button', { name: 'Send invitation' }).click();
    await staff.getByRole('row', { name: /Ravi/ }).getByText('Invited').waitFor();

    const dispatcher = await signedIn(await partnerToken(server, STAFF, host));
    const screen = await dispatcher.newPage();
    await screen.goto('/travel/home');
    const nav = screen.getByRole('navigation', { name: 'Partner menu' });
    await nav.getByRole('link', { name: 'Vehicles' }).waitFor();
    for (const hidden of ['Wallet', 'Settings', 'Blog posts'])
      expect(await nav.getByRole('link', { name: hidden }).count(), hidden).toBe(0);
    await screen.goto('/travel/settings');
    await screen.getByRole('heading', { name: 'Not part of your role' }).waitFor();
    await dispatcher.close();
  });

  it('makes them an accountant, who sees the wallet but not the fleet, then removes them', async () => {
    const staff = section('Staff');
    await staff.getByRole('combobox', { name: 'Role of Ravi' }).selectOption('accountant');
    await expect
      .poll(() => staff.getByRole('combobox', { name: 'Role of Ravi' }).inputValue())
      .toBe('accountant');

    const accountant = await signedIn(await partnerToken(server, STAFF, host));
    const screen = await accountant.newPage();
    await screen.goto('/travel/home');
    const nav = screen.getByRole('navigation', { name: 'Partner menu' });
    await nav.getByRole('link', { name: 'Wallet' }).waitFor();
    await nav.getByRole('link', { name: 'Customers' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Vehicles' }).count()).toBe(0);
    await accountant.close();

    await staff.getByRole('button', { name: 'Remove Ravi' }).click();
    await staff.getByRole('row', { name: /Ravi/ }).waitFor({ state: 'detached' });
  });
});
