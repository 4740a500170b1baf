// The rider's time sheet under a partner's booking hours and notice, in Chromium at 390 px over the real server
// and build: times before the notice and outside the hours are not offered, "Now" only when allowed (else the
// first allowed time is chosen and a line says when pickups start), closed days shown closed, and the served
// form still hydrates without a mismatch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { WEEKDAYS, wallClock, type BookingWindow } from '../../src/domain/booking/booking-hours';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { chooseWhen, fillContact, pickPlace } from '../helpers/ride-booking';
import { partnerToken } from '../helpers/sessions';

const TIMEZONE = 'Asia/Kolkata';
const DAY = 86_400_000;
const MIN = 60_000;

/** "7:45 am" (as the sheet writes it) to minutes of the day. */
function minutesOf(label: string): number {
  const match = /(\d{1,2}):(\d{2})\s?(am|pm)/i.exec(label)!;
  const hour = (Number(match[1]) % 12) + (match[3]!.toLowerCase() === 'pm' ? 12 : 0);
  return hour * 60 + Number(match[2]);
}

describe('pickup times under booking hours in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let partner: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    partner = await partnerToken(server);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  async function setWindow(bookingWindow: BookingWindow) {
    const saved = await server.app.inject({
      method: 'PATCH',
      url: '/api/v1/partner/settings',
      headers: {
        host: DEMO.host,
        authorization: `Bearer ${partner}`,
        'idempotency-key': `e2e-${Date.now()}`,
      },
      payload: { bookingWindow },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  /** The served form at 390 px, hydrated, with what the console reported. */
  async function servedForm(): Promise<{ page: Page; errors: string[] }> {
    await context?.close();
    context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: server.baseUrl,
      timezoneId: TIMEZONE,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/user/form/taxi/booking');
    await page.waitForSelector('#root:not([data-server-rendered])');
    return { page, errors };
  }

  const sheet = (page: Page, name: string) => page.getByRole('dialog', { name });

  it('hides times before the notice and offers no "Now", choosing the first allowed time', async () => {
    await setWindow({ minimumLeadMinutes: 180, hours: [] });
    const { page, errors } = await servedForm();
    const opened = Date.now();
    const line = page.getByText(/^Demo Travels takes pickups from .+\d:\d\d\s?[ap]m\.$/i);
    await line.waitFor();
    const timeButton = page.getByRole('button', { name: /^Pickup time/ });
    const chosen = minutesOf((await timeButton.textContent())!);
    const earliest = wallClock(opened + 180 * MIN, TIMEZONE).minute;
    // The first 5-minute step at or after the notice (the page reads its clock a moment after ours).
    expect(((chosen - earliest + 1440) % 1440) / 5).toBeLessThan(2);

    await timeButton.click();
    const times = sheet(page, 'Choose a pickup time').getByRole('button');
    await times.first().waitFor();
    expect(await sheet(page, 'Choose a pickup time').getByRole('button', { name: 'Now' }).count()).toBe(0);
    const offered = (await times.allTextContents()).filter((text) => /\d:\d\d/.test(text)).map(minutesOf);
    // The chosen time is offered, and none sooner on its day.
    expect(offered).toContain(chosen);
    expect(Math.min(...offered)).toBe(chosen);
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });

  it('offers only the hours of the chosen day and shows a day without hours as closed', async () => {
    const closedDay = WEEKDAYS[wallClock(Date.now() + 3 * DAY, TIMEZONE).weekday]!;
    await setWindow({
      minimumLeadMinutes: 0,
      hours: WEEKDAYS.filter((day) => day !== closedDay).map((day) => ({ day, from: '08:00', to: '20:00' })),
    });
    const { page, errors } = await servedForm();
    await page.getByRole('button', { name: /^Pickup date/ }).click();
    const days = sheet(page, 'Choose a pickup date').getByRole('button', { name: /\d/ });
    await days.first().waitFor();
    const closed = days.nth(3);
    expect(await closed.textContent()).toMatch(/ · closed$/);
    expect(await closed.isDisabled()).toBe(true);
    expect(await days.nth(2).isDisabled()).toBe(false);
    await days.nth(1).click();

    await page.getByRole('button', { name: /^Pickup time/ }).click();
    const times = sheet(page, 'Choose a pickup time');
    await times.getByRole('button', { name: /^8:00\s?am$/i }).waitFor();
    const labels = (await times.getByRole('button').allTextContents()).filter((text) => /\d:\d\d/.test(text));
    expect(labels.map(minutesOf).every((minute) => minute >= 8 * 60 && minute < 20 * 60)).toBe(true);
    expect(labels).toHaveLength(12 * 12);
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });

  it('lets the owner set the notice and weekly hours in Settings, refusing a notice over a week', async () => {
    await setWindow({ minimumLeadMinutes: 0, hours: [] });
    await context?.close();
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: server.baseUrl });
    await context.addInitScript((value) => localStorage.setItem('business_auth_token', value), partner);
    const page = await context.newPage();
    await page.goto('/travel/settings');
    const hours = page.getByRole('region', { name: 'Booking hours and notice', exact: true });
    const notice = hours.getByRole('spinbutton', { name: 'Minimum notice (minutes)' });
    await notice.fill('20000');
    await hours.getByRole('button', { name: 'Save' }).click();
    await hours.getByText('At most 7 days (10080 minutes)', { exact: true }).waitFor();
    await notice.fill('45');
    await hours.getByRole('radio', { name: 'Only at these times' }).check();
    const sunday = hours.getByRole('group', { name: 'Sunday' });
    await sunday.getByRole('button', { name: 'Remove this time on Sunday' }).click();
    await sunday.getByText('Closed').waitFor();
    await hours.getByRole('button', { name: 'Save' }).click();
    await hours.getByText('Saved').waitFor();
    const saved = await server.app.inject({
      url: '/api/v1/partner/settings',
      headers: { host: DEMO.host, authorization: `Bearer ${partner}` },
    });
    expect(saved.json().bookingWindow).toEqual({
      minimumLeadMinutes: 45,
      hours: WEEKDAYS.filter((day) => day !== 'sun').map((day) => ({ day, from: '06:00', to: '22:00' })),
    });
    const box = (await hours.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });

  it('says under the pickup time when the partner stopped taking it while the rider filled the form', async () => {
    await setWindow({ minimumLeadMinutes: 0, hours: [] });
    const { page } = await servedForm();
    await pickPlace(page, 'Pickup', 'Chennai Airport', /Chennai International Airport|MAA/);
    await pickPlace(page, 'Drop', 'Tambaram', /^Tambaram/);
    await chooseWhen(page, 'pickup', /^Tomorrow/, /^6:00\s?pm/i);
    await fillContact(page, 'Hema Hours', '98400 33333');
    await setWindow({
      minimumLeadMinutes: 0,
      hours: WEEKDAYS.map((day) => ({ day, from: '08:00', to: '12:00' })),
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('No pickups at that time. Choose another time.').waitFor();
    expect(page.url()).toMatch(/\/user\/form\/taxi\/booking$/);
  });

  it('warns the office booking a caller inside the notice, which it may still do', async () => {
    await setWindow({ minimumLeadMinutes: 120, hours: [] });
    await context?.close();
    context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: server.baseUrl,
      timezoneId: TIMEZONE,
    });
    await context.addInitScript((value) => localStorage.setItem('business_auth_token', value), partner);
    const page = await context.newPage();
    await page.goto('/travel/ride/book');
    // The form starts half an hour from now: inside the two hours' notice.
    const warning = page.getByText(/^Outside your booking hours or notice/);
    await warning.waitFor();
    const later = new Date(Date.now() + 3 * 60 * MIN);
    const local = new Date(later.getTime() + 330 * MIN).toISOString().slice(0, 16);
    await page.getByLabel('Pickup time').fill(local);
    await warning.waitFor({ state: 'detached' });
  });
});
