// The platform owner's console through the real API: the e-mailed code on the platform's own host only, no
// partner's token or host opening it, the partners' list with this month's real rides, a partner's page without
// secrets, and suspending and resuming with the audit log and every host of the partner seeing it at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envSchema, DEMO_PLATFORM_ADMIN } from '../../src/server/env';
import { DEMO } from '../../src/server/db/seed';
import { rides, tenants, users } from '../../src/server/db/schema';
import { readTenantSite } from '../../src/server/lib/tenants';
import type {
  PartnerDetail,
  PartnersResponse,
  PartnerSummary,
} from '../../src/domain/platform/admin-console';
import { LIVE_PLATFORM_ENV } from '../helpers/production-env';
import { acceptWithNewDriver, bookSedan, completeRide } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const PLATFORM_HOST = 'www.localhost';
const OWNER = 'root@platform.test';
const SECOND_OWNER = 'second@platform.test';
const STRANGER = 'stranger@platform.test';
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe('PLATFORM_ADMINS', () => {
  it('is the demo owner outside production when unset, and may be empty in production', () => {
    expect(envSchema.parse({ NODE_ENV: 'development' }).PLATFORM_ADMINS).toEqual([DEMO_PLATFORM_ADMIN]);
    expect(
      envSchema.parse({ NODE_ENV: 'development', PLATFORM_ADMINS: ' A@B.test, c@d.test' }).PLATFORM_ADMINS,
    ).toEqual(['a@b.test', 'c@d.test']);
    expect(envSchema.parse({ ...LIVE_PLATFORM_ENV, SMS_LOG_IN_PRODUCTION: '1' }).PLATFORM_ADMINS).toEqual([]);
  });
});

