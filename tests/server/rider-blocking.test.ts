// A partner blocks an abusive rider with a reason: the rider's open sessions stop at once (me, rides, booking),
// a new login is refused with the reason, the customers list shows it, and unblocking lets them back in.
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/server/db/seed';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const phone = '+919876500321';

describe.each(testDatabases())('blocking riders on $name', (target) => {
  let t: TestApp;
  let partner: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    partner = await partnerToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (token: string, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
    t.app.inject({ method, url, payload, headers: { host, authorization: `Bearer ${token}` } });

  /** A live socket.io connection signed in with `token`, the way the rider's chat and tracking connect. */
  async function openSocket(token: string): Promise<Socket> {
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const socket = connect(base, { transports: ['websocket'], auth: { token }, extraHeaders: { host } });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  }

  async function riderRow() {
    const list = await as(
      partner,
      `/api/v1/partner/customers?type=user&q=${encodeURIComponent(phone.slice(1))}`,
    );
    return list.json().items[0] as { id: string; status: string; blockReason: string | null };
  }

  it('ends the rider’s sessions at once and refuses a new login with the reason', async () => {
    const first = await riderToken(t, phone);
    const second = await riderToken(t, phone);
    const rider = await riderRow();
    expect(rider).toMatchObject({ status: 'Active', blockReason: null });
    const socket = await openSocket(first);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const blocked = await as(partner, `/api/v1/partner/customers/${rider.id}/block`, 'POST', {
      reason: 'Abusive calls to drivers',
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ status: 'Inactive', blockReason: 'Abusive calls to drivers' });
    expect(await closed).toBe('io server disconnect');
    socket.close();

    for (const token of [first, second]) {
      expect((await as(token, '/api/v1/auth/me')).statusCode).toBe(401);
      expect((await as(token, '/api/v1/rides')).statusCode).toBe(401);
    }
    await expect(riderToken(t, phone)).rejects.toThrow(/blocked your account .*Abusive calls to drivers/);
    expect(await riderRow()).toMatchObject({ status: 'Inactive', blockReason: 'Abusive calls to drivers' });
  });

  it('lets the rider back in after an unblock', async () => {
    const rider = await riderRow();
    const unblocked = await as(partner, `/api/v1/partner/customers/${rider.id}/unblock`, 'POST');
    expect(unblocked.json()).toMatchObject({ status: 'Active', blockReason: null });
    const token = await riderToken(t, phone);
    expect((await as(token, '/api/v1/auth/me')).statusCode).toBe(200);
    expect((await as(token, '/api/v1/rides')).statusCode).toBe(200);
  });

  it('answers a missing reason, an unknown rider and a non-rider clearly', async () => {
    const rider = await riderRow();
    const noReason = await as(partner, `/api/v1/partner/customers/${rider.id}/block`, 'POST', {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toMatch(/why/);

    const unknown = await as(
      partner,
      '/api/v1/partner/customers/00000000-0000-4000-8000-000000000000/block',
      'POST',
      { reason: 'No such person' },
    );
    expect(unknown.statusCode).toBe(404);

    const me = await as(partner, '/api/v1/auth/me');
    const self = await as(partner, `/api/v1/partner/customers/${me.json().user.id}/block`, 'POST', {
      reason: 'Partners are not riders',
    });
    expect(self.statusCode).toBe(404);

    const byRider = await as(
      await riderToken(t, phone),
      `/api/v1/partner/customers/${rider.id}/block`,
      'POST',
      {
        reason: 'Riders cannot block',
      },
    );
    expect(byRider.statusCode).toBe(403);
  });
});
