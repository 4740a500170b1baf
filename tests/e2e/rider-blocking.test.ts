// Blocking from the customers page in Chromium: the partner blocks a rider with a reason, the row says so, the
// rider's signed-in page is refused at once; unblock puts the row back to Active.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { partnerToken, riderToken } from '../helpers/sessions';

const RIDER = 'Priya Raghavan';
const PHONE = '+919876543210';

describe('blocking a rider in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let partner: BrowserContext;
  let rider: BrowserContext;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    const [partnerSession, riderSession] = [await partnerToken(server), await riderToken(server, PHONE)];
    partner = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
    await partner.addInitScript(
      (value) => localStorage.setItem('business_auth_token', value),
      partnerSession,
    );
    rider = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 390, height: 844 } });
    await rider.addInitScript((value) => localStorage.setItem('user_auth_token', value), riderSession);
  });
  afterAll(async () => {
    await partner?.close();
    await rider?.close();
    await browser?.close();
    await server?.close();
  });

  it('blocks with a reason, ends the rider’s session, and unblocks', { timeout: 120_000 }, async () => {
    const riderPage = await rider.newPage();
    await riderPage.goto('/user/profile');
    await riderPage.getByRole('button', { name: 'Log out everywhere' }).waitFor();

    const page = await partner.newPage();
    await page.goto('/drivers');
    await page.getByRole('searchbox').fill('Priya');
    const row = page.getByRole('row', { name: new RegExp(RIDER) });
    await row.getByRole('button', { name: `Block ${RIDER}` }).click();
    const dialog = page.getByRole('dialog', { name: `Block ${RIDER}?` });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Abusive calls to drivers');
    await dialog.getByRole('button', { name: 'Block rider' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Blocked: Abusive calls to drivers').waitFor();
    expect(await row.getByText('Inactive').count()).toBe(1);

    await riderPage.reload();
    await riderPage.getByRole('alert').getByText('Please log in to continue.').waitFor();

    await row.getByRole('button', { name: `Unblock ${RIDER}` }).click();
    await row.getByText('Active', { exact: true }).waitFor();
    expect(await row.getByText(/Blocked:/).count()).toBe(0);
  });
});
