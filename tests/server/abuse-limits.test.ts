// Bursts against the writes an abuser would flood: under each ceiling every request is served (or refused for its
// own reasons), the first one over it answers 429 with Retry-After, per session and per client address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '../../src/server/plugins/abuse-limits';
import { DEMO } from '../../src/server/db/seed';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const limit = (name: string) => ABUSE_LIMITS.find((candidate) => candidate.name === name)!;

describe.each(testDatabases())('abuse limits on $name', (target) => {
  let t: TestApp;
  let rider: string;
  let partner: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    rider = await riderToken(t, '+919876500777');
    partner = await partnerToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Fires `count` requests at once and answers their statuses and the last refusal. */
  async function burst(
    count: number,
    request: { method: 'POST' | 'PUT'; url: string; token?: string; ip: (i: number) => string },
  ) {
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        t.app.inject({
          method: request.method,
          url: request.url,
          payload: {},
          remoteAddress: request.ip(i),
          headers: {
            host: DEMO.host,
            'idempotency-key': `burst-${i}-${Math.random()}`,
            ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
          },
        }),
      ),
    );
    const refused = answers.filter((answer) => answer.statusCode === 429);
    return { refused, served: answers.length - refused.length };
  }

  function expectRefusal(refused: { headers: Record<string, unknown>; json: () => unknown }[]) {
    const first = refused[0]!;
    expect(Number(first.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(first.json()).toMatchObject({
      error: { code: 'rate_limited', message: /Try again in \d+ second/ },
    });
  }

  it('serves a session its bookings up to the ceiling and refuses the rest, from many addresses', async () => {
    const { perSession } = limit('bookings');
    const { refused, served } = await burst(perSession! + 3, {
      method: 'POST',
      url: '/api/v1/bookings',
      token: rider,
      ip: (i) => `10.20.0.${i}`,
    });
    expect(served).toBe(perSession);
    expect(refused).toHaveLength(3);
    expectRefusal(refused);
  });

  it('refuses bookings from one address past its ceiling, whoever asks', async () => {
    const { perAddress } = limit('bookings');
    const { refused, served } = await burst(perAddress + 2, {
      method: 'POST',
      url: '/api/v1/bookings',
      ip: () => '10.21.0.1',
    });
    expect(served).toBe(perAddress);
    expect(refused).toHaveLength(2);
    expectRefusal(refused);
    const elsewhere = await burst(1, { method: 'POST', url: '/api/v1/bookings', ip: () => '10.21.0.2' });
    expect(elsewhere.served).toBe(1);
  });

  it('limits a partner session changing its fleet', async () => {
    const { perSession } = limit('partner-changes');
    const { refused, served } = await burst(perSession! + 1, {
      method: 'POST',
      url: '/api/v1/partner/vehicles',
      token: partner,
      ip: (i) => `10.22.${i >> 8}.${i & 255}`,
    });
    expect(served).toBe(perSession);
    expect(refused).toHaveLength(1);
    expectRefusal(refused);
    const reading = await t.app.inject({
      url: '/api/v1/partner/vehicles',
      headers: { host: DEMO.host, authorization: `Bearer ${partner}` },
    });
    expect(reading.statusCode).toBe(200);
  });

  it.each([
    ['payment-callback', '/api/v1/payments/callback/success'],
    ['whatsapp-webhook', '/api/v1/whatsapp/webhook'],
  ])('limits the %s per address', async (name, url) => {
    const { perAddress } = limit(name);
    const { refused, served } = await burst(perAddress + 1, { method: 'POST', url, ip: () => '10.23.0.1' });
    expect(served).toBe(perAddress);
    expect(refused).toHaveLength(1);
    expectRefusal(refused);
  });
});
