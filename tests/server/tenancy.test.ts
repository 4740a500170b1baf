// The Host header picks the partner; unknown hosts get the platform brand and no partner data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandSchema } from '../../src/domain/brand';
import { tenantHosts, tenants, users } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

describe.each(testDatabases())('tenancy on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
    const [other] = await t.database.db
      .insert(tenants)
      .values({
        businessName: 'Gulf Limousines',
        email: 'ops@gulf.test',
        domain: 'gulf.test',
        countryCode: 'ae',
        dialCode: '971',
        currency: 'AED',
        timezone: 'Asia/Dubai',
        mode: 'partner',
        primaryColor: '#0f766e',
      })
      .returning();
    await t.database.db.insert(tenantHosts).values({ host: 'gulf.test', tenantId: other!.id });
    await t.database.db
      .insert(users)
      .values({ tenantId: other!.id, role: 'partner', email: 'ops@gulf.test', name: 'Ops' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const config = async (host: string) => {
    const reply = await t.app.inject({ url: '/api/v1/config', headers: { host } });
    expect(reply.statusCode).toBe(200);
    return brandSchema.parse(reply.json());
  };

  it('answers each host with its own brand, ports and case ignored', async () => {
    const demo = await config('LOCALHOST:8080');
    expect(demo).toMatchObject({
      businessName: DEMO.businessName,
      countryCode: 'in',
      currency: 'INR',
      isPartnerSite: true,
    });
    expect(demo.logoUrl).not.toBe('');
    const gulf = await config('gulf.test');
    expect(gulf).toMatchObject({
      businessName: 'Gulf Limousines',
      countryCode: 'ae',
      currency: 'AED',
      mode: 'partner',
    });
    expect(gulf.colors.primary).toBe('#0f766e');
  });

  it('gives unknown hosts the platform brand and a 404 for partner data', async () => {
    const platform = await config('nobody-claimed.example');
    expect(platform).toMatchObject({ businessName: 'TravelX', isPartnerSite: false, mode: 'partner' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/partner/code',
      headers: { host: 'nobody-claimed.example' },
      payload: { email: DEMO.partnerEmail },
    });
    expect(login.statusCode).toBe(404);
    expect(login.json().error.code).toBe('unknown_tenant');
  });

  it('never lets one partner log in on another partner host', async () => {
    const crossed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/partner/code',
      headers: { host: 'gulf.test' },
      payload: { email: DEMO.partnerEmail },
    });
    // Answered like any address, so the other host learns nothing, and sent nothing.
    expect(crossed.statusCode).toBe(200);
    await t.smtp.codeFor(DEMO.partnerEmail, 200).catch(() => 'none');
    expect(t.smtp.mails).toHaveLength(0);
  });

  it('generates an install manifest per tenant', async () => {
    const reply = await t.app.inject({ url: '/manifest.webmanifest', headers: { host: 'gulf.test' } });
    expect(reply.headers['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = reply.json();
    expect(manifest).toMatchObject({
      name: 'Gulf Limousines',
      short_name: 'Gulf',
      theme_color: '#0f766e',
      display: 'standalone',
    });
    expect(manifest.icons.some((icon: { sizes: string }) => icon.sizes === '512x512')).toBe(true);
    const demo = (await t.app.inject({ url: '/manifest.webmanifest', headers: { host: DEMO.host } })).json();
    expect(demo.name).toBe(DEMO.businessName);
  });
});
