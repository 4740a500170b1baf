// The platform's revenue through the real API on both databases, reconciled with the partner's own statement: for
// a month with rides completed on either side of a change of commission, the revenue row's commission is the
// statement's commission to the paisa, with both rates named; the monthly fee is charged once however often and
// however concurrently its sweep runs, and shows on both sides; the month's CSV and PDF say the same.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateInZone, monthRange } from '../../src/domain/date-filter';
import { platformFeeCharges, tenants, walletTransactions } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { createPlatformSession } from '../../src/server/lib/platform-sessions';
import { chargeMonthlyFees } from '../../src/server/modules/platform/monthly-fees';
import { pdfText } from '../helpers/pdf-text';
import { acceptWithNewDriver, bookSedan, completeRide } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const ADMIN = 'books@platform.test';
const PLATFORM_HOST = 'www.localhost';
const ZONE = 'Asia/Kolkata';
const major = (minor: number) => (minor / 100).toFixed(2);
const csvRows = (text: string) =>
  text
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')));
const lastDay = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, '0')}`;
};
const nextMonthOf = (month: string) => isoDateInZone(ZONE, monthRange(month, ZONE).to).slice(0, 7);

describe.each(testDatabases())('platform revenue on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let owner: string;
  let tenantId: string;
  const month = isoDateInZone(ZONE).slice(0, 7);
  const as = (token: string, host = PLATFORM_HOST) => ({ host, authorization: `Bearer ${token}` });
  const revenue = (query: string, token = admin, host = PLATFORM_HOST) =>
    t.app.inject({ url: `/api/v1/admin/revenue${query}`, headers: as(token, host) });
  const demoRow = async (m: string) =>
    (await revenue(`?from=${m}&to=${m}`))
      .json()
      .rows.find((row: { tenantId: string }) => row.tenantId === tenantId);
  const partnerStatement = async (m: string) =>
    csvRows(
      (
        await t.app.inject({
          url: `/api/v1/partner/wallet/statement.csv?dateFilter=custom&from=${m}-01&to=${lastDay(m)}`,
          headers: as(owner, DEMO.host),
        })
      ).body,
    );
  const changeTerms = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/partners/${tenantId}/terms`,
      headers: as(admin),
      payload: {
        commissionBps: 1_250,
        commissionBase: 'total',
        cashbackMinBps: 0,
        cashbackMaxBps: 1_000,
        monthlyFee: 0,
        effectiveFrom: isoDateInZone(ZONE),
        ...payload,
      },
    });

  beforeAll(async () => {
    t = await startTestApp(target, { env: { PLATFORM_ADMINS: ADMIN } });
    admin = await createPlatformSession(t.database.db, ADMIN);
    owner = await partnerToken(t);
    const rider = await riderToken(t, '+919822200081');
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.domain, DEMO.host));
    tenantId = demo!.id;
    // One ride completed at the built-in 10 %, the commission changed to 12.5 % from now, one more completed.
    for (const at of [0, 1]) {
      if (at === 1) expect((await changeTerms({})).statusCode).toBe(201);
      const rideId = await bookSedan(t, rider, `revenue-${at}`);
      await acceptWithNewDriver(t, owner, rideId, {
        firstName: 'Revenue',
        lastName: `Driver ${at}`,
        phone: `+91980007000${at}`,
        vehicleNumber: `TN11 RV000${at}`,
      });
      await completeRide(t, owner, rideId);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is the platform owner’s alone, on the platform’s host, for a sane range of months', async () => {
    expect((await revenue(`?from=${month}&to=${month}`, admin, DEMO.host)).statusCode).toBe(404);
    expect((await revenue(`?from=${month}&to=${month}`, owner)).statusCode).toBe(401);
    const pdf = await t.app.inject({
      url: `/api/v1/admin/revenue/statement.pdf?month=${month}`,
      headers: as(owner),
    });
    expect(pdf.statusCode).toBe(401);
    const backwards = await revenue('?from=2026-05&to=2026-03');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields.to).toBe('The end must not be before the start');
    expect((await revenue('?from=2026-13&to=2026-14')).statusCode).toBe(400);
    expect((await revenue('?from=2020-01&to=2026-01')).json().error.fields.to).toMatch(/at most/);
  });

  it('reconciles the month’s commission with the partner’s own statement, naming both rates', async () => {
    const row = await demoRow(month);
    expect(row).toMatchObject({
      businessName: expect.any(String),
      currency: 'INR',
      commissionRatesBps: [1_000, 1_250],
    });
    const statement = await partnerStatement(month);
    const commission = statement.find((r) => /^Commission/.test(r[1] ?? ''))!;
    // The partner's statement writes rates the way of its language's locale (en-IN: no space before %).
    expect(commission[1]).toBe('Commission (10%, 12.5%)');
    expect(commission[4]).toBe(major(row.commission));
    // The same paise, read from the ledger itself.
    const { from, to } = monthRange(month, ZONE);
    const ledger = await t.database.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.tenantId, tenantId), eq(walletTransactions.kind, 'commission')));
    const inMonth = ledger.filter((entry) => entry.createdAt >= from && entry.createdAt < to);
    expect(row.commission).toBe(inMonth.reduce((sum, entry) => sum + entry.amount, 0));
    expect(row.completedRides).toBe(inMonth.length);
    expect(row.total).toBe(row.commission + row.monthlyFee);
    const answer = (await revenue(`?from=${month}&to=${month}`)).json();
    const inr = answer.totals.find((total: { currency: string }) => total.currency === 'INR');
    expect(inr.commission).toBe(
      answer.rows
        .filter((r: { currency: string }) => r.currency === 'INR')
        .reduce((s: number, r: { commission: number }) => s + r.commission, 0),
    );
  });

  it('gives the month as CSV and PDF with the same figures', async () => {
    const row = await demoRow(month);
    const csv = await t.app.inject({
      url: `/api/v1/admin/revenue/statement.csv?month=${month}`,
      headers: as(admin),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="platform-revenue-${month}.csv"`);
    const rows = csvRows(csv.body);
    expect(rows[0]).toContain('Commission rates');
    const partnerLine = rows.find((r) => r[2] === tenantId)!;
    expect(partnerLine).toEqual([
      month,
      row.businessName,
      tenantId,
      'INR',
      String(row.completedRides),
      '10 %, 12.5 %',
      major(row.commission),
      major(row.monthlyFee),
      major(row.total),
    ]);
    expect(rows.find((r) => r[1] === 'Total' && r[3] === 'INR')).toBeTruthy();

    const pdf = await t.app.inject({
      url: `/api/v1/admin/revenue/statement.pdf?month=${month}`,
      headers: as(admin),
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [`Platform revenue, ${month}`, row.businessName, '10 %, 12.5 %', 'Total (INR)'])
      expect(text).toContain(expected);
    expect(text).toContain(
      new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(row.commission / 100),
    );
  });

  it('charges the monthly fee once for the month however often the sweep runs, on both sides', async () => {
    const next = nextMonthOf(month);
    expect((await changeTerms({ monthlyFee: 99_900, effectiveFrom: `${next}-01` })).statusCode).toBe(201);
    // This month began before the fee (and before the partner signed up): nothing is owed for it.
    expect(await chargeMonthlyFees(t.database.db)).toBe(0);
    const at = new Date(monthRange(next, ZONE).from.getTime() + 3_600_000);
    const runs = await Promise.all([
      chargeMonthlyFees(t.database.db, at),
      chargeMonthlyFees(t.database.db, at),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await chargeMonthlyFees(t.database.db, new Date(at.getTime() + 86_400_000))).toBe(0);

    const fees = await t.database.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.tenantId, tenantId), eq(walletTransactions.kind, 'platform_fee')));
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({
      direction: 'debit',
      amount: 99_900,
      description: `Platform fee for ${next}`,
    });
    const [charge] = await t.database.db
      .select()
      .from(platformFeeCharges)
      .where(eq(platformFeeCharges.tenantId, tenantId));
    expect(charge).toMatchObject({ month: next, amount: 99_900, walletTransactionId: fees[0]!.id });

    const statement = await partnerStatement(next);
    expect(statement.find((r) => r[1] === 'Platform fees')![4]).toBe(major(99_900));
    expect(statement.find((r) => r[1] === `Platform fee for ${next}`)![4]).toBe(major(99_900));
    expect(await demoRow(next)).toMatchObject({ monthlyFee: 99_900, commission: 0, total: 99_900 });
  });
});
