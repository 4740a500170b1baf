// Web Push end to end over the real app and database: the public VAPID key, subscribing and unsubscribing with a
// session (whose subscription it is comes from the session only; the endpoint guard), and pushToUser reaching a
// stand-in push service that checks the VAPID token and decrypts the payload as the browser would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { pushWords } from '../../src/domain/messages/push-words';
import type { PushNotification } from '../../src/domain/messages/push';
import { pushSubscriptions, tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { findActiveSession } from '../../src/server/lib/sessions';
import { pushToUser, SUBSCRIPTIONS_PER_USER, vapidDetails } from '../../src/server/modules/messages';
import { createPushSender } from '../../src/server/push/web-push-sender';
import { startPushServiceStandIn, type PushServiceStandIn } from '../helpers/push-service-stand-in';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const brand = { name: 'Demo Cabs', icon: '/icons/icon-192.png' };
const assigned = (language: string) =>
  pushWords(
    'driver_assigned',
    {
      rideId: 'ride-1',
      driverName: 'Ravi',
      vehicle: 'Swift Dzire',
      plate: 'TN 01 AB 1234',
      tripCode: '4821',
    },
    language,
    brand,
  );
const options = { ttlSeconds: 60, urgency: 'high' as const };

describe.each(testDatabases())('web push on $name', (target) => {
  let t: TestApp;
  let service: PushServiceStandIn;
  let rider: string;
  let partner: string;
  beforeAll(async () => {
    service = await startPushServiceStandIn();
    t = await startTestApp(target, { env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
    rider = await riderToken(t, '+919833300011');
    partner = await partnerToken(t);
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  const ownerOf = async (token: string) => {
    const session = await findActiveSession(t.database.db, token);
    if (!session) throw new Error('no session');
    return { tenantId: session.tenantId, userId: session.user.id };
  };
  const stored = (endpoint: string) =>
    t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  const deps = () => ({ db: t.database.db, sender: t.app.services.push });

  it('answers the VAPID public key without a session, the same key the pushes are signed with', async () => {
    const key = await call('GET', '/push/key');
    expect(key.statusCode, key.body).toBe(200);
    const { publicKey } = key.json() as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(publicKey).toBe(t.app.services.push.publicKey);
  });

  it('refuses subscribing and unsubscribing without a session', async () => {
    const subscription = service.subscribe();
    expect((await call('POST', '/push/subscriptions', undefined, subscription)).statusCode).toBe(401);
    const out = await call('DELETE', '/push/subscriptions', undefined, { endpoint: subscription.endpoint });
    expect(out.statusCode).toBe(401);
    expect(await stored(subscription.endpoint)).toHaveLength(0);
  });

  it('refuses an endpoint that is not a browser push service, saying so', async () => {
    const subscription = { ...service.subscribe(), endpoint: 'https://collector.example/push/1' };
    const refused = await call('POST', '/push/subscriptions', rider, subscription);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe("collector.example is not a browser's push service.");
    const plain = await call('POST', '/push/subscriptions', rider, {
      ...subscription,
      endpoint: 'http://fcm.googleapis.com/fcm/send/abc',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error.message).toBe('The push endpoint must be an https:// URL.');
  });

  it('refuses keys no push could be encrypted for', async () => {
    const subscription = service.subscribe();
    const notAPoint = `B${'A'.repeat(86)}`;
    const badPoint = await call('POST', '/push/subscriptions', rider, {
      ...subscription,
      keys: { ...subscription.keys, p256dh: notAPoint },
    });
    expect(badPoint.statusCode).toBe(400);
    expect(badPoint.json().error.message).toBe('p256dh is not a P-256 public key');
    const shortAuth = await call('POST', '/push/subscriptions', rider, {
      ...subscription,
      keys: { ...subscription.keys, auth: 'A'.repeat(20) },
    });
    expect(shortAuth.json().error.message).toBe('auth is not a 16-byte secret');
    expect(await stored(subscription.endpoint)).toHaveLength(0);
  });

  it('stores the subscription for the session, not for whoever the body names, with its language', async () => {
    const subscription = service.subscribe();
    const { userId: otherUser } = await ownerOf(partner);
    const saved = await call('POST', '/push/subscriptions', rider, {
      ...subscription,
      language: 'ta',
      userId: otherUser,
      tenantId: '00000000-0000-0000-0000-000000000000',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ endpoint: subscription.endpoint, language: 'ta' });
    const [row] = await stored(subscription.endpoint);
    expect(row).toMatchObject({
      ...(await ownerOf(rider)),
      language: 'ta',
      p256dh: subscription.keys.p256dh,
    });
    const badLanguage = await call('POST', '/push/subscriptions', rider, { ...subscription, language: 'xx' });
    expect(badLanguage.statusCode).toBe(400);
  });

  it('takes the site language when the body names none, and moves an endpoint to whoever subscribes it', async () => {
    const subscription = service.subscribe();
    expect((await call('POST', '/push/subscriptions', rider, subscription)).statusCode).toBe(200);
    const [tenant] = await t.database.db
      .select()
      .from(tenants)
      .where(eq(tenants.id, (await ownerOf(rider)).tenantId));
    expect((await stored(subscription.endpoint))[0]?.language).toBe(tenant?.defaultLanguage);
    const moved = await call('POST', '/push/subscriptions', partner, { ...subscription, language: 'hi' });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = await stored(subscription.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...(await ownerOf(partner)), language: 'hi' });
  });

  it("keeps a person's newest browsers only, so one push fans out to a bounded number", async () => {
    const newRider = await riderToken(t, '+919833300066');
    const endpoints: string[] = [];
    for (let index = 0; index <= SUBSCRIPTIONS_PER_USER; index += 1) {
      const subscription = service.subscribe();
      endpoints.push(subscription.endpoint);
      expect((await call('POST', '/push/subscriptions', newRider, subscription)).statusCode).toBe(200);
    }
    const { userId } = await ownerOf(newRider);
    const kept = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    expect(kept.map((row) => row.endpoint).sort()).toEqual(endpoints.slice(1).sort());
  });

  it("removes only the caller's own subscription", async () => {
    const subscription = service.subscribe();
    await call('POST', '/push/subscriptions', rider, subscription);
    const notTheirs = await call('DELETE', '/push/subscriptions', partner, {
      endpoint: subscription.endpoint,
    });
    expect(notTheirs.json()).toEqual({ removed: false });
    expect(await stored(subscription.endpoint)).toHaveLength(1);
    const own = await call('DELETE', '/push/subscriptions', rider, { endpoint: subscription.endpoint });
    expect(own.json()).toEqual({ removed: true });
    expect(await stored(subscription.endpoint)).toHaveLength(0);
  });

  it("pushes to each of a person's browsers in its own language, signed with VAPID, decrypted intact", async () => {
    const newRider = await riderToken(t, '+919833300022');
    const tamil = service.subscribe();
    const english = service.subscribe();
    await call('POST', '/push/subscriptions', newRider, { ...tamil, language: 'ta' });
    await call('POST', '/push/subscriptions', newRider, { ...english, language: 'en' });
    const report = await pushToUser(deps(), await ownerOf(newRider), assigned, {
      ...options,
      topic: 'ride1',
    });
    expect(report).toEqual({ delivered: 2, failed: [], gone: 0 });
    const byEndpoint = (endpoint: string) => service.received.find((push) => push.endpoint === endpoint);
    expect(byEndpoint(tamil.endpoint)?.notification).toEqual(assigned('ta'));
    expect(byEndpoint(english.endpoint)?.notification).toEqual(assigned('en'));
    expect((byEndpoint(tamil.endpoint)?.notification as PushNotification).title).toBe('Ravi வருகிறார்');
    const push = byEndpoint(english.endpoint);
    expect(push).toMatchObject({
      ttl: 60,
      urgency: 'high',
      topic: 'ride1',
      vapidKey: t.app.services.push.publicKey,
    });
    expect(push?.vapid).toMatchObject({ aud: service.origin, sub: 'mailto:no-reply@travelx.invalid' });
    expect(service.refused).toEqual([]);
  });

  it('forgets a subscription its push service answers gone, and keeps one that failed for now', async () => {
    const newRider = await riderToken(t, '+919833300033');
    const gone = service.subscribe();
    const failing = service.subscribe();
    await call('POST', '/push/subscriptions', newRider, gone);
    await call('POST', '/push/subscriptions', newRider, failing);
    service.behave(gone.endpoint, 'gone');
    service.behave(failing.endpoint, 'fail');
    const report = await pushToUser(deps(), await ownerOf(newRider), assigned, options);
    expect(report.delivered).toBe(0);
    expect(report.gone).toBe(1);
    expect(report.failed.sort()).toEqual([
      'push service answered 410: push subscription has unsubscribed',
      'push service answered 500: stand-in failure',
    ]);
    expect(await stored(gone.endpoint)).toHaveLength(0);
    expect(await stored(failing.endpoint)).toHaveLength(1);
  });

  it('gives up on a push service that does not answer, keeping the subscription', async () => {
    const newRider = await riderToken(t, '+919833300044');
    const hanging = service.subscribe();
    await call('POST', '/push/subscriptions', newRider, hanging);
    service.behave(hanging.endpoint, 'hang');
    const vapid = await vapidDetails(t.database.db, t.app.services.env);
    const impatient = createPushSender({ vapid, timeoutMs: 300 });
    const owner = await ownerOf(newRider);
    const report = await pushToUser({ db: t.database.db, sender: impatient }, owner, assigned, options);
    expect(report.failed).toEqual(['push service did not answer within 300 ms']);
    expect(await stored(hanging.endpoint)).toHaveLength(1);
  });

  it('is refused by the push service when the token is not signed by the key it names', async () => {
    const newRider = await riderToken(t, '+919833300055');
    const subscription = service.subscribe();
    await call('POST', '/push/subscriptions', newRider, subscription);
    const vapid = await vapidDetails(t.database.db, t.app.services.env);
    const forger = createPushSender({
      vapid: { ...vapid, privateKey: webpush.generateVAPIDKeys().privateKey },
    });
    const report = await pushToUser(
      { db: t.database.db, sender: forger },
      await ownerOf(newRider),
      assigned,
      options,
    );
    expect(report.failed).toEqual(['push service answered 401: the JWT signature does not verify against k']);
    expect(service.received.some((push) => push.endpoint === subscription.endpoint)).toBe(false);
  });

  it('answers nothing delivered to a person without subscriptions', async () => {
    const owner = await ownerOf(partner);
    await t.database.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, owner.userId), eq(pushSubscriptions.tenantId, owner.tenantId)));
    expect(await pushToUser(deps(), owner, assigned, options)).toEqual({ delivered: 0, failed: [], gone: 0 });
  });
});
