// Referrals in Chromium on a phone over the real server and build: a visitor opens a rider's referral link, is
// told the exact reward at sign-in, and becomes that rider's referral; once the new rider's first ride completes,
// both wallets show their referral reward, and the inviting rider's wallet shows their code and link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { referralSchema } from '../../src/domain/money/referral';
import { users } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { acceptWithNewDriver, bookSedan, completeRide } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';

const PHONE = { width: 390, height: 844 };
const NEW_RIDER = '+919844400071';

describe('referrals in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let partner: string;
  let referrer: string;
  let code: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    partner = await partnerToken(server);
    referrer = await riderToken(server, '+919844400070');
    const saved = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/partner/referral-rewards',
      headers: {
        host: DEMO.host,
        authorization: `Bearer ${partner}`,
        'idempotency-key': 'e2e-referral-rewards',
      },
      payload: { referrerReward: 5000, refereeReward: 3000 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const referral = await server.app.inject({
      url: '/api/v1/referral',
      headers: { host: DEMO.host, authorization: `Bearer ${referrer}` },
    });
    code = referralSchema.parse(referral.json()).code;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('invites by link, and credits both wallets after the first ride', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto(`/?ref=${code}`);
    await page.waitForFunction(() => localStorage.getItem('travelx_referral_code') !== null);
    await page.goto('/user/wallet');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('note')
      .filter({
        hasText: `A friend invited you: your first completed ride with ${DEMO.businessName} adds ₹30`,
      })
      .waitFor();
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(NEW_RIDER);
    const before = server.sms.length;
    await dialog.getByRole('button', { name: 'Send by SMS' }).click();
    await dialog.getByRole('textbox', { name: 'One-time code' }).fill(await server.codeTo(NEW_RIDER, before));
    await dialog.getByRole('button', { name: /verify/i }).click();
    await page.getByRole('heading', { name: 'Invite friends' }).waitFor();

    const [referee] = await server.database.db.select().from(users).where(eq(users.phone, NEW_RIDER));
    const [inviter] = await server.database.db.select().from(users).where(eq(users.phone, '+919844400070'));
    expect(referee!.referredBy).toBe(inviter!.id);

    const refereeToken = (await page.evaluate(() => localStorage.getItem('user_auth_token')))!;
    const rideId = await bookSedan(server, refereeToken, 'e2e-referral-first-ride');
    await acceptWithNewDriver(server, partner, rideId, {
      firstName: 'Kavya',
      lastName: 'R',
      phone: '+919800044471',
      vehicleNumber: 'TN44 KR4471',
    });
    await completeRide(server, partner, rideId);

    await page.reload();
    await page
      .getByText(`Referral reward for your first ride #${rideId.slice(0, 8).toUpperCase()}`)
      .waitFor();
    await context.close();

    const inviterContext = await browser.newContext({ viewport: PHONE, baseURL: server.baseUrl });
    await inviterContext.addInitScript((value) => localStorage.setItem('user_auth_token', value), referrer);
    const inviterPage = await inviterContext.newPage();
    await inviterPage.goto('/user/wallet');
    await inviterPage.getByText('Referral reward: a friend you invited completed their first ride').waitFor();
    const panel = inviterPage.getByRole('region', { name: 'Invite friends' });
    await panel.getByText(code, { exact: true }).waitFor();
    await panel.getByText(/you get ₹50.* they get ₹30/).waitFor();
    await panel.getByText('Friends who joined: 1 · rewarded: 1').waitFor();
    await panel.getByRole('button', { name: 'Copy link' }).waitFor();
    // On a phone the panel, its long link included, fits the screen's width.
    const box = await panel.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await inviterContext.close();
  });
});
