// An SOS rings the dispatchers' phones until the office acknowledges it: the first push reaches a dispatcher's
// browser (a push service stand-in decrypts it), the sweep pushes it again two minutes after the last push and
// not before, an acknowledgement is recorded in the ride's history with who gave it, and stops the pushes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/server/db/seed';
import { renotifyUnacknowledgedSos } from '../../src/server/modules/rides/sos-alarm';
import { bookSedan } from '../helpers/rides';
import { startPushServiceStandIn, type PushServiceStandIn } from '../helpers/push-service-stand-in';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';
import { waitFor } from '../helpers/wait-for';

const host = DEMO.host;
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

describe.each(testDatabases())('the SOS alarm on $name', (target) => {
  let t: TestApp;
  let service: PushServiceStandIn;
  let rider: string;
  let partner: string;
  let endpoint: string;
  beforeAll(async () => {
    service = await startPushServiceStandIn();
    t = await startTestApp(target, { env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
    rider = await riderToken(t, '+919833300077');
    partner = await partnerToken(t);
    const subscription = service.subscribe();
    endpoint = subscription.endpoint;
    const subscribed = await post(partner, '/api/v1/push/subscriptions', subscription);
    expect(subscribed.statusCode, subscribed.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
  });

  const post = (token: string, url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { host, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const sosPushes = () =>
    service.received.filter(
      (push) => push.endpoint === endpoint && (push.notification as { kind: string }).kind === 'sos',
    );

  it('pushes the SOS again every two minutes until it is acknowledged, then never again', async () => {
    const rideId = await bookSedan(t, rider, `sos-${Date.now()}`);
    expect((await post(rider, `/api/v1/rides/${rideId}/sos`)).statusCode).toBe(200);
    const [first] = await waitFor(async () => sosPushes().length === 1 && sosPushes(), 'the first SOS push');
    expect(first!.notification).toMatchObject({
      title: 'SOS: Priya needs help',
      tag: `sos-${rideId}`,
      renotify: true,
      requireInteraction: true,
    });

    expect(await renotifyUnacknowledgedSos(t.database.db, minutes(1))).toBe(0);
    expect(await renotifyUnacknowledgedSos(t.database.db, minutes(2.5))).toBe(1);
    const [, again] = await waitFor(
      async () => sosPushes().length === 2 && sosPushes(),
      'the SOS pushed again',
    );
    expect(again!.notification).toMatchObject({ tag: `sos-${rideId}`, renotify: true });
    expect(again!.urgency).toBe('high');
    // The second push is the last one now: two minutes from it, not from the SOS.
    expect(await renotifyUnacknowledgedSos(t.database.db, minutes(1.5))).toBe(0);

    const acknowledged = await post(partner, `/api/v1/partner/rides/${rideId}/sos/acknowledge`);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    const { acknowledgedBy } = acknowledged.json() as { acknowledgedBy: string };
    expect(acknowledgedBy.length).toBeGreaterThan(0);
    const twice = await post(partner, `/api/v1/partner/rides/${rideId}/sos/acknowledge`);
    expect(twice.json()).toEqual({ rideId, acknowledgedBy });
    const events = await t.app.inject({
      url: '/api/v1/partner/ride-events?dateFilter=today',
      headers: { host, authorization: `Bearer ${partner}` },
    });
    expect(events.body).toContain(`SOS acknowledged by ${acknowledgedBy}`);
    expect(await renotifyUnacknowledgedSos(t.database.db, minutes(10))).toBe(0);
  });

  it('stops pushing an SOS nobody took on after half an hour', async () => {
    const rideId = await bookSedan(t, rider, `sos-old-${Date.now()}`);
    expect((await post(rider, `/api/v1/rides/${rideId}/sos`)).statusCode).toBe(200);
    expect(await renotifyUnacknowledgedSos(t.database.db, minutes(31))).toBe(0);
  });

  it('refuses to acknowledge a ride nobody pressed SOS on, a ride of no one, and a rider', async () => {
    const rideId = await bookSedan(t, rider, `sos-none-${Date.now()}`);
    const none = await post(partner, `/api/v1/partner/rides/${rideId}/sos/acknowledge`);
    expect(none.statusCode).toBe(409);
    expect(none.body).toContain('Nobody pressed SOS on this ride.');
    const unknown = await post(partner, `/api/v1/partner/rides/${crypto.randomUUID()}/sos/acknowledge`);
    expect(unknown.statusCode).toBe(404);
    expect((await post(rider, `/api/v1/partner/rides/${rideId}/sos/acknowledge`)).statusCode).toBe(403);
  });
});