describe.each(testDatabases())('platform owner console on $name', (target) => {
  let t: TestApp;
  let token: string;
  let demoId: string;
  let ip = 0;
  /** Each code request from its own client address, so the per-client limit is not what a test meets. */
  const nextIp = () => `10.0.0.${++ip}`;

  const admin = (
    method: 'GET' | 'POST',
    url: string,
    opts: { host?: string; bearer?: string; payload?: object } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        host: opts.host ?? PLATFORM_HOST,
        ...(opts.bearer !== undefined && { authorization: `Bearer ${opts.bearer}` }),
      },
      ...(opts.payload && { payload: opts.payload }),
      remoteAddress: nextIp(),
    });

  async function signIn(email: string) {
    const sent = await admin('POST', '/api/v1/admin/auth/code', { payload: { email } });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await t.smtp.codeFor(email);
    const verified = await admin('POST', '/api/v1/admin/auth/verify', { payload: { email, code } });
    expect(verified.statusCode, verified.body).toBe(200);
    return verified.json() as { token: string; email: string };
  }

  beforeAll(async () => {
    t = await startTestApp(target, { env: { PLATFORM_ADMINS: `${OWNER},${SECOND_OWNER}` } });
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.domain, DEMO.host));
    demoId = demo!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs an owner in with a six-digit e-mailed code, and out again', async () => {
    const session = await signIn(OWNER);
    expect(session.email).toBe(OWNER);
    expect(t.smtp.mails.at(-1)!.raw).toMatch(/login code is \d{6}\b/);
    const me = await admin('GET', '/api/v1/admin/me', { bearer: session.token });
    expect(me.json()).toEqual({ email: OWNER });
    expect((await admin('POST', '/api/v1/admin/auth/logout', { bearer: session.token })).statusCode).toBe(
      200,
    );
    expect((await admin('GET', '/api/v1/admin/me', { bearer: session.token })).statusCode).toBe(401);
    token = (await signIn(OWNER)).token;
  });

  it('answers an address not in PLATFORM_ADMINS the same, sends it nothing, and never verifies it', async () => {
    const asked = await admin('POST', '/api/v1/admin/auth/code', { payload: { email: STRANGER } });
    expect(asked.statusCode).toBe(200);
    expect(Object.keys(asked.json() as object).sort()).toEqual(['expiresInSeconds', 'sent']);
    // An owner's code asked for after it arrives; had the stranger's gone out, it would have arrived first.
    await signIn(SECOND_OWNER);
    expect(t.smtp.mails.filter((mail) => mail.to.includes(STRANGER))).toEqual([]);
    const verified = await admin('POST', '/api/v1/admin/auth/verify', {
      payload: { email: STRANGER, code: '123456' },
    });
    expect(verified.statusCode).toBe(400);
  });

  it('locks a code after five wrong tries, the right one included', async () => {
    const sent = await admin('POST', '/api/v1/admin/auth/code', { payload: { email: SECOND_OWNER } });
    expect(sent.statusCode).toBe(200);
    const code = await t.smtp.codeFor(SECOND_OWNER);
    const wrong = code === '000000' ? '000001' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await admin('POST', '/api/v1/admin/auth/verify', { payload: { email: SECOND_OWNER, code: wrong } }))
          .statusCode,
      );
    expect(answers).toEqual([400, 400, 400, 400, 423]);
    const right = await admin('POST', '/api/v1/admin/auth/verify', {
      payload: { email: SECOND_OWNER, code },
    });
    expect(right.statusCode).toBe(423);
  });

  it("answers 404 to every admin route on a partner's host, with the owner's own token", async () => {
    const routes = t.app.routeCatalogue.filter((route) => route.url.startsWith('/api/v1/admin/'));
    expect(routes.length).toBeGreaterThanOrEqual(7);
    for (const route of routes) {
      const url = route.url.replace(':tenantId', demoId);
      const answer = await admin(route.method as 'GET' | 'POST', url, {
        host: DEMO.host,
        bearer: token,
        payload:
          route.method === 'POST' ? { email: OWNER, code: '123456', reason: 'A good reason' } : undefined,
      });
      expect(answer.statusCode, `${route.method} ${url}`).toBe(404);
    }
  });

  it("refuses a partner owner's session on the platform host and sessions with no token", async () => {
    const partner = await partnerToken(t);
    for (const bearer of [partner, undefined]) {
      expect((await admin('GET', '/api/v1/admin/me', { bearer })).statusCode).toBe(401);
      expect((await admin('GET', '/api/v1/admin/partners', { bearer })).statusCode).toBe(401);
      const suspended = await admin('POST', `/api/v1/admin/partners/${demoId}/suspend`, {
        bearer,
        payload: { reason: 'Trying to suspend' },
      });
      expect(suspended.statusCode).toBe(401);
    }
  });

  describe('partners', () => {
    let fresh: { id: string };
    beforeAll(async () => {
      [fresh] = (await t.database.db
        .insert(tenants)
        .values({
          businessName: 'Kovai Cabs',
          email: 'ops@kovai.test',
          domain: 'kovai-cabs.localhost',
          slug: 'kovai-cabs',
        })
        .returning({ id: tenants.id })) as [{ id: string }];
      await t.database.db.insert(users).values({
        tenantId: fresh.id,
        role: 'partner',
        partnerRole: 'owner',
        email: 'founder@kovai.test',
        name: 'Arun',
      });
    });

    const list = async (query = '') => {
      const answer = await admin('GET', `/api/v1/admin/partners${query}`, { bearer: token });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as PartnersResponse;
    };
    const demoRow = async () => (await list()).partners.find((row) => row.id === demoId) as PartnerSummary;

    it("lists each partner's status, address, owner and dates, with counts per status", async () => {
      const all = await list();
      expect(all.counts).toEqual({ all: 2, live: 1, setting_up: 1, suspended: 0 });
      expect(all.total).toBe(2);
      const demo = all.partners.find((row) => row.id === demoId)!;
      expect(demo).toMatchObject({
        businessName: DEMO.businessName,
        status: 'live',
        address: 'demo-travels.localhost',
        ownerEmail: DEMO.partnerEmail,
        currency: 'INR',
        timezone: 'Asia/Kolkata',
      });
      expect(demo.lastActivityAt).not.toBeNull();
      expect(all.partners.find((row) => row.id === fresh.id)).toMatchObject({
        status: 'setting_up',
        address: 'kovai-cabs.localhost',
        ownerEmail: 'founder@kovai.test',
        ridesThisMonth: 0,
        revenueThisMonth: 0,
        lastActivityAt: null,
      });
    });

    it('counts a ride completed now in this month, with its fare and commission', async () => {
      const before = await demoRow();
      const partner = await partnerToken(t);
      const rideId = await bookSedan(t, await riderToken(t, '+919876500077'), 'admin-list-ride-0001');
      await acceptWithNewDriver(t, partner, rideId, {
        firstName: 'Ravi',
        lastName: 'K',
        phone: '+919876500078',
        vehicleNumber: 'TN 01 AB 7777',
      });
      await completeRide(t, partner, rideId);
      const [ride] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
      const after = await demoRow();
      expect(after.ridesThisMonth).toBe(before.ridesThisMonth + 1);
      expect(after.revenueThisMonth).toBe(
        before.revenueThisMonth + (ride!.collectedFee ?? ride!.totalAmount),
      );
      expect(ride!.commissionAmount).toBeGreaterThan(0);
      expect(after.commissionThisMonth).toBe(before.commissionThisMonth + ride!.commissionAmount!);
      expect(new Date(after.lastActivityAt!).getTime()).toBeGreaterThanOrEqual(ride!.updatedAt.getTime());
    });

    it('searches by name, address or owner e-mail, and filters by status', async () => {
      const ids = (answer: PartnersResponse) => answer.partners.map((row) => row.id);
      expect(ids(await list('?q=kovai'))).toEqual([fresh.id]);
      expect(ids(await list('?q=demo-travels.local'))).toEqual([demoId]);
      expect(ids(await list('?q=FOUNDER@kovai'))).toEqual([fresh.id]);
      expect(ids(await list('?q=100%25'))).toEqual([]);
      const live = await list('?status=live');
      expect(ids(live)).toEqual([demoId]);
      expect(live.total).toBe(1);
      const searched = await list('?q=kovai&status=live');
      expect(searched.partners).toEqual([]);
      expect(searched.counts).toEqual({ all: 1, live: 0, setting_up: 1, suspended: 0 });
      expect((await admin('GET', '/api/v1/admin/partners?status=gone', { bearer: token })).statusCode).toBe(
        400,
      );
    });

    it("shows a partner's settings, staff, rides and wallet, never a secret", async () => {
      await t.database.db
        .update(tenants)
        .set({
          paymentGatewayUrl: 'https://pay.example/_payment',
          paymentKey: 'key-visible-nowhere',
          paymentSalt: 'salt-kept-secret',
        })
        .where(eq(tenants.id, demoId));
      const answer = await admin('GET', `/api/v1/admin/partners/${demoId}`, { bearer: token });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).not.toContain('salt-kept-secret');
      expect(answer.body).not.toContain('key-visible-nowhere');
      const page = answer.json() as PartnerDetail;
      expect(page.partner.id).toBe(demoId);
      expect(page.settings).toMatchObject({
        businessName: DEMO.businessName,
        payments: { card: true, upi: true },
      });
      expect(page.staff).toContainEqual(expect.objectContaining({ email: DEMO.partnerEmail, role: 'owner' }));
      expect(page.rides.length).toBeGreaterThan(0);
      expect(page.rides.length).toBeLessThanOrEqual(50);
      expect(page.rides.some((ride) => ride.status === 'completed' && ride.commissionAmount! > 0)).toBe(true);
      expect(typeof page.wallet.balance).toBe('number');
      expect(page.suspension).toBeNull();
      const unknown = await admin('GET', `/api/v1/admin/partners/${NO_SUCH_ID}`, { bearer: token });
      expect(unknown.statusCode).toBe(404);
    });

    it('suspends and resumes with a reason, recorded in the audit log, seen at once on the partner host', async () => {
      const suspend = (reason: string) =>
        admin('POST', `/api/v1/admin/partners/${demoId}/suspend`, { bearer: token, payload: { reason } });
      expect((await suspend('no')).statusCode).toBe(400);
      // The partner's host has its tenant cached from the requests above.
      expect((await t.app.inject({ url: '/api/v1/config', headers: { host: DEMO.host } })).statusCode).toBe(
        200,
      );
      const suspended = await suspend('Unpaid monthly fee');
      expect(suspended.statusCode, suspended.body).toBe(200);
      expect(suspended.json()).toMatchObject({
        status: 'suspended',
        suspension: { reason: 'Unpaid monthly fee' },
      });
      const { caches, env } = t.app.services;
      const site = await caches.tenants.get(DEMO.host, () =>
        readTenantSite(t.database.db, DEMO.host, { platformDomain: env.PLATFORM_DOMAIN, consumerHosts: [] }),
      );
      expect(site.tenant?.suspensionReason).toBe('Unpaid monthly fee');
      const again = await suspend('Unpaid monthly fee');
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toMatch(/already suspended/);
      expect((await list('?status=suspended')).partners.map((row) => row.id)).toEqual([demoId]);

      const resumed = await admin('POST', `/api/v1/admin/partners/${demoId}/resume`, {
        bearer: token,
        payload: { reason: 'Fee paid in full' },
      });
      expect(resumed.json()).toEqual({ status: 'live', suspension: null });
      const resumedAgain = await admin('POST', `/api/v1/admin/partners/${demoId}/resume`, {
        bearer: token,
        payload: { reason: 'Fee paid in full' },
      });
      expect(resumedAgain.statusCode).toBe(409);
      const page = (
        await admin('GET', `/api/v1/admin/partners/${demoId}`, { bearer: token })
      ).json() as PartnerDetail;
      expect(page.suspension).toBeNull();
      expect(page.audit.map(({ action, reason, actorEmail }) => ({ action, reason, actorEmail }))).toEqual([
        { action: 'resume', reason: 'Fee paid in full', actorEmail: OWNER },
        { action: 'suspend', reason: 'Unpaid monthly fee', actorEmail: OWNER },
      ]);
      const [row] = await t.database.db.select().from(tenants).where(eq(tenants.id, demoId));
      expect(row).toMatchObject({ suspendedAt: null, suspensionReason: null });
      const unknown = await admin('POST', `/api/v1/admin/partners/${NO_SUCH_ID}/suspend`, {
        bearer: token,
        payload: { reason: 'Nobody there' },
      });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
