// Web Push in Chromium over the real server and build: a driver going on duty is offered notifications, and the
// card says plainly when this browser cannot reach a push service (headless Chromium has none) and remembers Not
// now; blocked notifications warn the driver instead; the service worker shows pushes delivered through the
// DevTools protocol as the server wrote them, a generic one for an unreadable push and none for an expired
// offer; the driver app opened from an offer's Accept answers that offer, or says it has gone; and the console's
// switch for new bookings and SOS, and the rider's offer after booking, say when they cannot turn on. Tapping a notification cannot be done
// from outside the browser: its choice of page is covered by tests/unit/push-notification.test.ts.
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushNotification } from '../../src/domain/messages/push';
import { drivers, rides, tenants, vehicles } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { BOOKED_RIDE_KEY, bookedRide } from '../helpers/booked-ride';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { openConsole } from '../helpers/partner-console';
import { bookSedan } from '../helpers/rides';
import { driverToken, partnerToken, riderToken } from '../helpers/sessions';

const PHONE = '+919811177042';
const NEAR_PICKUP = { latitude: 13.043, longitude: 80.235 };
const VEHICLE = 'Dzire · TN22 PU0042';

const offerPush = (rideId: string, expiresAt: number): PushNotification => ({
  kind: 'driver_offer',
  title: 'New ride offer',
  body: 'T. Nagar → Adyar',
  icon: '/icons/icon-192.png',
  tag: `offer-${rideId}`,
  url: `/driver?offer=${rideId}`,
  actions: [
    { action: 'accept', title: 'Accept', url: `/driver?offer=${rideId}&answer=accept` },
    { action: 'decline', title: 'Decline', url: `/driver?offer=${rideId}&answer=decline` },
  ],
  requireInteraction: true,
  renotify: true,
  expiresAt,
  rideId,
});

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  actions: { action: string; title: string }[];
  data: { url: string; actionUrls: Record<string, string> };
}

/** The notifications the service worker is showing, as the page reads them. */
function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      actions: ((notification as unknown as { actions?: NotificationAction[] }).actions ?? []).map(
        ({ action, title }) => ({ action, title }),
      ),
      data: notification.data as ShownNotification['data'],
    }));
  });
}

interface NotificationAction {
  action: string;
  title: string;
}

