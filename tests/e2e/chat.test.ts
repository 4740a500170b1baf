// Booking by AI chat in Chromium over the real server and build: a rider on the home's Chat tab is asked to log
// in by phone before the first message goes, picks a vehicle from the offered choices, changes it, confirms and
// gets a trip code, while a partner signed in on another context sees the booking arrive live; the conversation
// is still there after a reload and on the chat's own page; voice input says so where speech recognition is
// missing, and listens (through a stand-in recogniser) where it is present.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import type { ConversationState } from '../../src/domain/assistants/booking-text/conversation';
import { DEMO } from '../../src/server/db/seed';
import { conversations, rides, users } from '../../src/server/db/schema';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';

const RIDER_PHONE = '98400 70707';
const RIDER_NAME = 'Meena Chat';
const MOBILE = { width: 390, height: 844 };

describe('booking by AI chat in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let rider: BrowserContext;
  let partner: BrowserContext;
  let page: Page;
  let tripCode = '';

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    const options = { baseURL: server.baseUrl, timezoneId: 'Asia/Kolkata' };
    rider = await browser.newContext({ ...options, viewport: MOBILE });
    partner = await browser.newContext({ ...options, viewport: { width: 1280, height: 900 } });
    page = await rider.newPage();
  });
  afterAll(async () => {
    await rider?.close();
    await partner?.close();
    await browser?.close();
    await server?.close();
  });

  const conversation = (on: Page = page) => on.getByRole('log', { name: 'Conversation' });

  async function partnerOnHome(): Promise<Page> {
    const desk = await partner.newPage();
    await desk.goto('/travel/login');
    await desk.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.partnerEmail);
    await desk.getByRole('button', { name: 'Continue' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Enter your code' });
    await dialog
      .getByRole('textbox', { name: 'One-time code' })
      .fill(await server.smtp.codeFor(DEMO.partnerEmail));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await desk.waitForURL('**/travel/home');
    await desk.getByRole('region', { name: 'New bookings' }).getByRole('status').getByText('Live').waitFor();
    return desk;
  }

  async function logInFromChat() {
    const login = page.getByRole('dialog', { name: 'Log in to book' });
    await login.getByRole('textbox', { name: 'Mobile number' }).fill(RIDER_PHONE);
    await login.getByRole('textbox', { name: 'Your name (optional)' }).fill(RIDER_NAME);
    const sent = server.sms.length;
    await login.getByRole('button', { name: 'Send by SMS' }).click();
    const codeDialog = page.getByRole('dialog', { name: 'Enter your code' });
    await codeDialog.waitFor();
    const code = (await server.codeTo(RIDER_PHONE, sent)) ?? '';
    await codeDialog.getByRole('textbox', { name: 'One-time code' }).fill(code);
    await codeDialog.getByRole('button', { name: 'Verify' }).click();
    await codeDialog.waitFor({ state: 'hidden' });
  }

  it('logs the rider in, offers the vehicles, takes a change and books; the partner sees it live', async () => {
    const desk = await partnerOnHome();

    await page.goto('/');
    expect(await page.getByRole('tab', { name: 'Chat' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { name: 'Book Taxi with AI' }).waitFor();
    await page.getByRole('button', { name: 'Overnight Chennai to Bangalore one-way taxi at 8 PM' }).waitFor();
    const box = page.getByRole('textbox', { name: 'Message' });
    const send = page.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await box.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await box.fill('Chennai to Bangalore tomorrow 8 pm');
    await send.click();

    await logInFromChat();
    const log = conversation();
    await log.getByText('Chennai to Bangalore tomorrow 8 pm').waitFor();
    await log.getByText(/Here are the vehicles for Chennai → Bengaluru/).waitFor();
    expect(await box.inputValue()).toBe('');

    await log.getByRole('button', { name: /^Sedan · ₹[\d,]+/ }).click();
    await log.getByText(/^Book a Sedan for Chennai → Bengaluru/).waitFor();
    await box.fill('SUV instead');
    await send.click();
    await log.getByText(/^Book a SUV/).waitFor();
    await log.getByRole('button', { name: 'Yes, book it' }).click();
    const booked = log.getByText(/^Booked! Your trip code is \d{4}/);
    await booked.waitFor();
    tripCode = /trip code is (\d{4})/.exec((await booked.textContent()) ?? '')?.[1] ?? '';
    expect(tripCode).toMatch(/^\d{4}$/);
    expect(await log.getByRole('button', { name: 'Yes, book it' }).count()).toBe(0);

    const card = desk
      .getByRole('region', { name: 'New bookings' })
      .getByRole('article')
      .filter({ hasText: RIDER_NAME })
      .filter({ hasText: tripCode });
    await card.waitFor();
    expect(await card.getByText('SUV', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('Bengaluru').isVisible()).toBe(true);
    await desk.close();
  });

  it('shows the same conversation after a reload, and on the chat page', async () => {
    await page.reload();
    const log = conversation();
    await log.getByText(/^Booked! Your trip code is \d{4}/).waitFor();
    expect(await log.getByText('SUV instead').isVisible()).toBe(true);
    expect(await log.getByText('Chennai to Bangalore tomorrow 8 pm').isVisible()).toBe(true);

    await page.goto('/user/ai/taxi/booking');
    await page.getByRole('heading', { level: 1, name: 'Book Taxi with AI' }).waitFor();
    await conversation().getByText(`Booked! Your trip code is ${tripCode}`, { exact: false }).waitFor();

    await page.goto('/in/ta/user/ai/agent');
    await page.getByRole('heading', { level: 1, name: 'AI மூலம் டாக்ஸி முன்பதிவு' }).waitFor();
    await page.getByRole('log', { name: 'உரையாடல்' }).getByText('SUV instead').waitFor();
    expect(await page.getByRole('button', { name: 'அனுப்பு' }).isDisabled()).toBe(true);
  });

  it("says 'Voice recognition not supported' where the browser has no speech recognition", async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: MOBILE });
    try {
      const voiceless = await context.newPage();
      await voiceless.addInitScript(() => {
        const scope = window as unknown as Record<string, unknown>;
        delete scope.SpeechRecognition;
        delete scope.webkitSpeechRecognition;
      });
      await voiceless.goto('/user/ai/taxi/booking');
      await voiceless.getByRole('button', { name: 'Voice input' }).click();
      await voiceless.getByRole('alert').getByText('Voice recognition not supported').waitFor();
      expect(await voiceless.getByRole('button', { name: 'Voice input' }).getAttribute('aria-pressed')).toBe(
        'false',
      );
    } finally {
      await context.close();
    }
  });

  it('listens in the UI language where speech recognition exists, blocking Send until it stops', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: MOBILE });
    try {
      const speaking = await context.newPage();
      expect(await speaking.evaluate(() => 'webkitSpeechRecognition' in window)).toBe(true);
      // Headless Chromium has the API but no microphone: a stand-in recogniser plays the speech.
      await speaking.addInitScript(() => {
        const scope = window as unknown as Record<string, unknown>;
        class StandInRecognition {
          lang = '';
          continuous = false;
          interimResults = false;
          onresult: ((event: unknown) => void) | null = null;
          onerror: ((event: unknown) => void) | null = null;
          onend: (() => void) | null = null;
          start() {
            scope.recognition = this;
            scope.recognitionLog = [...((scope.recognitionLog as string[]) ?? []), `start ${this.lang}`];
          }
          stop() {
            scope.recognitionLog = [...((scope.recognitionLog as string[]) ?? []), 'stop'];
            this.onend?.();
          }
        }
        scope.SpeechRecognition = undefined;
        scope.webkitSpeechRecognition = StandInRecognition;
        scope.speak = (text: string) => {
          const recognition = scope.recognition as StandInRecognition;
          recognition.onresult?.({ results: [Object.assign([{ transcript: text }], { isFinal: true })] });
        };
      });
      await speaking.goto('/in/ta/user/ai/taxi/booking');
      const box = speaking.getByRole('textbox', { name: 'செய்தி' });
      const send = speaking.getByRole('button', { name: 'அனுப்பு' });
      await box.fill('Chennai');
      await speaking.getByRole('button', { name: 'குரல் உள்ளீடு' }).click();
      const stop = speaking.getByRole('button', { name: 'குரல் உள்ளீட்டை நிறுத்து' });
      expect(await stop.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => send.isDisabled()).toBe(true);
      await speaking.evaluate(() =>
        (window as unknown as { speak: (t: string) => void }).speak('to Vellore'),
      );
      await expect.poll(() => box.inputValue()).toBe('Chennai to Vellore');
      expect(await send.isDisabled()).toBe(true);
      // Two seconds after the last result the recogniser is stopped and Send is free again.
      await speaking.getByRole('button', { name: 'குரல் உள்ளீடு' }).waitFor();
      expect(await send.isEnabled()).toBe(true);
      expect(
        await speaking.evaluate(() => (window as unknown as { recognitionLog: string[] }).recognitionLog),
      ).toEqual(['start ta-IN', 'stop']);
    } finally {
      await context.close();
    }
  });

  it('reads a bare "airport" at the airport near a rider who has let the site know their position', async () => {
    await rider.grantPermissions(['geolocation'], { origin: server.baseUrl });
    await rider.setGeolocation({ latitude: 12.9716, longitude: 77.5946 });
    try {
      // In English again: the test before left this visitor's choice on Tamil.
      await page.goto('/in/en/user/ai/taxi/booking');
      const log = conversation();
      const asked = await log.getByText('Where are you going?').count();
      await page.getByRole('textbox', { name: 'Message' }).fill('airport');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => log.getByText('Where are you going?').count()).toBe(asked + 1);
      // The demo partner serves Chennai: without the rider's position this would be Chennai's airport.
      const [user] = await server.database.db.select().from(users).where(eq(users.phone, '+919840070707'));
      const [row] = await server.database.db
        .select()
        .from(conversations)
        .where(eq(conversations.riderId, user!.id));
      expect((row!.state as ConversationState).draft.pickup?.iata).toBe('BLR');
    } finally {
      await rider.clearPermissions();
    }
  });

  it("lets the chat's voice input reach a microphone (Chromium's fake device), and names no feature Chromium does not know", async () => {
    const withMicrophone = await launchChromium([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ]);
    try {
      const listening = await withMicrophone.newPage({ baseURL: server.baseUrl });
      const warnings: string[] = [];
      listening.on('console', (message) => {
        if (message.text().includes('Permissions-Policy')) warnings.push(message.text());
      });
      await listening.goto('/user/ai/taxi/booking');
      await listening.getByRole('textbox', { name: 'Message' }).waitFor();
      const tracks = await listening.evaluate(async () => {
        const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
        const kinds = stream.getTracks().map((track) => track.kind);
        stream.getTracks().forEach((track) => track.stop());
        return kinds;
      });
      expect(tracks).toEqual(['audio']);
      expect(warnings).toEqual([]);
    } finally {
      await withMicrophone.close();
    }
  });

  it('talks Arabic on the Arabic site, from the vehicles offered to the booking', async () => {
    try {
      await page.goto('/in/ar/user/ai/taxi/booking');
      await page.getByRole('heading', { level: 1, name: 'احجز سيارة أجرة بالذكاء الاصطناعي' }).waitFor();
      const log = page.getByRole('log', { name: 'المحادثة' });
      await page.getByRole('textbox', { name: 'الرسالة' }).fill('Chennai to Vellore tomorrow 9 am');
      await page.getByRole('button', { name: 'إرسال' }).click();
      await log.getByText(/^هذه هي السيارات المتاحة لرحلة Chennai → Vellore، /).waitFor();
      await log.getByRole('button', { name: /^سيدان · / }).click();
      await log.getByText(/^هل نحجز سيدان لرحلة Chennai → Vellore، /).waitFor();
      await log.getByRole('button', { name: 'نعم، احجز' }).click();
      const booked = log.getByText(/^تم الحجز! رمز رحلتك \d{4}؛/);
      await booked.waitFor();
      const code = /رمز رحلتك (\d{4})/.exec((await booked.textContent()) ?? '')?.[1];
      const [user] = await server.database.db.select().from(users).where(eq(users.phone, '+919840070707'));
      const [ride] = await server.database.db
        .select()
        .from(rides)
        .where(and(eq(rides.riderId, user!.id), eq(rides.tripCode, code ?? '')));
      expect(ride).toMatchObject({ vehicleType: 'sedan', dropoffName: 'Vellore', status: 'booked' });
    } finally {
      // The visitor's language back to English for whatever runs after.
      await page.goto('/in/en/user/ai/taxi/booking');
    }
  });
});
