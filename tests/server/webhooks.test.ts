// Signed webhooks on real databases, delivered to a real HTTP endpoint on this machine (so the app runs with
// WEBHOOK_ALLOW_PRIVATE=1; outbound-address.test.ts covers the refusals without it): each event is signed with
// the endpoint's secret and its time, checked by the verifier the API reference prints, a failing endpoint is
// retried with back-off and given up after a day, a hanging one holds up no booking, and the owner sees every
// attempt in the delivery log.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBHOOKS } from '../../src/domain/integrations/webhooks';
import { webhookDeliveries } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { sendDueDeliveries } from '../../src/server/modules/integrations/webhooks';
import { loadDocumentedVerifier, type DocumentedVerifier } from '../helpers/documented-verifier';
import { acceptWithNewDriver, bookSedan } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';
import { waitFor } from '../helpers/wait-for';

const host = DEMO.host;
let keys = 0;
const key = () => `webhook-test-${Date.now()}-${(keys += 1)}`;

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A partner's endpoint: records what it is sent and answers with whatever the test says. */
function endpoint() {
  const received: Received[] = [];
  const held: ServerResponse[] = [];
  let answer: number | 'hang' = 200;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      if (answer === 'hang') held.push(response);
      else response.writeHead(answer).end();
    });
  });
  return {
    received,
    answerWith: (next: number | 'hang') => (answer = next),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`),
        ),
      ),
    stop: () => {
      for (const response of held) response.end();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.each(testDatabases())('webhooks on $name', (target) => {
  let t: TestApp;
  let partner: string;
  let rider: string;
  const hooks = endpoint();
  let url: string;
  let secret: string;
  let webhookId: string;
  let verify: DocumentedVerifier;

  const as = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: path,
      headers: { host, authorization: `Bearer ${partner}`, 'idempotency-key': key() },
      ...(payload ? { payload } : {}),
    });
  const eventsReceived = () => hooks.received.map((delivery) => JSON.parse(delivery.body).event as string);

  beforeAll(async () => {
    url = await hooks.start();
    verify = await loadDocumentedVerifier();
    t = await startTestApp(target, { env: { WEBHOOK_SWEEP_MS: '100', WEBHOOK_ALLOW_PRIVATE: '1' } });
    partner = await partnerToken(t);
    rider = await riderToken(t);
  });
  afterAll(async () => {
    await t?.close();
    await hooks.stop();
  });
  afterEach(() => vi.useRealTimers());

  it('refuses an endpoint that is not a web address or names no event, with the field', async () => {
    const bad = await as('POST', '/api/v1/partner/webhooks', { url: 'ftp://example.com', events: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['url', 'events']));
  });

  it('answers the secret once, and lists the endpoint without it', async () => {
    const added = await as('POST', '/api/v1/partner/webhooks', {
      url,
      events: ['ride.booked', 'ride.accepted', 'ride.cancelled', 'ride.booked'],
    });
    expect(added.statusCode, added.body).toBe(201);
    ({ secret, id: webhookId } = added.json());
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(added.json().events).toEqual(['ride.booked', 'ride.accepted', 'ride.cancelled']);
    const listed = await as('GET', '/api/v1/partner/webhooks');
    expect(listed.json().webhooks).toEqual([expect.objectContaining({ id: webhookId, url })]);
    expect(listed.body).not.toContain(secret);
  });

  it('signs each subscribed event with the secret and names the ride', async () => {
    const rideId = await bookSedan(t, rider, key());
    await acceptWithNewDriver(t, partner, rideId, {
      firstName: 'Hook',
      lastName: 'Driver',
      phone: '+919811155501',
      vehicleNumber: 'TN07 WH0001',
    });
    await waitFor(async () => eventsReceived().includes('ride.accepted'), 'ride.accepted');
    expect(eventsReceived()).toEqual(['ride.booked', 'ride.accepted']);
    for (const delivery of hooks.received) {
      const header = delivery.headers['x-travelx-signature'] as string;
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
      expect(Math.abs(Date.now() / 1000 - Number(t))).toBeLessThan(60);
      expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex'));
      expect(verify(header, delivery.body, secret)).toBe(true);
      expect(JSON.parse(delivery.body).data.ride).toMatchObject({ id: rideId, vehicleType: 'sedan' });
    }
    expect(hooks.received[1]!.headers['x-travelx-event']).toBe('ride.accepted');
  });

  it('refuses, with the documented verifier, a replay after five minutes, another body, time or secret', () => {
    const [delivery] = hooks.received;
    const header = delivery!.headers['x-travelx-signature'] as string;
    const sentAt = Number(/t=(\d+)/.exec(header)![1]) * 1000;
    const tolerance = WEBHOOKS.signatureToleranceSeconds * 1000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(sentAt + tolerance - 5_000);
    expect(verify(header, delivery!.body, secret)).toBe(true);
    vi.setSystemTime(sentAt + tolerance + 5_000);
    expect(verify(header, delivery!.body, secret)).toBe(false);
    vi.useRealTimers();

    const shiftedTime = header.replace(/t=(\d+)/, (_, t: string) => `t=${Number(t) - 1}`);
    expect(verify(shiftedTime, delivery!.body, secret)).toBe(false);
    expect(verify(header, delivery!.body.replace('sedan', 'suv'), secret)).toBe(false);
    expect(verify(header, delivery!.body, `${secret}0`)).toBe(false);
    expect(verify(undefined, delivery!.body, secret)).toBe(false);
    // Signed by the documented recipe for a time past the window: refused, however right its HMAC.
    const oldT = Math.floor(Date.now() / 1000) - WEBHOOKS.signatureToleranceSeconds - 60;
    const old = `t=${oldT},v1=${createHmac('sha256', secret).update(`${oldT}.${delivery!.body}`).digest('hex')}`;
    expect(verify(old, delivery!.body, secret)).toBe(false);
  });

  it('holds up no booking while the endpoint hangs', async () => {
    hooks.answerWith('hang');
    const before = hooks.received.length;
    const rideId = await bookSedan(t, rider, key());
    expect(rideId).toBeTruthy();
    await waitFor(async () => hooks.received.length > before, 'the hanging delivery');
    hooks.answerWith(200);
  });

  it('retries a failing endpoint with back-off, delivers when it recovers, and gives up after a day', async () => {
    hooks.answerWith(500);
    const rideId = await bookSedan(t, rider, key());
    const [pending] = await waitFor(async () => {
      const rows = await t.database.db
        .select()
        .from(webhookDeliveries)
        .where(like(webhookDeliveries.body, `%${rideId}%`));
      return rows[0]?.attempts === 1 ? rows : null;
    }, 'the first failed attempt');
    expect(pending).toMatchObject({ status: 'pending', lastStatusCode: 500 });
    const outcomes = await t.app.services.metrics.webhookDeliveries.get();
    expect(outcomes.values.find((value) => value.labels.outcome === 'retry')?.value).toBeGreaterThanOrEqual(
      1,
    );
    const wait = pending!.nextAttemptAt!.getTime() - pending!.createdAt.getTime();
    expect(wait).toBeGreaterThanOrEqual(WEBHOOKS.retryAfterMs[0]);

    hooks.answerWith(200);
    await sendDueDeliveries(
      t.database.db,
      t.app.services.outbound,
      new Date(pending!.nextAttemptAt!.getTime() + 1),
    );
    const [delivered] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, pending!.id));
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });

    hooks.answerWith(503);
    const second = await bookSedan(t, rider, key());
    const [failing] = await waitFor(async () => {
      const rows = await t.database.db
        .select()
        .from(webhookDeliveries)
        .where(like(webhookDeliveries.body, `%${second}%`));
      return rows[0]?.attempts === 1 ? rows : null;
    }, 'the second failed attempt');
    let now = failing!.nextAttemptAt!;
    for (let tries = 0; tries < 10; tries += 1) {
      await sendDueDeliveries(t.database.db, t.app.services.outbound, new Date(now.getTime() + 1));
      const [row] = await t.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, failing!.id));
      if (row!.status !== 'pending') break;
      now = row!.nextAttemptAt!;
    }
    const [gaveUp] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, failing!.id));
    expect(gaveUp).toMatchObject({ status: 'failed', lastStatusCode: 503, nextAttemptAt: null });
    expect(gaveUp!.attempts).toBeGreaterThan(WEBHOOKS.retryAfterMs.length - 2);
    hooks.answerWith(200);
  });

  it('sends a test on request and shows every delivery in the log', async () => {
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/v1/partner/webhooks/${webhookId}/test`,
      headers: { host, authorization: `Bearer ${partner}` },
    });
    expect(test.statusCode).toBe(202);
    await waitFor(async () => eventsReceived().includes('test'), 'the test delivery');
    const log = await as('GET', `/api/v1/partner/webhooks/${webhookId}/deliveries`);
    const statuses = log.json().deliveries.map((d: { event: string; status: string }) => d.status);
    expect(statuses).toEqual(expect.arrayContaining(['delivered', 'failed']));
    expect(log.json().deliveries[0]).toMatchObject({ event: 'test' });
  });

  it('forgets a removed endpoint: no more deliveries', async () => {
    expect((await as('DELETE', `/api/v1/partner/webhooks/${webhookId}`)).statusCode).toBe(200);
    const before = hooks.received.length;
    await bookSedan(t, rider, key());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(hooks.received.length).toBe(before);
    expect((await as('GET', '/api/v1/partner/webhooks')).json().webhooks).toEqual([]);
  });
});