describe('Web Push in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let devtools: CDPSession;
  let registrationId: string;
  let rider: string;
  let partner: string;

  const offerCard = () => page.getByRole('region', { name: 'Get ride offers even with the screen off' });
  const deliver = (data: string) =>
    devtools.send('ServiceWorker.deliverPushMessage', { origin: server.baseUrl, registrationId, data });

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer({ DISPATCH_SWEEP_MS: '300' }), launchChromium()]);
    [rider, partner] = [await riderToken(server), await partnerToken(server)];
    // The demo's waiting bookings and on-duty drivers would take the offer first: they are not this test's.
    await server.database.db.update(rides).set({ status: 'cancelled' }).where(eq(rides.status, 'booked'));
    await server.database.db.update(drivers).set({ online: false });
    const [demo] = await server.database.db.select().from(tenants).where(eq(tenants.domain, DEMO.host));
    await server.database.db.insert(drivers).values({
      tenantId: demo!.id,
      firstName: 'Anbu',
      lastName: 'Selvan',
      phone: PHONE,
      accountStatus: 'Verified',
    });
    await server.database.db
      .insert(vehicles)
      .values({ tenantId: demo!.id, vehicleType: 'sedan', model: 'Dzire', number: 'TN22 PU0042' });
    const settings = await server.app.inject({
      method: 'PATCH',
      url: '/api/v1/partner/settings',
      headers: {
        host: DEMO.host,
        authorization: `Bearer ${partner}`,
        'idempotency-key': 'e2e-push-dispatch',
      },
      payload: { dispatch: { mode: 'auto', offerTimeoutSeconds: 120, maxOffers: 3 } },
    });
    expect(settings.statusCode, settings.body).toBe(200);

    context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      permissions: ['geolocation'],
      geolocation: NEAR_PICKUP,
    });
    await context.addInitScript(
      (token) => localStorage.setItem('driver_auth_token', token),
      await driverToken(server, PHONE),
    );
    page = await context.newPage();
    await page.goto('/driver');
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('warns a driver whose notifications are blocked that offers need the app open, and how to allow them', async () => {
    // Chromium grants a context the permissions it is given and denies the rest: here notifications.
    await page.getByRole('heading', { name: 'Hello, Anbu Selvan' }).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Notifications are blocked for this site, so ride offers only reach you/ })
      .waitFor();
    await page.getByText(/allow notifications for this site in your browser's site settings/).waitFor();
    await page.getByRole('combobox', { name: 'Vehicle you drive today' }).selectOption({ label: VEHICLE });
    await page.getByRole('switch', { name: 'On duty' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Sharing your location/ })
      .waitFor();
    expect(await offerCard().count()).toBe(0);
  });

  it('offers notifications on duty once they may be asked for, saying what they bring', async () => {
    await context.grantPermissions(['geolocation', 'notifications']);
    await offerCard().waitFor();
    await offerCard()
      .getByText(/each new ride offer, with Accept and Decline/)
      .waitFor();
    expect(await page.getByText(/^Notifications are blocked/).count()).toBe(0);
  });

  it('says so plainly when the browser has no push service to subscribe with', async () => {
    await offerCard().getByRole('button', { name: 'Turn on notifications' }).click();
    await offerCard()
      .getByRole('alert')
      .filter({ hasText: /could not reach its notification service/ })
      .waitFor({ timeout: 30_000 });
    expect(await offerCard().getByRole('button', { name: 'Turn on notifications' }).isEnabled()).toBe(true);
  });

  it('remembers Not now, so the offer does not come back at every visit', async () => {
    await offerCard().getByRole('button', { name: 'Not now' }).click();
    await offerCard().waitFor({ state: 'detached' });
    await page.reload();
    await page
      .getByRole('status')
      .filter({ hasText: /^Sharing your location/ })
      .waitFor();
    expect(await offerCard().count()).toBe(0);
  });

  it('shows a pushed offer with its buttons and the pages they open', async () => {
    devtools = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) =>
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL === `${server.baseUrl}/`);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await devtools.send('ServiceWorker.enable');
    registrationId = await registered;

    await deliver(JSON.stringify(offerPush('r-expired', Date.now() - 1_000)));
    await deliver(JSON.stringify(offerPush('r-live', Date.now() + 60_000)));
    await expect
      .poll(async () => (await shownNotifications(page)).find((shown) => shown.tag === 'offer-r-live'))
      .toEqual({
        title: 'New ride offer',
        body: 'T. Nagar → Adyar',
        tag: 'offer-r-live',
        actions: [
          { action: 'accept', title: 'Accept' },
          { action: 'decline', title: 'Decline' },
        ],
        data: {
          url: '/driver?offer=r-live',
          actionUrls: {
            accept: '/driver?offer=r-live&answer=accept',
            decline: '/driver?offer=r-live&answer=decline',
          },
        },
      });
    // Pushes reach the worker in order: the expired offer, sent first, was dropped rather than shown.
    expect((await shownNotifications(page)).map((shown) => shown.tag)).not.toContain('offer-r-expired');
  });

  it("shows the app's name for a push it cannot read, since a push must always show something", async () => {
    const { name } = (await (await page.request.get('/manifest.webmanifest')).json()) as { name: string };
    const before = (await shownNotifications(page)).length;
    await deliver('not a notification');
    await expect.poll(async () => (await shownNotifications(page)).length).toBe(before + 1);
    const generic = (await shownNotifications(page)).find((shown) => shown.tag === '');
    expect(generic?.title).toBe(name);
    expect(generic?.data.url).toBe('/');
  });

  it("answers the offer a notification's Accept opened, and says when an offer has gone", async () => {
    const rideId = await bookSedan(server, rider, 'e2e-push-booking');
    await page.getByRole('article', { name: 'Offer from T. Nagar' }).waitFor({ timeout: 15_000 });

    await page.goto(`/driver?offer=${rideId}&answer=accept`);
    await page
      .getByRole('article', { name: `Ride ${rideId.slice(0, 8).toUpperCase()}` })
      .getByText('On the way to pickup')
      .waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    // The driver app shows the accept at once and sends it through its outbox: the server has it a moment later.
    await expect
      .poll(
        async () => (await server.database.db.select().from(rides).where(eq(rides.id, rideId)))[0]?.status,
      )
      .toBe('accepted');

    await page.goto('/driver?offer=00000000-0000-4000-8000-000000000000&answer=accept');
    await page
      .getByRole('alert')
      .filter({ hasText: 'That ride offer has expired or gone to another driver.' })
      .waitFor();
  });

  it("gives the console's dispatcher a switch for new bookings and SOS, which says when it cannot turn on", async () => {
    const office = await browser.newContext({ baseURL: server.baseUrl, permissions: ['notifications'] });
    try {
      const consolePage = await openConsole(office, server.baseUrl, partner, '/travel/home');
      const toggle = consolePage.getByRole('switch', { name: 'Notify me of new bookings and SOS' });
      await consolePage.getByText(/for each new booking and each SOS alert/).waitFor();
      await expect.poll(() => toggle.isEnabled()).toBe(true);
      expect(await toggle.isChecked()).toBe(false);
      await toggle.click();
      await consolePage
        .getByRole('alert')
        .filter({ hasText: /could not reach its notification service/ })
        .waitFor({ timeout: 30_000 });
      expect(await toggle.isChecked()).toBe(false);
    } finally {
      await office.close();
    }
  });

  it('offers a rider who just booked the steps of the ride, and waits on the confirmation while they turn it on', async () => {
    const riderContext = await browser.newContext({
      baseURL: server.baseUrl,
      permissions: ['notifications'],
    });
    try {
      await riderContext.addInitScript(
        ({ token, key, outcome }) => {
          localStorage.setItem('user_auth_token', token);
          sessionStorage.setItem(key, JSON.stringify(outcome));
        },
        { token: rider, key: BOOKED_RIDE_KEY, outcome: { ride: bookedRide(), timedOut: false } },
      );
      const riderPage = await riderContext.newPage();
      await riderPage.clock.install();
      await riderPage.goto('/ride/confirmed');
      const card = riderPage.getByRole('region', {
        name: 'Get told when your driver is assigned, arrives, and when the ride ends',
      });
      await card.getByRole('button', { name: 'Turn on notifications' }).click();
      await card
        .getByRole('alert')
        .filter({ hasText: /could not reach its notification service/ })
        .waitFor({ timeout: 30_000 });
      await riderPage.clock.fastForward(10_000);
      await riderPage.getByRole('heading', { name: 'Your ride is booked!' }).waitFor();
      expect(new URL(riderPage.url()).pathname).toBe('/ride/confirmed');
    } finally {
      await riderContext.close();
    }
  });
});
