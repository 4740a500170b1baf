// A travel partner signs up from the platform site, proves the e-mail, and gets a tenant on its instant address; a
// domain of their own is only requested (it serves nothing until proven in Settings), and one e-mail gets one brand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rateCards, tenantHosts, tenants, users } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

describe.each(testDatabases())('partner sign-up on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const post = (url: string, payload: object, host = 'travelx.example') =>
    t.app.inject({ method: 'POST', url: `/api/v1/auth/partner${url}`, headers: { host }, payload });

  it('creates the tenant on its instant address, keeps the domain as requested, and logs the partner in', async () => {
    const email = 'owner@sunrise-cabs.test';
    const sent = await post('/signup', {
      businessName: 'Sunrise Cabs',
      email,
      phone: '+91 98400 12121',
      domain: 'https://Sunrise-Cabs.example/',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ sent: true, domain: 'sunrise-cabs.localhost', existing: false });
    const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.slug, 'sunrise-cabs'));
    expect(tenant).toMatchObject({
      businessName: 'Sunrise Cabs',
      phone: '+919840012121',
      email,
      domain: 'sunrise-cabs.localhost',
      customDomain: 'sunrise-cabs.example',
    });
    expect(
      await t.database.db.select().from(rateCards).where(eq(rateCards.tenantId, tenant!.id)),
    ).toHaveLength(5);
    // Nothing is claimed: the requested domain still serves the platform's own brand.
    expect(
      await t.database.db.select().from(tenantHosts).where(eq(tenantHosts.tenantId, tenant!.id)),
    ).toEqual([]);
    const squatted = await t.app.inject({ url: '/api/v1/config', headers: { host: 'sunrise-cabs.example' } });
    expect(squatted.json()).toMatchObject({ isPartnerSite: false });

    const again = await post('/signup', {
      businessName: 'Sunrise Cabs',
      email,
      domain: 'sunrise-cabs.example',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ domain: 'sunrise-cabs.localhost', existing: false });
    expect(await t.database.db.select().from(tenants).where(eq(tenants.email, email))).toHaveLength(1);
    const code = await t.smtp.codeFor(email);
    const verified = await post('/signup/verify', { email, domain: 'sunrise-cabs.localhost', code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      domain: 'sunrise-cabs.localhost',
      user: { role: 'partner', email },
    });

    const config = await t.app.inject({ url: '/api/v1/config', headers: { host: 'sunrise-cabs.localhost' } });
    expect(config.json()).toMatchObject({ businessName: 'Sunrise Cabs', isPartnerSite: true });
    const me = await t.app.inject({
      url: '/api/v1/auth/me',
      headers: { host: 'sunrise-cabs.localhost', authorization: `Bearer ${verified.json().token}` },
    });
    expect(me.statusCode).toBe(200);
    const settings = await t.app.inject({
      url: '/api/v1/partner/settings',
      headers: { host: 'sunrise-cabs.localhost', authorization: `Bearer ${verified.json().token}` },
    });
    expect(settings.json().site).toMatchObject({
      customDomain: 'sunrise-cabs.example',
      domainStatus: 'pending',
      proofRecord: { type: 'TXT', name: '_travelx.sunrise-cabs.example' },
    });
  });

  it('tells an e-mail that already owns a site so, sends a login code to it, and makes no second brand', async () => {
    const email = 'owner@sunrise-cabs.test';
    const before = await t.database.db.select().from(tenants);
    const second = await post('/signup', { businessName: 'Sunrise Cabs Two', email, domain: '' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ sent: true, existing: true, domain: 'sunrise-cabs.localhost' });
    expect(second.json().message).toContain('You already have a site at sunrise-cabs.localhost');
    expect(await t.database.db.select().from(tenants)).toHaveLength(before.length);
    const code = await t.smtp.codeFor(email);
    const mail = t.smtp.mails.at(-1)!;
    expect(mail.to).toEqual([email]);
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain('already has a travel site: sunrise-cabs.localhost');
    // The code is a login code for the existing site, through the partner login path.
    const login = await post('/verify', { email, code }, 'sunrise-cabs.localhost');
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({ role: 'partner', partnerRole: 'owner', email });

    // A burst of sign-ups with one e-mail still makes one brand.
    const burst = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        post('/signup', { businessName: `Burst Cabs ${n}`, email: 'burst@cabs.test', domain: '' }),
      ),
    );
    expect(burst.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
    const owners = await t.database.db.select().from(users).where(eq(users.email, 'burst@cabs.test'));
    expect(owners).toHaveLength(1);
    expect(burst.filter((reply) => reply.json().existing === false)).toHaveLength(1);
  });

  it('refuses IP literals, localhost and addresses on the platform domain as a domain, and bad fields by name', async () => {
    const refused = async (domain: string) => {
      const reply = await post('/signup', { businessName: 'Copycat', email: 'cat@copy.test', domain });
      expect(reply.statusCode, domain).toBe(400);
      return reply.json().error.fields.domain as string;
    };
    for (const ip of [
      '127.0.0.2',
      '0.0.0.0',
      '203.0.113.7',
      '[::1]',
      '::ffff:127.0.0.1',
      'http://[2001:db8::1]:80/',
    ])
      expect(await refused(ip)).toBe('Use a domain name, not an IP address');
    for (const local of ['localhost', 'localhost.', 'LOCALHOST', 'cabs.localhost..', DEMO.host])
      expect(await refused(local)).toBe('Use a public domain, not a local name');
    expect(await t.database.db.select().from(tenants).where(eq(tenants.email, 'cat@copy.test'))).toEqual([]);
    const bad = await post('/signup', {
      businessName: '',
      email: 'nope',
      domain: 'not a domain',
      phone: '12',
    });
    expect(bad.json().error.fields).toMatchObject({
      businessName: 'Business name is required',
      email: 'Enter a valid e-mail address',
      domain: 'Enter a domain like mytravels.com',
    });
  });
});
