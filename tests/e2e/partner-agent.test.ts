// The partner agent's chat in Chromium over the real server and build: a suggestion answered with the day's
// figures, an accept restated with Yes and No buttons and applied on Yes, and the same chat in Tamil.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { drivers, rides, tenants, vehicles } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { bookSedan } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';

describe('partner agent in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let partner: string;
  let rideId: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    partner = await partnerToken(server);
    rideId = await bookSedan(server, await riderToken(server), 'e2e-agent-booking');
    const [demo] = await server.database.db.select().from(tenants).where(eq(tenants.domain, DEMO.host));
    await server.database.db.insert(drivers).values({
      tenantId: demo!.id,
      firstName: 'Meena',
      lastName: 'Kumari',
      phone: '+919800077777',
      accountStatus: 'Verified',
    });
    await server.database.db
      .insert(vehicles)
      .values({ tenantId: demo!.id, vehicleType: 'sedan', model: 'Aura', number: 'TN12 MK7777' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function agentPage(path: string): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      baseURL: server.baseUrl,
    });
    await context.addInitScript((token) => localStorage.setItem('business_auth_token', token), partner);
    const page = await context.newPage();
    await page.goto(path);
    return page;
  }

  const agentSays = (page: Page, text: RegExp) =>
    page.getByRole('log').getByRole('listitem').filter({ hasText: text }).last().waitFor();

  it('answers a suggestion and applies an accept only after Yes', async () => {
    const page = await agentPage('/travel/ai/agent');
    await page.getByRole('heading', { name: 'Operations assistant' }).waitFor();
    await page.getByRole('button', { name: 'How many rides today?' }).click();
    await agentSays(page, /^Assistant: Rides today: \d+ in all/);

    const short = rideId.slice(0, 8).toUpperCase();
    await page.getByLabel('Message').fill(`accept #${short} with driver Meena and TN 12 MK 7777`);
    await page.getByRole('button', { name: 'Send' }).click();
    await agentSays(page, new RegExp(`Accept ride #${short} with Meena Kumari driving TN12 MK7777\\?`));
    const [before] = await server.database.db.select().from(rides).where(eq(rides.id, rideId));
    expect(before?.status).toBe('booked');
    await page.getByRole('group', { name: 'Suggested replies' }).getByRole('button', { name: 'Yes' }).click();
    await agentSays(page, new RegExp(`Done\\. Ride #${short} is now Accepted\\.`));
    const [after] = await server.database.db.select().from(rides).where(eq(rides.id, rideId));
    expect(after?.status).toBe('accepted');
    await page.context().close();
  });

  it('speaks Tamil in the Tamil console', async () => {
    const page = await agentPage('/in/ta/travel/ai/agent');
    await page.getByRole('heading', { name: 'செயல்பாட்டு உதவியாளர்' }).waitFor();
    await page.getByRole('button', { name: 'ஓட்டுநருக்காகக் காத்திருக்கும் சவாரிகள்' }).click();
    await agentSays(page, /சவாரிகள் ஓட்டுநருக்காகக் காத்திருக்கின்றன/);
    await page.context().close();
  });
});
