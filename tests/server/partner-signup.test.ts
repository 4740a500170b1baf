// A travel partner signs up from the platform site, proves the e-mail, and gets a tenant on their own domain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rateCards, tenants } from '../../src/server/db/schema';
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

  it('creates the tenant, e-mails the code and logs the partner in on their domain', async () => {
    const email = 'owner@sunrise-cabs.test';
    const sent = await post('/signup', {
      businessName: 'Sunrise Cabs',
      email,
      phone: '+91 98400 12121',
      domain: 'https://Sunrise-Cabs.example/',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ sent: true, domain: 'sunrise-cabs.example' });
    const [tenant] = await t.database.db
      .select()
      .from(tenants)
      .where(eq(tenants.domain, 'sunrise-cabs.example'));
    expect(tenant).toMatchObject({ businessName: 'Sunrise Cabs', phone: '+919840012121', email });
    expect(
      await t.database.db.select().from(rateCards).where(eq(rateCards.tenantId, tenant!.id)),
    ).toHaveLength(5);

    const again = await post('/signup', {
      businessName: 'Sunrise Cabs',
      email,
      domain: 'sunrise-cabs.example',
    });
    expect(again.statusCode).toBe(200);
    const code = await t.smtp.codeFor(email);
    const verified = await post('/signup/verify', { email, domain: 'sunrise-cabs.example', code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      domain: 'sunrise-cabs.example',
      user: { role: 'partner', email },
    });

    const config = await t.app.inject({ url: '/api/v1/config', headers: { host: 'sunrise-cabs.example' } });
    expect(config.json()).toMatchObject({ businessName: 'Sunrise Cabs', isPartnerSite: true });
    const me = await t.app.inject({
      url: '/api/v1/auth/me',
      headers: { host: 'sunrise-cabs.example', authorization: `Bearer ${verified.json().token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a domain someone already runs, and bad fields by name', async () => {
    const taken = await post('/signup', {
      businessName: 'Copycat',
      email: 'cat@copy.test',
      domain: DEMO.host === 'localhost' ? 'localhost.' : DEMO.host,
    });
    expect(taken.statusCode).toBe(400);
    const claimed = await post('/signup', {
      businessName: 'Copycat',
      email: 'cat@copy.test',
      domain: 'sunrise-cabs.example',
    });
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json().error.fields.domain).toBe('This domain is already taken');
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
