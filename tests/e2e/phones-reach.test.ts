// Messages reach real phones' channels, end to end in Chromium: the rider logs in with the code that reached the
// SMS gateway (Twilio's Messages API, stood in for), books, and the office's assigning a driver reaches the rider's
// browser as a push through a Web Push service (stood in for: it checks the VAPID token and the test decrypts the
// payload with the subscription's keys). Then a driver on duty is offered a ride by push; the pushed payload, given to
// the driver app's service worker as Chromium's push service would (DevTools' ServiceWorker.deliverPushMessage),
// shows the offer with its Accept and Decline.
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushNotificationSchema, type PushNotification } from '../../src/domain/messages/push';
import { drivers, rides, tenants, vehicles } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { startPushServiceStandIn, type PushServiceStandIn } from '../helpers/push-service-stand-in';
import { acceptWithNewDriver, bookSedan } from '../helpers/rides';
import { partnerToken } from '../helpers/sessions';
import { startTwilioStandIn, type TwilioStandIn } from '../helpers/twilio-stand-in';
import { waitFor } from '../helpers/wait-for';

const RIDER = '+919844412345';
const DRIVER = '+919811112345';
const NEAR_PICKUP = { lat: 13.043, lng: 80.235 };
const host = DEMO.host;

describe('messages reach phones through the real protocols', () => {
  let twilio: TwilioStandIn;
  let pushService: PushServiceStandIn;
  let server: LiveServer;
  let browser: Browser;
  let partner: string;
  let rider: string;

  beforeAll(async () => {
    [twilio, pushService, browser] = await Promise.all([
      startTwilioStandIn(),
      startPushServiceStandIn(),
      launchChromium(),
    ]);
    server = await startLiveServer(
      {
        SMS_PROVIDER: 'twilio',
        TWILIO_API_URL: twilio.url,
        TWILIO_ACCOUNT_SID: twilio.accountSid,
        TWILIO_AUTH_TOKEN: twilio.authToken,
        TWILIO_FROM: '+15005550006',
        // The push stand-in listens on loopback, which only this setting lets a subscription name.
        WEBHOOK_ALLOW_PRIVATE: '1',
        DISPATCH_SWEEP_MS: '300',
      },
      { smsFromEnv: true },
    );
    partner = await partnerToken(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await twilio?.close();
    await pushService?.close();
  });

  /** The code in the first login text Twilio took for this number after the first `after` messages. */
  const codeAtTwilio = (phone: string, after: number) =>
    waitFor(async () => {
      const text = twilio.messages.slice(after).find((message) => message.to === phone);
      return text ? /^(\d{4}) is your /.exec(text.body)?.[1] : undefined;
    }, `a login code to ${phone} at Twilio`);

  const api = (token: string, method: 'POST' | 'PATCH', url: string, payload: object, key: string) =>
    server.app.inject({
      method,
      url,
      headers: { host, authorization: `Bearer ${token}`, 'idempotency-key': key },
      payload,
    });

  /** A browser-like subscription on the push stand-in, registered for the signed-in person. */
  async function subscribe(token: string) {
    const subscription = pushService.subscribe();
    const saved = await api(
      token,
      'POST',
      '/api/v1/push/subscriptions',
      subscription,
      `sub-${Math.random()}`,
    );
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    return subscription;
  }

  const pushedTo = (endpoint: string, kind: PushNotification['kind']) =>
    waitFor(async () => {
      const received = pushService.received.find(
        (push) =>
          push.endpoint === endpoint &&
          pushNotificationSchema.safeParse(push.notification).data?.kind === kind,
      );
      return received && { ...received, notification: pushNotificationSchema.parse(received.notification) };
    }, `a ${kind} push`);

  it('logs the rider in with the code Twilio carried, and pushes them the driver the office assigned', async () => {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/user/wallet');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(RIDER);
    const before = twilio.messages.length;
    await dialog.getByRole('button', { name: 'Send by SMS' }).click();
    await dialog.getByRole('textbox', { name: 'One-time code' }).fill(await codeAtTwilio(RIDER, before));
    await dialog.getByRole('button', { name: /verify/i }).click();
    await page.getByText('No activity in this period').waitFor();
    rider = (await page.evaluate(() => localStorage.getItem('user_auth_token')))!;
    expect(rider).toBeTruthy();
    expect(server.sms).toEqual([]);
    await context.close();

    const riderBrowser = await subscribe(rider);
    const rideId = await bookSedan(server, rider, 'phones-reach-booking');
    await acceptWithNewDriver(server, partner, rideId, {
      firstName: 'Selvi',
      lastName: 'R',
      phone: '+919811154321',
      vehicleNumber: 'TN10 SR5432',
    });
    const [ride] = await server.database.db.select().from(rides).where(eq(rides.id, rideId));
    const pushed = await pushedTo(riderBrowser.endpoint, 'driver_assigned');
    expect(pushed.notification).toMatchObject({ rideId, url: `/user/rides?ride=${rideId}` });
    expect(`${pushed.notification.title} ${pushed.notification.body}`).toMatch(/Selvi/);
    expect(pushed.notification.body).toContain('TN10 SR5432');
    expect(pushed.notification.body).toContain(ride!.tripCode);
    expect(pushed.vapid.aud).toBe(pushService.origin);
    expect(pushed.vapid.sub).toMatch(/^(mailto:|https:)/);
    // The text went too, by the partner's channel (SMS), through Twilio, to the phone the booking gave.
    await waitFor(
      async () =>
        twilio.messages.find(
          (message) => message.to === ride!.customerPhone && /will drive you/.test(message.body),
        ),
      'the driver-assigned text at Twilio',
    );
  });

  describe('a driver on duty', () => {
    let context: BrowserContext;
    let page: Page;
    let driver: string;

    beforeAll(async () => {
      // The demo's waiting bookings and on-duty drivers would take the offer first: they are not this test's.
      await server.database.db.update(rides).set({ status: 'cancelled' }).where(eq(rides.status, 'booked'));
      await server.database.db.update(drivers).set({ online: false });
      const [demo] = await server.database.db.select().from(tenants).where(eq(tenants.domain, host));
      const dispatch = await api(
        partner,
        'PATCH',
        '/api/v1/partner/settings',
        { dispatch: { mode: 'auto', offerTimeoutSeconds: 120, maxOffers: 3 } },
        'phones-reach-dispatch',
      );
      expect(dispatch.statusCode, dispatch.body).toBe(200);
      const [vehicle] = await server.database.db
        .insert(vehicles)
        .values({ tenantId: demo!.id, vehicleType: 'sedan', model: 'Dzire', number: 'TN22 PR1234' })
        .returning();
      await server.database.db.insert(drivers).values({
        tenantId: demo!.id,
        firstName: 'Anbu',
        lastName: 'Selvan',
        phone: DRIVER,
        accountStatus: 'Verified',
        vehicleId: vehicle!.id,
      });
      const before = twilio.messages.length;
      const asked = await server.app.inject({
        method: 'POST',
        url: '/api/v1/auth/driver/code',
        headers: { host },
        payload: { phone: DRIVER, channel: 'sms' },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const verified = await server.app.inject({
        method: 'POST',
        url: '/api/v1/auth/driver/verify',
        headers: { host },
        payload: { phone: DRIVER, code: await codeAtTwilio(DRIVER, before) },
      });
      expect(verified.statusCode, verified.body).toBe(200);
      driver = verified.json().token as string;

      context = await browser.newContext({
        baseURL: server.baseUrl,
        viewport: { width: 390, height: 844 },
        permissions: ['notifications'],
      });
      await context.addInitScript((token) => localStorage.setItem('driver_auth_token', token), driver);
      page = await context.newPage();
      await page.goto('/driver');
      await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active));
    });
    afterAll(() => context?.close());

    it('is offered a ride by push, which its service worker shows with Accept and Decline', async () => {
      const phone = await subscribe(driver);
      // On duty, and the phone's position where the rider waits: dispatch offers a ride to drivers whose live
      // position is near its pickup.
      await server.database.db.update(drivers).set({ online: true }).where(eq(drivers.phone, DRIVER));
      const pinged = await server.app.inject({
        method: 'POST',
        url: '/api/v1/driver/position',
        headers: { host, authorization: `Bearer ${driver}` },
        payload: NEAR_PICKUP,
      });
      expect(pinged.json(), pinged.body).toMatchObject({ accepted: true });
      const rideId = await bookSedan(server, rider, 'phones-reach-offer');
      const offer = await pushedTo(phone.endpoint, 'driver_offer');
      expect(offer.urgency).toBe('high');
      expect(offer.notification).toMatchObject({
        rideId,
        url: `/driver?offer=${rideId}`,
        requireInteraction: true,
        actions: [
          { action: 'accept', url: `/driver?offer=${rideId}&answer=accept` },
          { action: 'decline', url: `/driver?offer=${rideId}&answer=decline` },
        ],
      });

      const devtools = await context.newCDPSession(page);
      const registered = new Promise<string>((resolve) =>
        devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((registration) => registration.scopeURL === `${server.baseUrl}/`);
          if (ours) resolve(ours.registrationId);
        }),
      );
      await devtools.send('ServiceWorker.enable');
      await devtools.send('ServiceWorker.deliverPushMessage', {
        origin: server.baseUrl,
        registrationId: await registered,
        data: JSON.stringify(offer.notification),
      });
      const shown = await waitFor(
        () =>
          page.evaluate(async (tag) => {
            const registration = await navigator.serviceWorker.ready;
            const [notification] = await registration.getNotifications({ tag });
            return (
              notification && {
                title: notification.title,
                actions: ((notification as unknown as { actions?: { action: string }[] }).actions ?? []).map(
                  ({ action }) => action,
                ),
                url: (notification.data as { url: string }).url,
              }
            );
          }, `offer-${rideId}`),
        'the offer notification',
      );
      expect(shown).toEqual({
        title: offer.notification.title,
        actions: ['accept', 'decline'],
        url: `/driver?offer=${rideId}`,
      });
    });
  });
});
