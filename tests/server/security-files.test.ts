// security.txt per site, the Permissions-Policy header on every kind of response, and logging out everywhere.
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/server/db/seed';
import { renderSecurityTxt } from '../../src/server/modules/pages/security-txt';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const YEAR_MS = 365 * 24 * 3600_000;

describe.each(testDatabases())('security files and sessions on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the partner’s security.txt with its contact, a year’s expiry, its origin and languages', async () => {
    const reply = await t.app.inject({ url: '/.well-known/security.txt', headers: { host } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    const fields = Object.fromEntries(
      reply.body
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
    );
    expect(fields).toMatchObject({
      Contact: `mailto:${DEMO.partnerEmail}`,
      Canonical: `http://${host}/.well-known/security.txt`,
      'Preferred-Languages': 'en, ta, ml, kn, te',
    });
    const expires = Date.parse(fields.Expires!);
    expect(Math.abs(expires - Date.now() - YEAR_MS)).toBeLessThan(60_000);

    const nobody = await t.app.inject({
      url: '/.well-known/security.txt',
      headers: { host: 'unclaimed.example' },
    });
    expect(nobody.statusCode).toBe(404);
  });

  it('names the platform’s contact when one is set, as mailto or https', () => {
    const tenant = { email: 'help@partner.example', languages: ['en', 'hi'] };
    const origin = 'https://partner.example';
    expect(renderSecurityTxt({ origin, platformContact: 'security@platform.example', tenant })).toMatch(
      /^Contact: mailto:security@platform\.example$/m,
    );
    expect(
      renderSecurityTxt({ origin, platformContact: 'https://platform.example/report', tenant: null }),
    ).toMatch(/^Contact: https:\/\/platform\.example\/report\n[\s\S]*Preferred-Languages: en\n$/);
  });

  it('sends Permissions-Policy on API answers, text files, errors and refusals alike', async () => {
    const replies = await Promise.all([
      t.app.inject({ url: '/api/v1/config', headers: { host } }),
      t.app.inject({ url: '/robots.txt', headers: { host } }),
      t.app.inject({ url: '/api/v1/nothing-here', headers: { host } }),
      t.app.inject({ url: '/robots.txt', headers: { host: 'localhost:99999' } }),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 404, 400]);
    for (const reply of replies) {
      const policy = String(reply.headers['permissions-policy']);
      expect(policy).toContain('geolocation=(self)');
      expect(policy).toContain('camera=()');
      expect(policy).toContain('microphone=(self)');
      expect(policy).toContain('payment=(self)');
    }
  });

  it('logs a user out of every session at once, and nobody else', async () => {
    const phone = '+919876500432';
    const [first, second] = [await riderToken(t, phone), await riderToken(t, phone)];
    const partner = await partnerToken(t);
    const me = (token: string) =>
      t.app.inject({ url: '/api/v1/auth/me', headers: { host, authorization: `Bearer ${token}` } });

    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const socket = connect(base, {
      transports: ['websocket'],
      auth: { token: first },
      extraHeaders: { host },
    });
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout-all',
      headers: { host, authorization: `Bearer ${second}` },
    });
    expect(out.json()).toEqual({ loggedOut: true });
    expect(await closed).toBe('io server disconnect');
    socket.close();
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(partner)).statusCode).toBe(200);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout-all',
      headers: { host },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
