// Who may make a host serve their site. A sign-up claims nothing (not even when its code is refused); a partner's
// own domain is claimed only by a per-partner proof in DNS (TXT `_travelx.{domain}` with their token, or a CNAME to
// their own instant address), never by an A record that every partner shares; IP literals, localhost and the
// platform's names are refused; a replaced or removed domain is released; the daily re-check warns on a missing
// proof and releases after 7 days of it; reserved slugs are nobody's; an old instant address redirects for 30 days
// and is then free. DNS is the local stand-in; the clock of the re-check and the redirect is injected.
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP } from '../../src/domain/constants';
import { partnerSettingsSchema } from '../../src/domain/partners/partner-settings';
import { otpCodes, retiredSlugs, tenantHosts, tenants } from '../../src/server/db/schema';
import { DEMO_HOSTS } from '../../src/server/db/seed-data';
import { recheckDomainClaims } from '../../src/server/modules/partners/domain-claims';
import { sweepExpired } from '../../src/server/lib/housekeeping';
import { freeSlug } from '../../src/server/modules/auth/site-slugs';
import { movedInstantAddress } from '../../src/server/lib/tenants';
import { startDnsStandIn, type DnsStandIn } from '../helpers/dns-stand-in';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const PLATFORM = 'travelx.test';
const SITE_IP = '203.0.113.7';
const DAY = 24 * 3600_000;
let keySequence = 0;
const key = () => `domain-key-${Date.now()}-${(keySequence += 1)}`;

interface Partner {
  host: string;
  token: string;
}

