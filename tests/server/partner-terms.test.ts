// Partner terms through the real API on both databases: the platform owner changes the default and one
// partner's terms from a day on; a ride completed before a change keeps the rate it was completed at and one after
// gets the new; a past day is refused and a later one listed as upcoming; a partner without terms of its own falls
// under the default; the rider cashback is kept within the range at booking and chosen within it by the owner.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateInZone, startOfIsoDate } from '../../src/domain/date-filter';
import { platformAuditLog, rides, tenants, users } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { createPlatformSession } from '../../src/server/lib/platform-sessions';
import { pdfText } from '../helpers/pdf-text';
import { acceptWithNewDriver, bookSedan, completeRide } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const ADMIN = 'owner@platform.test';
const PLATFORM_HOST = 'www.localhost';
const ZONE = 'Asia/Kolkata';
const dayFromToday = (days: number) => isoDateInZone(ZONE, new Date(Date.now() + days * 86_400_000));
const terms = (overrides: object) => ({
  commissionBps: 1_000,
  commissionBase: 'total',
  cashbackMinBps: 0,
  cashbackMaxBps: 1_000,
  monthlyFee: 0,
  effectiveFrom: dayFromToday(0),
  note: '',
  ...overrides,
});

describe.each(testDatabases())('partner terms on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let owner: string;
  let rider: string;
  let tenantId: string;
  let drivers = 0;
  const as = (token: string, host = PLATFORM_HOST) => ({ host, authorization: `Bearer ${token}` });
  const post = (url: string, payload: object, token = admin, host = PLATFORM_HOST) =>
    t.app.inject({ method: 'POST', url, headers: as(token, host), payload });
  const billing = async (token = owner) =>
    (await t.app.inject({ url: '/api/v1/partner/billing', headers: as(token, DEMO.host) })).json();
  const rideRow = async (id: string) =>
    (await t.database.db.select().from(rides).where(eq(rides.id, id)))[0]!;
  const booked = (key: string) => bookSedan(t, rider, key);
  const complete = async (rideId: string) => {
    drivers += 1;
    await acceptWithNewDriver(t, owner, rideId, {
      firstName: 'Terms',
      lastName: `Driver ${drivers}`,
      phone: `+9198000600${String(drivers).padStart(2, '0')}`,
      vehicleNumber: `TN10 TR00${drivers}`,
    });
    await completeRide(t, owner, rideId);
    return rideRow(rideId);
  };

  beforeAll(async () => {
    t = await startTestApp(target, { env: { PLATFORM_ADMINS: ADMIN } });
    admin = await createPlatformSession(t.database.db, ADMIN);
    owner = await partnerToken(t);
    rider = await riderToken(t, '+919822200071');
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.domain, DEMO.host));
    tenantId = demo!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the admin routes to the platform owner on the platform’s own host', async () => {
    const url = `/api/v1/admin/partners/${tenantId}/terms`;
    expect((await t.app.inject({ url, headers: { host: PLATFORM_HOST } })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: as(owner) })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: as(admin, DEMO.host) })).statusCode).toBe(404);
    expect((await post('/api/v1/admin/terms/default', terms({}), owner)).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: as(admin) })).statusCode).toBe(200);
    const unknown = `/api/v1/admin/partners/00000000-0000-4000-8000-000000000000/terms`;
    expect((await t.app.inject({ url: unknown, headers: as(admin) })).statusCode).toBe(404);
  });

  it('applies a default change from now to a partner without terms of its own, never to past rides', async () => {
    const before = await t.app.inject({ url: '/api/v1/platform/terms', headers: { host: PLATFORM_HOST } });
    expect(before.json()).toMatchObject({ id: 'default', commissionBps: 1_000, commissionBase: 'total' });
    const earlier = await complete(await booked('terms-ride-0'));
    expect(earlier.commissionBps).toBe(1_000);

    const sentAt = Date.now();
    const changed = await post(
      '/api/v1/admin/terms/default',
      terms({ commissionBps: 800, commissionBase: 'fare_without_tolls', note: 'Launch offer' }),
    );
    expect(changed.statusCode, changed.body).toBe(201);
    // Today's change starts when it is made, not at midnight: rides completed earlier today keep their rate.
    expect(Date.parse(changed.json().effectiveFrom)).toBeGreaterThanOrEqual(sentAt - 1_000);
    expect(changed.json()).toMatchObject({ tenantId: null, createdBy: ADMIN, note: 'Launch offer' });

    const now = await t.app.inject({ url: '/api/v1/platform/terms', headers: { host: DEMO.host } });
    expect(now.json()).toMatchObject({ commissionBps: 800, commissionBase: 'fare_without_tolls' });
    expect((await billing()).current).toMatchObject({ tenantId: null, commissionBps: 800 });

    const after = await complete(await booked('terms-ride-1'));
    expect(after).toMatchObject({ commissionBps: 800, commissionBase: 'fare_without_tolls' });
    expect(after.commissionAmount).toBe(Math.floor(((after.totalAmount - after.tolls) * 800) / 10_000));
    expect((await rideRow(earlier.id)).commissionBps).toBe(1_000);
    // The rider's tax invoice is between the rider and the partner: the platform's commission is not on it.
    const invoice = await t.app.inject({
      url: `/api/v1/rides/${after.id}/invoice.pdf`,
      headers: as(rider, DEMO.host),
    });
    expect(invoice.statusCode).toBe(200);
    expect(await pdfText(invoice.rawPayload)).not.toMatch(/commission/i);

    const [audit] = await t.database.db
      .select()
      .from(platformAuditLog)
      .where(eq(platformAuditLog.action, 'terms_changed'));
    expect(audit).toMatchObject({ tenantId: null, actorEmail: ADMIN });
    expect(audit!.detail).toMatchObject({ old: { commissionBps: 1_000 }, new: { commissionBps: 800 } });
    const overview = await t.app.inject({ url: '/api/v1/admin/terms/default', headers: as(admin) });
    expect(overview.json().current.commissionBps).toBe(800);
  });

  it('refuses a past day under its field and lists a later one as upcoming from the partner’s midnight', async () => {
    const url = `/api/v1/admin/partners/${tenantId}/terms`;
    const past = await post(url, terms({ effectiveFrom: dayFromToday(-1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields.effectiveFrom).toMatch(/today or a later day/);
    const badRange = await post(url, terms({ cashbackMinBps: 500, cashbackMaxBps: 100 }));
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json().error.fields.cashbackMaxBps).toBeTruthy();

    const later = dayFromToday(3);
    const upcoming = await post(url, terms({ commissionBps: 1_500, effectiveFrom: later }));
    expect(upcoming.statusCode, upcoming.body).toBe(201);
    expect(upcoming.json().effectiveFrom).toBe(startOfIsoDate(later, ZONE).toISOString());
    const seen = await billing();
    expect(seen.current.commissionBps).toBe(800);
    expect(seen.upcoming.map((row: { commissionBps: number }) => row.commissionBps)).toEqual([1_500]);
  });

  it('changes a partner’s own terms mid-day: rides on either side keep the rate of their completion', async () => {
    const ridden = await booked('terms-ride-2');
    const changed = await post(
      `/api/v1/admin/partners/${tenantId}/terms`,
      terms({ commissionBps: 1_200, cashbackMinBps: 100, cashbackMaxBps: 300 }),
    );
    expect(changed.statusCode, changed.body).toBe(201);
    const after = await complete(ridden);
    expect(after).toMatchObject({ commissionBps: 1_200, commissionBase: 'total' });
    expect(after.commissionAmount).toBe(Math.floor((after.totalAmount * 1_200) / 10_000));
    // The ride booked before the change was promised the partner's 5 % then; one booked now is kept within 1–3 %.
    expect(after.cashbackAmount).toBe(Math.round((after.totalAmount * 500) / 1_000_000) * 100);
    const clamped = await rideRow(await booked('terms-ride-3'));
    expect(clamped.cashbackAmount).toBe(Math.round((clamped.totalAmount * 300) / 1_000_000) * 100);

    const seen = await billing();
    expect(seen.current).toMatchObject({ tenantId, commissionBps: 1_200 });
    expect(seen).toMatchObject({ cashbackBps: 500, effectiveCashbackBps: 300, currency: 'INR' });
    expect(seen.history.map((row: { commissionBps: number }) => row.commissionBps)).toEqual([800]);
    expect(seen.commissionThisMonth).toBeGreaterThan(0);
    const own = await t.database.db
      .select()
      .from(platformAuditLog)
      .where(and(eq(platformAuditLog.tenantId, tenantId), eq(platformAuditLog.action, 'terms_changed')));
    expect(own).toHaveLength(2);
  });

  it('lets the owner choose the cashback within the range, none included when the range allows it', async () => {
    const put = (cashbackBps: number, key: string, token = owner) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/partner/rider-rewards',
        headers: { ...as(token, DEMO.host), 'idempotency-key': key },
        payload: { cashbackBps },
      });
    const above = await put(500, 'rewards-1');
    expect(above.statusCode).toBe(400);
    expect(above.json().error.fields.cashbackBps).toBe('Choose from 1 % to 3 %');
    expect((await put(0, 'rewards-2')).statusCode).toBe(400);
    const saved = await put(200, 'rewards-3');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ cashbackBps: 200, effectiveCashbackBps: 200 });
    const [row] = await t.database.db.select().from(tenants).where(eq(tenants.id, tenantId));
    expect(row!.cashbackBps).toBe(200);

    await post(
      `/api/v1/admin/partners/${tenantId}/terms`,
      terms({ commissionBps: 1_200, cashbackMaxBps: 300 }),
    );
    expect((await put(0, 'rewards-4')).statusCode).toBe(200);

    for (const [role, email] of [
      ['accountant', 'terms-books@demo-travels.test'],
      ['dispatcher', 'terms-night@demo-travels.test'],
    ] as const)
      await t.database.db.insert(users).values({ tenantId, role: 'partner', partnerRole: role, email });
    const accountant = await partnerToken(t, 'terms-books@demo-travels.test');
    const dispatcher = await partnerToken(t, 'terms-night@demo-travels.test');
    expect(
      (await t.app.inject({ url: '/api/v1/partner/billing', headers: as(accountant, DEMO.host) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/v1/partner/billing', headers: as(dispatcher, DEMO.host) })).statusCode,
    ).toBe(403);
    expect((await put(100, 'rewards-5', accountant)).statusCode).toBe(403);
  });
});
