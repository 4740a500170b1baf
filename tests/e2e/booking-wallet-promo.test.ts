// A rider with a wallet balance books at 390 px in Chromium against the real server: applies the partner's promo
// code and sees its discount before booking, pays part of the fare from the wallet and the rest by UPI, and the
// confirmation shows the discount, the wallet part and the rest due; the server's ledger has the debit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext } from 'playwright-core';
import { rides, tenants, walletTransactions } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { riderId, walletEntry } from '../helpers/money-booking';
import { chooseVehicle, chooseWhen, fillContact, pickPlace } from '../helpers/ride-booking';
import { partnerToken, riderToken } from '../helpers/sessions';

const PHONE = '+919840077777';

describe('paying with the wallet and a promo code in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let context: BrowserContext | undefined;

  let partner: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    partner = await partnerToken(server);
    await server.database.db
      .update(tenants)
      .set({ upiVpa: 'demotravels@okaxis' })
      .where(eq(tenants.domain, DEMO.host));
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/v1/partner/promo-codes',
      headers: { host: DEMO.host, authorization: `Bearer ${partner}` },
      payload: { code: 'SAVE50', kind: 'flat', flatAmount: 5_000, totalLimit: 10 },
    });
    expect(created.statusCode, created.body).toBe(201);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('applies a promo code, pays part from the wallet, and shows the split on the confirmation', async () => {
    const token = await riderToken(server, PHONE);
    const rider = await riderId(server, PHONE);
    await walletEntry(server, rider, 'credit', 10_000);
    context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: server.baseUrl,
      timezoneId: 'Asia/Kolkata',
    });
    const page = await context.newPage();
    await page.addInitScript((value) => localStorage.setItem('user_auth_token', value), token);

    await page.goto('/user/form/taxi/booking?service=local');
    await pickPlace(page, 'Pickup', 'Chennai', /^Chennai, /);
    await pickPlace(page, 'Drop', 'Tambaram', /^Tambaram/);
    await chooseWhen(page, 'pickup', /^Tomorrow/, /^6:00\s?pm/i);
    await fillContact(page, 'Kavya Wallet', '98400 77777');
    await page.getByRole('button', { name: 'Continue' }).click();
    await chooseVehicle(page, 'Sedan');

    await page.getByRole('textbox', { name: 'Promo code' }).fill('nope');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('alert').getByText('There is no such promo code.').waitFor();
    await page.getByRole('textbox', { name: 'Promo code' }).fill('save50');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('status').getByText('Promo code SAVE50: ₹50.00 off').waitFor();
    await page.getByRole('checkbox', { name: 'Use my wallet balance (₹100.00)' }).check();
    await page.getByRole('radio', { name: 'UPI' }).check();
    const total = await page.locator('.breakdown__total dd').first().textContent();
    const fare = Math.round(Number(total!.replace(/[^\d.]/g, '')) * 100);
    const due = fare - 5_000 - 10_000;
    const rupees = (paise: number) =>
      `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    await page.getByText('Left to pay', { exact: true }).waitFor();
    expect(await page.locator('.money-parts .breakdown__total dd').textContent()).toBe(rupees(due));

    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/ride/confirmed');
    const list = page.locator('dl[aria-label="How this fare is paid"]');
    await list.waitFor();
    const rows = await list.locator('div').allTextContents();
    expect(rows).toEqual([
      `Promo discount−${rupees(5_000)}`,
      `Total${rupees(fare - 5_000)}`,
      `From your wallet${rupees(10_000)}`,
      `Left to pay by UPI${rupees(due)}`,
    ]);
    await page.getByRole('link', { name: `Pay ${rupees(due)} with a UPI app` }).waitFor();

    const [ride] = await server.database.db.select().from(rides).where(eq(rides.riderId, rider));
    expect(ride).toMatchObject({ promoDiscount: 5_000, walletAmount: 10_000, totalAmount: fare - 5_000 });
    const debits = await server.database.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.riderId, rider), eq(walletTransactions.kind, 'wallet_payment')));
    expect(debits).toEqual([
      expect.objectContaining({ direction: 'debit', amount: 10_000, rideId: ride!.id }),
    ]);
  });

  it('lets the partner create a code with field errors in their language, and archive it', async () => {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.addInitScript((value) => localStorage.setItem('business_auth_token', value), partner);
    await page.goto('/travel/settings#settings-promoCodes');
    const section = page.getByRole('region', { name: 'Promo codes' });
    await section.getByText('SAVE50', { exact: true }).waitFor();
    const form = section.getByRole('form', { name: 'New promo code' });
    await form.getByRole('textbox', { name: 'Code' }).fill('x');
    await form.getByRole('button', { name: 'Create code' }).click();
    await form.getByText('Use 3 to 20 letters, digits or dashes').waitFor();
    await form.getByText('Enter a percentage from 0.01 to 100').waitFor();
    await form.getByRole('textbox', { name: 'Code' }).fill('weekend');
    await form.getByRole('textbox', { name: 'Percentage off' }).fill('10');
    await form.getByRole('textbox', { name: 'Largest discount' }).fill('100');
    await form.getByRole('checkbox', { name: 'SUV' }).check();
    await form.getByRole('button', { name: 'Create code' }).click();
    const listed = section.getByRole('listitem').filter({ hasText: 'WEEKEND' });
    await listed.getByText(/10 % off, up to ₹100\.00/).waitFor();
    await listed.getByRole('button', { name: 'Archive WEEKEND' }).click();
    await listed.getByText('Archived').waitFor();

    const codes = await server.app.inject({
      url: '/api/v1/partner/promo-codes',
      headers: { host: DEMO.host, authorization: `Bearer ${partner}` },
    });
    expect(codes.json().data.find((code: { code: string }) => code.code === 'WEEKEND')).toMatchObject({
      kind: 'percent',
      percentBps: 1_000,
      maxDiscount: 10_000,
      vehicleTypes: ['suv'],
      archivedAt: expect.any(String),
    });
  });
});
