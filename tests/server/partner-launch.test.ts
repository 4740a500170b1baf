// A new operator launches without anyone touching the database: sign-up without a domain gives an instant
// address, settings change the brand riders see at once, rate cards price the next quote, an own domain
// switches on once its DNS proves it is theirs, and staff log in with the role the owner gave them.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerSettingsSchema } from '../../src/domain/partners/partner-settings';
import { startDnsStandIn, type DnsStandIn } from '../helpers/dns-stand-in';
import { startGraphApi, type GraphApi } from '../helpers/graph-api';
import { multipartFile } from '../helpers/multipart';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

let keySequence = 0;
const key = () => `launch-key-${Date.now()}-${(keySequence += 1)}`;
const PLATFORM_HOST = 'travelx.localhost';

describe.each(testDatabases())('partner launch on $name', (target) => {
  let t: TestApp;
  let dns: DnsStandIn;
  let graph: GraphApi;
  let owner: string;
  let host: string;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        host,
        authorization: `Bearer ${token}`,
        ...(method === 'GET' ? {} : { 'idempotency-key': key() }),
      },
      ...(payload ? { payload } : {}),
    });

  async function signUp(businessName: string, email: string, domain = '') {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/partner/signup',
      headers: { host: PLATFORM_HOST },
      payload: { businessName, email, domain },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { domain: address } = sent.json() as { domain: string };
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/partner/signup/verify',
      headers: { host: PLATFORM_HOST },
      payload: { email, domain: address, code: await t.smtp.codeFor(email) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return { address, token: (verified.json() as { token: string }).token };
  }

  async function staffToken(email: string) {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/partner/code',
      headers: { host },
      payload: { email },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/partner/verify',
      headers: { host },
      payload: { email, code: await t.smtp.codeFor(email) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return verified.json() as { token: string; user: { partnerRole: string } };
  }

  beforeAll(async () => {
    [dns, graph] = await Promise.all([startDnsStandIn(), startGraphApi({ '555000111': 'wa-token-1' })]);
    t = await startTestApp(target, {
      env: { DNS_SERVERS: dns.server, SITE_IPS: '203.0.113.7', WHATSAPP_API_URL: graph.url },
    });
    const signed = await signUp('Kaveri Cabs & Tours', 'owner@kaveri.test');
    host = signed.address;
    owner = signed.token;
  });
  afterAll(async () => {
    await t?.close();
    await dns?.close();
    await graph?.close();
  });

  it('gives a sign-up without a domain an instant address that answers with the brand at once', async () => {
    expect(host).toBe('kaveri-cabs-tours.localhost');
    const config = await t.app.inject({ url: '/api/v1/config', headers: { host: `${host}:8080` } });
    expect(config.json()).toMatchObject({ businessName: 'Kaveri Cabs & Tours', isPartnerSite: true });
    const again = await signUp('Kaveri Cabs & Tours', 'second@kaveri.test');
    expect(again.address).toBe('kaveri-cabs-tours-2.localhost');
  });

  it('answers every section, never a secret, and applies a brand change to the config at once', async () => {
    const saved = await call('PATCH', '/api/v1/partner/settings', owner, {
      brand: { businessName: 'Kaveri Cabs', primaryColor: '#123456' },
      payments: { upiVpa: 'kaveri@okicici', cardKey: 'key-1', cardSalt: 'salt-never-shown' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const settings = partnerSettingsSchema.parse(
      (await call('GET', '/api/v1/partner/settings', owner)).json(),
    );
    expect(Object.keys(settings)).toEqual(
      expect.arrayContaining(['brand', 'site', 'payments', 'whatsapp', 'places', 'apps', 'legal']),
    );
    expect(settings.payments).toMatchObject({ cardKey: 'key-1', cardSaltSet: true, cardEnabled: true });
    expect(JSON.stringify(settings)).not.toContain('salt-never-shown');
    expect(settings.legal.privacyPolicy).toContain('Kaveri Cabs');
    expect(settings.site).toMatchObject({ slug: 'kaveri-cabs-tours', address: host, domainStatus: 'none' });
    const config = (await t.app.inject({ url: '/api/v1/config', headers: { host } })).json();
    expect(config).toMatchObject({ businessName: 'Kaveri Cabs', colors: { primary: '#123456' } });
    expect(config.payments).toEqual({ upi: true, card: true });
  });

  it('saves nothing of a change with one bad field and names it', async () => {
    const bad = await call('PATCH', '/api/v1/partner/settings', owner, {
      brand: { businessName: 'Half Saved' },
      payments: { upiVpa: 'not a upi id' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('payments.upiVpa');
    const colour = await call('PATCH', '/api/v1/partner/settings', owner, { brand: { primaryColor: 'red' } });
    expect(colour.json().error.fields).toHaveProperty('brand.primaryColor');
    const language = await call('PATCH', '/api/v1/partner/settings', owner, {
      brand: { businessName: 'Half Saved', languages: ['en'], defaultLanguage: 'ta' },
    });
    expect(language.json().error.fields).toHaveProperty('brand.defaultLanguage');
    const config = (await t.app.inject({ url: '/api/v1/config', headers: { host } })).json();
    expect(config.businessName).toBe('Kaveri Cabs');
  });

  it('refuses a taken slug with a free suggestion, and moves the site when the slug changes', async () => {
    const taken = await call('PATCH', '/api/v1/partner/settings', owner, {
      site: { slug: 'kaveri-cabs-tours-2' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toContain('kaveri-cabs-tours-3');
    const moved = await call('PATCH', '/api/v1/partner/settings', owner, { site: { slug: 'kaveri' } });
    expect(moved.json().site.address).toBe('kaveri.localhost');
    const old = await t.app.inject({ url: '/api/v1/config?x=1', headers: { host } });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('http://kaveri.localhost/api/v1/config?x=1');
    host = 'kaveri.localhost';
    expect((await t.app.inject({ url: '/api/v1/config', headers: { host } })).json().businessName).toBe(
      'Kaveri Cabs',
    );
  });

  it('prices the next quote with a changed rate card, asking before an absurd per-km rate', async () => {
    const cards = (await call('GET', '/api/v1/partner/rate-cards', owner)).json().data as {
      vehicleType: string;
      rates: { local: { perKm: number; baseFare: number } };
    }[];
    const sedan = cards.find((card) => card.vehicleType === 'sedan')!;
    const quote = async () => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/v1/quotes',
        headers: { host },
        payload: {
          pickupLocation: { name: 'T Nagar', lat: 13.0418, lng: 80.2341 },
          dropoffLocation: { name: 'Adyar', lat: 13.0012, lng: 80.2565 },
          pickupTime: new Date(Date.now() + 26 * 3600_000).toISOString(),
        },
      });
      const details = reply.json().data.ride_details as {
        vehicle: { vehicle_type: string };
        fee: { ride_amount: number };
      }[];
      return details.find((detail) => detail.vehicle.vehicle_type === 'sedan')!.fee.ride_amount;
    };
    const before = await quote();
    const absurd = { ...sedan.rates, local: { ...sedan.rates.local, perKm: 150_000 } };
    const refused = await call('PUT', '/api/v1/partner/rate-cards/sedan', owner, { rates: absurd });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('confirmation_required');
    const higher = {
      ...sedan.rates,
      local: { ...sedan.rates.local, baseFare: sedan.rates.local.baseFare + 10_000 },
    };
    const saved = await call('PUT', '/api/v1/partner/rate-cards/sedan', owner, { rates: higher });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await quote()).toBeGreaterThan(before);
    // The edited card keeps its place, so the fares table's columns stay where they were.
    const after = (await call('GET', '/api/v1/partner/rate-cards', owner)).json().data as typeof cards;
    expect(after.map((card) => card.vehicleType)).toEqual(cards.map((card) => card.vehicleType));
    const negative = await call('PUT', '/api/v1/partner/rate-cards/sedan', owner, {
      rates: { ...sedan.rates, local: { ...sedan.rates.local, perKm: -5 } },
    });
    expect(negative.statusCode).toBe(400);
  });

  it('takes a logo through the media pipeline and refuses a file that is not an image', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const upload = (bytes: Buffer, type: string) => {
      const body = multipartFile('file', { name: 'logo.png', type, bytes });
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/partner/media',
        headers: { host, authorization: `Bearer ${owner}`, ...body.headers },
        payload: body.payload,
      });
    };
    const logo = await upload(png, 'image/png');
    expect(logo.statusCode, logo.body).toBe(201);
    expect((await upload(Buffer.from('not an image'), 'image/png')).statusCode).toBe(415);
    await call('PATCH', '/api/v1/partner/settings', owner, { brand: { logoUrl: logo.json().src } });
    const config = (await t.app.inject({ url: '/api/v1/config', headers: { host } })).json();
    expect(config.logoUrl).toBe(logo.json().src);
  });

  it('switches to an own domain only once its DNS proves it is theirs, never on an A record alone', async () => {
    await call('PATCH', '/api/v1/partner/settings', owner, {
      site: { customDomain: 'https://www.KaveriCabs.in/' },
    });
    const check = () => call('POST', '/api/v1/partner/settings/domain-check', owner);
    const served = async () =>
      (await t.app.inject({ url: '/api/v1/config', headers: { host: 'www.kavericabs.in' } })).json();
    const pending = await check();
    expect(pending.json()).toMatchObject({ status: 'pending', found: [], pointsHere: false });
    expect(pending.json().message).toContain('kaveri.localhost');
    dns.zone.set('www.kavericabs.in', { a: ['198.51.100.9'] });
    expect((await check()).json()).toMatchObject({ status: 'pending', found: ['A 198.51.100.9'] });
    dns.zone.set('www.kavericabs.in', { a: ['203.0.113.7'] });
    expect((await check()).json()).toMatchObject({ status: 'pending', pointsHere: true });
    expect((await served()).isPartnerSite).toBe(false);
    dns.zone.set('www.kavericabs.in', { cname: 'kaveri.localhost' });
    expect((await check()).json()).toMatchObject({ status: 'verified', pointsHere: true });
    expect(await served()).toMatchObject({ businessName: 'Kaveri Cabs', domain: 'www.kavericabs.in' });
    const settings = (await call('GET', '/api/v1/partner/settings', owner)).json();
    expect(settings.site).toMatchObject({ domainStatus: 'verified', address: 'www.kavericabs.in' });
  });

  it('sends a WhatsApp test message through the bot’s own client', async () => {
    await call('PATCH', '/api/v1/partner/settings', owner, {
      whatsapp: { phoneNumberId: '555000111', verifyToken: 'v', appSecret: 's', accessToken: 'wa-token-1' },
    });
    const settings = (await call('GET', '/api/v1/partner/settings', owner)).json();
    expect(settings.whatsapp).toMatchObject({ phoneNumberId: '555000111', accessTokenSet: true });
    expect(JSON.stringify(settings)).not.toContain('wa-token-1');
    const sent = await call('POST', '/api/v1/partner/settings/whatsapp-test', owner, { to: '+919876543210' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(graph.sent.at(-1)).toMatchObject({ phoneNumberId: '555000111', to: '919876543210' });
  });

  it('invites staff who log in with their own role; a dispatcher cannot touch settings', async () => {
    const invited = await call('POST', '/api/v1/partner/staff', owner, {
      name: 'Night Dispatcher',
      email: 'night@kaveri.test',
      role: 'dispatcher',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const dispatcher = await staffToken('night@kaveri.test');
    expect(dispatcher.user.partnerRole).toBe('dispatcher');
    const forbidden = await call('PATCH', '/api/v1/partner/settings', dispatcher.token, {
      brand: { businessName: 'X' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toMatch(/^Your role \(dispatcher\) cannot do this/);
    expect((await call('GET', '/api/v1/partner/rides', dispatcher.token)).statusCode).toBe(200);

    const elsewhere = await call('POST', '/api/v1/partner/staff', owner, {
      name: 'Other',
      email: 'second@kaveri.test',
      role: 'accountant',
    });
    expect(elsewhere.statusCode).toBe(409);
    const staff = (await call('GET', '/api/v1/partner/staff', owner)).json().data as {
      id: string;
      role: string;
      email: string;
    }[];
    const me = staff.find((member) => member.email === 'owner@kaveri.test')!;
    const demote = await call('PATCH', `/api/v1/partner/staff/${me.id}`, owner, { role: 'accountant' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toMatch(/needs an owner/);
    const night = staff.find((member) => member.email === 'night@kaveri.test')!;
    expect((await call('DELETE', `/api/v1/partner/staff/${night.id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/partner/rides', dispatcher.token)).statusCode).toBe(401);
  });
});