describe.each(testDatabases())('domain claims on $name', (target) => {
  let t: TestApp;
  let dns: DnsStandIn;
  let a: Partner;
  let b: Partner;
  let requests = 0;

  const inject = (options: InjectOptions) => {
    requests += 1;
    return t.app.inject(options);
  };
  const signUp = (businessName: string, email: string, domain = '', remoteAddress?: string) =>
    inject({
      method: 'POST',
      url: '/api/v1/auth/partner/signup',
      headers: { host: PLATFORM },
      payload: { businessName, email, domain },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  async function partner(businessName: string, email: string, domain = ''): Promise<Partner> {
    const sent = await signUp(businessName, email, domain);
    expect(sent.statusCode, sent.body).toBe(200);
    const host = sent.json().domain as string;
    const verified = await inject({
      method: 'POST',
      url: '/api/v1/auth/partner/signup/verify',
      headers: { host: PLATFORM },
      payload: { email, domain: host, code: await t.smtp.codeFor(email) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return { host, token: verified.json().token };
  }
  const settings = async (who: Partner) => {
    const reply = await inject({
      url: '/api/v1/partner/settings',
      headers: { host: who.host, authorization: `Bearer ${who.token}` },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return partnerSettingsSchema.parse(reply.json()).site;
  };
  const setSite = (who: Partner, site: object) =>
    inject({
      method: 'PATCH',
      url: '/api/v1/partner/settings',
      headers: { host: who.host, authorization: `Bearer ${who.token}`, 'idempotency-key': key() },
      payload: { site },
    });
  const check = (who: Partner) =>
    inject({
      method: 'POST',
      url: '/api/v1/partner/settings/domain-check',
      headers: { host: who.host, authorization: `Bearer ${who.token}`, 'idempotency-key': key() },
      payload: {},
    });
  /** The business whose brand `host` serves, or null for the platform's own. */
  const servedBy = async (host: string): Promise<string | null> => {
    const config = (await inject({ url: '/api/v1/config', headers: { host } })).json();
    return config.isPartnerSite ? config.businessName : null;
  };
  const proofFor = async (who: Partner) => (await settings(who)).proofRecord!.value;
  const hostRow = async (host: string) =>
    (await t.database.db.select().from(tenantHosts).where(eq(tenantHosts.host, host)))[0] ?? null;

  beforeAll(async () => {
    dns = await startDnsStandIn();
    t = await startTestApp(target, {
      env: { DNS_SERVERS: dns.server, SITE_IPS: SITE_IP, PLATFORM_DOMAIN: PLATFORM },
    });
    a = await partner('Cabs A', 'owner@cabs-a.test');
    b = await partner('Cabs B', 'owner@cabs-b.test');
  });
  afterAll(async () => {
    await t?.close();
    await dns?.close();
    console.info(`domain claims on ${target.name}: ${requests} requests`);
  });

  it('claims nothing at sign-up; the real owner proves the domain later and the squatter is refused', async () => {
    const squatter = await partner('Squat Cabs', 'squatter@evil.test', 'cabs-real.example');
    expect(await hostRow('cabs-real.example')).toBeNull();
    expect(await servedBy('cabs-real.example')).toBeNull();
    const unknown = await inject({
      method: 'POST',
      url: '/api/v1/auth/partner/code',
      headers: { host: 'cabs-real.example' },
      payload: { email: 'squatter@evil.test' },
    });
    expect(unknown.json().error.code).toBe('unknown_tenant');
    // The real owner's sign-up names the same domain: no 409, and no claim either.
    const owner = await partner('Real Cabs', 'owner@cabs-real.example', 'cabs-real.example');
    expect(owner.host).toBe(`real-cabs.${PLATFORM}`);
    expect(await settings(owner)).toMatchObject({
      customDomain: 'cabs-real.example',
      domainStatus: 'pending',
    });
    dns.zone.set('cabs-real.example', { a: [SITE_IP] });
    dns.zone.set('_travelx.cabs-real.example', { txt: ['v=spf1 -all', await proofFor(owner)] });
    // The squatter checks first: the A record points here, but the proof is the owner's.
    expect((await check(squatter)).json()).toMatchObject({ status: 'pending', pointsHere: true });
    expect(await servedBy('cabs-real.example')).toBeNull();
    expect((await check(owner)).json()).toMatchObject({ status: 'verified', pointsHere: true });
    expect(await servedBy('cabs-real.example')).toBe('Real Cabs');
    expect((await check(squatter)).json()).toMatchObject({ status: 'pending' });
    expect(await servedBy('cabs-real.example')).toBe('Real Cabs');
    expect(await settings(owner)).toMatchObject({ domainStatus: 'verified', address: 'cabs-real.example' });
  });

  it('claims nothing for a sign-up whose code send is refused', async () => {
    const ip = '198.51.100.77';
    const [demo] = await t.database.db.select().from(tenants).limit(1);
    await t.database.db.insert(otpCodes).values(
      Array.from({ length: OTP.perIpLimit }, () => ({
        tenantId: demo!.id,
        role: 'partner',
        address: 'someone@else.test',
        clientIp: ip,
        codeHash: 'x',
        expiresAt: new Date(Date.now() + 60_000),
      })),
    );
    const refused = await signUp('Refused Cabs', 'owner@refused.test', 'refused-cabs.example', ip);
    expect(refused.statusCode).toBe(429);
    expect(await hostRow('refused-cabs.example')).toBeNull();
    expect(await servedBy('refused-cabs.example')).toBeNull();
    expect(await t.database.db.select().from(tenants).where(eq(tenants.email, 'owner@refused.test'))).toEqual(
      [],
    );
    expect(await servedBy(`refused-cabs.${PLATFORM}`)).toBeNull();
  });

  it('gives a domain two partners race for only to the one whose proof DNS shows; an A record gives it to nobody', async () => {
    expect((await setSite(a, { customDomain: 'shared.example' })).statusCode).toBe(200);
    expect((await setSite(b, { customDomain: 'shared.example' })).statusCode).toBe(200);
    dns.zone.set('shared.example', { a: [SITE_IP] });
    const aRecordOnly = await Promise.all([check(a), check(b), check(a), check(b)]);
    for (const reply of aRecordOnly)
      expect(reply.json()).toMatchObject({ status: 'pending', pointsHere: true, found: [`A ${SITE_IP}`] });
    expect(await hostRow('shared.example')).toBeNull();
    expect(await servedBy('shared.example')).toBeNull();

    dns.zone.set('_travelx.shared.example', { txt: [await proofFor(b)] });
    const [forA, forB] = await Promise.all([check(a), check(b)]);
    expect(forA.json().status).toBe('pending');
    expect(forB.json().status).toBe('verified');
    expect(await servedBy('shared.example')).toBe('Cabs B');

    // A CNAME to A's own address proves it for A, but B's proof still stands: B keeps it.
    dns.zone.set('shared.example', { cname: a.host });
    expect((await check(a)).statusCode).toBe(409);
    expect(await servedBy('shared.example')).toBe('Cabs B');
    // The domain's owner takes B's record away: A's CNAME now proves it, and it moves.
    dns.zone.delete('_travelx.shared.example');
    expect((await check(a)).json()).toMatchObject({ status: 'verified', pointsHere: true });
    expect(await servedBy('shared.example')).toBe('Cabs A');
    expect((await settings(b)).domainStatus).toBe('pending');

    // Both tokens published and both checking at once: exactly one holds it.
    await setSite(a, { customDomain: 'both.example' });
    await setSite(b, { customDomain: 'both.example' });
    dns.zone.set('_travelx.both.example', { txt: [await proofFor(a), await proofFor(b)] });
    const race = await Promise.all([check(a), check(b)]);
    expect(race.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const winner = race[0]!.statusCode === 200 ? 'Cabs A' : 'Cabs B';
    expect(await servedBy('both.example')).toBe(winner);
    // shared.example was A's and A replaced it: released at once.
    expect(await hostRow('shared.example')).toBeNull();
    expect(await servedBy('shared.example')).toBeNull();
    await setSite(a, { customDomain: '' });
    await setSite(b, { customDomain: '' });
    expect(await servedBy('both.example')).toBeNull();
  });

  it('refuses IP literals, localhost and the platform’s names as an own domain, with a field error', async () => {
    const refused = [
      '127.0.0.2',
      '0.0.0.0',
      SITE_IP,
      '10.0.0.1',
      '[::1]',
      '::ffff:127.0.0.1',
      'http://[2001:db8::1]:8080/',
      'localhost',
      'localhost.',
      'LocalHost',
      'printer.local',
      PLATFORM,
      `www.${PLATFORM}`,
      `${PLATFORM}.`,
      b.host,
    ];
    for (const domain of refused) {
      const reply = await setSite(a, { customDomain: domain });
      expect(reply.statusCode, domain).toBe(400);
      expect(reply.json().error.fields, domain).toHaveProperty(['site.customDomain']);
    }
    expect((await setSite(a, { customDomain: 'LOCALHOST' })).json().error.fields['site.customDomain']).toBe(
      'Use a public domain, not a local name',
    );
    expect((await setSite(a, { customDomain: '127.0.0.2' })).json().error.fields['site.customDomain']).toBe(
      'Use a domain name, not an IP address',
    );
    expect(
      (await setSite(a, { customDomain: `www.${PLATFORM}` })).json().error.fields['site.customDomain'],
    ).toBe('Your address on us is set by the slug above');
    // The partner's own instant address is theirs already: it means "no domain of my own".
    const own = await setSite(a, { customDomain: a.host });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().site).toMatchObject({ customDomain: '', domainStatus: 'none' });
    const signup = await signUp('Sub Cabs', 'owner@sub.test', `www.${PLATFORM}`);
    expect(signup.statusCode).toBe(400);
    expect(signup.json().error.fields.domain).toBe(`Leave this empty for an address ending in .${PLATFORM}`);
    expect(await t.database.db.select().from(tenantHosts).where(eq(tenantHosts.host, '127.0.0.2'))).toEqual(
      [],
    );
  });

  it('releases a replaced or removed domain, so another partner may prove and claim it', async () => {
    await setSite(a, { customDomain: 'first.example' });
    await setSite(b, { customDomain: 'first.example' });
    dns.zone.set('_travelx.first.example', { txt: [await proofFor(a), await proofFor(b)] });
    expect((await check(a)).json().status).toBe('verified');
    expect(await servedBy('first.example')).toBe('Cabs A');
    expect((await check(b)).statusCode).toBe(409);

    const replaced = await setSite(a, { customDomain: 'second.example' });
    expect(replaced.json().site).toMatchObject({ customDomain: 'second.example', domainStatus: 'pending' });
    expect(await hostRow('first.example')).toBeNull();
    expect(await servedBy('first.example')).toBeNull();
    expect((await check(b)).json().status).toBe('verified');
    expect(await servedBy('first.example')).toBe('Cabs B');

    const removed = await setSite(b, { customDomain: '' });
    expect(removed.json().site).toMatchObject({ customDomain: '', domainStatus: 'none', address: b.host });
    expect(await hostRow('first.example')).toBeNull();
    expect(await servedBy('first.example')).toBeNull();
    await setSite(a, { customDomain: '' });
  });

  it('re-checks claims daily: a missing proof warns the owner, then releases after 7 days of it', async () => {
    await setSite(a, { customDomain: 'daily.example' });
    dns.zone.set('_travelx.daily.example', { txt: [await proofFor(a)] });
    expect((await check(a)).json().status).toBe('verified');
    const start = Date.now();
    const at = (days: number) => new Date(start + days * DAY + 60_000);
    const deps = {
      db: t.database.db,
      env: t.app.services.env,
      mailer: t.app.services.mailer,
      warn: (error: unknown) => {
        throw error;
      },
    };
    const mailsAbout = () =>
      t.smtp.mails.filter(
        (mail) => mail.to.includes('owner@cabs-a.test') && mail.raw.includes('daily.example'),
      );
    const recheck = async (days: number) => {
      const result = await recheckDomainClaims(deps, at(days));
      // A claim checked today is not checked again the same day.
      expect((await recheckDomainClaims(deps, at(days))).checked).toBe(0);
      return result;
    };

    expect(await recheck(1)).toMatchObject({ released: 0 });
    expect((await hostRow('daily.example'))!.lapsedSince).toBeNull();
    dns.zone.delete('_travelx.daily.example');
    await recheck(2);
    const lapsed = await settings(a);
    expect(lapsed).toMatchObject({ domainStatus: 'lapsed' });
    expect(new Date(lapsed.domainLapsedSince!).getTime()).toBe(at(2).getTime());
    expect(new Date(lapsed.domainReleaseAt!).getTime()).toBe(at(9).getTime());
    expect(mailsAbout()).toHaveLength(1);
    expect(mailsAbout()[0]!.raw).toContain('_travelx.daily.example');
    // The proof comes back for a day: the lapse ends, and the next one starts anew.
    dns.zone.set('_travelx.daily.example', { txt: [await proofFor(a)] });
    await recheck(3);
    expect((await settings(a)).domainStatus).toBe('verified');
    dns.zone.delete('_travelx.daily.example');
    for (let day = 4; day <= 10; day += 1) await recheck(day);
    expect(await servedBy('daily.example')).toBe('Cabs A');
    expect((await hostRow('daily.example'))!.lapsedSince!.getTime()).toBe(at(4).getTime());
    expect(await recheck(11)).toMatchObject({ released: 1 });
    expect(await hostRow('daily.example')).toBeNull();
    expect(await servedBy('daily.example')).toBeNull();
    expect(await settings(a)).toMatchObject({ customDomain: 'daily.example', domainStatus: 'pending' });
    // One warning per lapse and one release notice.
    expect(mailsAbout().map((mail) => /Subject: ([^\r\n]*)/.exec(mail.raw)?.[1])).toEqual([
      expect.stringContaining('Action needed'),
      expect.stringContaining('Action needed'),
      expect.stringContaining('has been released'),
    ]);
    // The operator's seeded hosts need no proof and are never re-checked.
    for (const host of DEMO_HOSTS) expect(await hostRow(host)).toMatchObject({ provenBy: null });
    await setSite(a, { customDomain: '' });
  });

  it('keeps reserved slugs from every partner, at sign-up and in Settings', async () => {
    const admin = await signUp('Admin', 'owner@admin-cabs.test');
    expect(admin.json().domain).toBe(`admin-2.${PLATFORM}`);
    const www = await signUp('WWW', 'owner@www-cabs.test');
    expect(www.json().domain).toBe(`www-2.${PLATFORM}`);
    for (const slug of ['www', 'api', 'admin', 'mail', 'status', 'cdn', 'ns1', 'smtp', 'xn--abc']) {
      const reply = await setSite(a, { slug });
      expect(reply.statusCode, slug).toBe(400);
      expect(reply.json().error.fields['site.slug']).toBe('This address is reserved. Choose another');
    }
    expect(await servedBy(`www.${PLATFORM}`)).toBeNull();
  });

  it('redirects an old instant address to the new one for 30 days, held for its partner, then frees it', async () => {
    const moved = await setSite(a, { slug: 'cabs-a-new' });
    expect(moved.json().site.address).toBe(`cabs-a-new.${PLATFORM}`);
    const old = `cabs-a.${PLATFORM}`;
    a = { ...a, host: `cabs-a-new.${PLATFORM}` };
    const page = await inject({ url: '/travel/login?next=rides', headers: { host: `${old}:8080` } });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`http://cabs-a-new.${PLATFORM}:8080/travel/login?next=rides`);
    const post = await inject({ method: 'POST', url: '/api/v1/auth/partner/code', headers: { host: old } });
    expect(post.statusCode).toBe(308);
    expect(await servedBy(a.host)).toBe('Cabs A');
    // No one else may take the old slug while it redirects.
    const taken = await setSite(b, { slug: 'cabs-a' });
    expect(taken.statusCode).toBe(409);
    expect((await signUp('Cabs A', 'other@cabs-a.test')).json().domain).toBe(`cabs-a-2.${PLATFORM}`);

    const later = new Date(Date.now() + 31 * DAY);
    expect(await movedInstantAddress(t.database.db, old, PLATFORM, new Date(Date.now() + 29 * DAY))).toBe(
      a.host,
    );
    expect(await movedInstantAddress(t.database.db, old, PLATFORM, later)).toBeNull();
    expect(await freeSlug(t.database.db, 'cabs-a', later)).toBe('cabs-a');
    expect((await sweepExpired(t.database.db, later)).retiredSlugs).toBeGreaterThanOrEqual(1);
    expect(
      await t.database.db
        .select()
        .from(retiredSlugs)
        .where(and(eq(retiredSlugs.slug, 'cabs-a'))),
    ).toEqual([]);
    const released = await inject({ url: '/api/v1/config', headers: { host: old } });
    expect(released.statusCode).toBe(200);
    expect(released.json().isPartnerSite).toBe(false);
    const takenNow = await setSite(b, { slug: 'cabs-a' });
    expect(takenNow.statusCode, takenNow.body).toBe(200);
  });
});
