// The partner's wallet statement and payouts through the real API on both databases: a period's CSV and PDF
// start from the balance before it, list every entry with a running balance that ends on the closing balance,
// total the commission, payouts and the GST of the period's invoices; a payout is recorded once per key.
import { and, eq, gte, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../../src/domain/money/gstin';
import { invoiceSnapshotSchema } from '../../src/domain/money/invoice';
import { invoices, tenants, users, walletTransactions } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { pdfText } from '../helpers/pdf-text';
import { acceptWithNewDriver, bookSedan, completeRide } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const major = (minor: number) => (minor / 100).toFixed(2);
const minor = (field: string) => Math.round(Number(field) * 100);

/** The CSV's rows as arrays of fields (every field is quoted). */
function parseCsv(text: string): string[][] {
  return text
    .trim()
    .split('\r\n')
    .map((line) =>
      line ? [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')) : [],
    );
}

describe.each(testDatabases())('wallet statements on $name', (target) => {
  let t: TestApp;
  let owner: string;
  let tenantId: string;
  const auth = (token: string) => ({ host, authorization: `Bearer ${token}` });
  const statement = (token: string, format: 'csv' | 'pdf', query = 'dateFilter=thisMonth') =>
    t.app.inject({ url: `/api/v1/partner/wallet/statement.${format}?${query}`, headers: auth(token) });
  const payout = (token: string, key: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/partner/wallet/payouts',
      headers: { ...auth(token), 'idempotency-key': key },
      payload,
    });

  beforeAll(async () => {
    t = await startTestApp(target);
    owner = await partnerToken(t);
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.domain, DEMO.host));
    tenantId = demo!.id;
    await t.database.db
      .update(tenants)
      .set({ gstin: `33AAKCK1234F1Z${gstinCheckCharacter('33AAKCK1234F1Z')}` })
      .where(eq(tenants.id, tenantId));
    const rider = await riderToken(t, '+919822200001');
    for (const [at, key] of ['statement-1', 'statement-2'].entries()) {
      const rideId = await bookSedan(t, rider, key);
      await acceptWithNewDriver(t, owner, rideId, {
        firstName: 'Stmt',
        lastName: key,
        phone: `+91980005000${at}`,
        vehicleNumber: `TN09 ST000${at}`,
      });
      await completeRide(t, owner, rideId);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records a payout with its bank reference once per key, and refuses bad input with field messages', async () => {
    const first = await payout(owner, 'payout-0001', { amount: 150_000, reference: 'UTR 4455 6677' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().transaction).toMatchObject({
      transaction: 'debit',
      amount: 150_000,
      description: 'Payout to bank, reference UTR 4455 6677',
    });
    const replay = await payout(owner, 'payout-0001', { amount: 150_000, reference: 'UTR 4455 6677' });
    expect(replay.json().transaction.id).toBe(first.json().transaction.id);
    const rows = await t.database.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.tenantId, tenantId), eq(walletTransactions.kind, 'payout')));
    expect(rows).toHaveLength(1);

    const bad = await payout(owner, 'payout-0002', { amount: -5, reference: '=HYPERLINK("x")' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      amount: 'Enter an amount above zero',
      reference: expect.stringMatching(/Use letters/),
    });
  });

  it('exports the month as CSV whose entries run from the opening to the closing balance', async () => {
    const answer = await statement(owner, 'csv');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/csv/);
    expect(answer.headers['content-disposition']).toMatch(/attachment; filename="statement-\d{4}-\d\d-01-/);
    const rows = parseCsv(answer.body);
    expect(rows[0]).toEqual([
      'Date',
      'Description',
      'Kind',
      'Ride',
      'Debit (INR)',
      'Credit (INR)',
      'Balance (INR)',
    ]);
    expect(rows[1]![1]).toBe('Opening balance');
    const closingAt = rows.findIndex((row) => row[1] === 'Closing balance');
    const entries = rows.slice(2, closingAt);
    let balance = minor(rows[1]![6]!);
    for (const entry of entries) {
      balance += minor(entry[5] || '0') - minor(entry[4] || '0');
      expect(minor(entry[6]!)).toBe(balance);
    }
    expect(minor(rows[closingAt]![6]!)).toBe(balance);

    // The figures agree with the ledger itself.
    const { from } = { from: new Date(`${rows[1]![0]}T00:00:00+05:30`) };
    const ledger = await t.database.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.tenantId, tenantId), isNull(walletTransactions.riderId)));
    const signed = (row: (typeof ledger)[number]) => (row.direction === 'credit' ? row.amount : -row.amount);
    const opening = ledger.filter((row) => row.createdAt < from).reduce((sum, row) => sum + signed(row), 0);
    expect(minor(rows[1]![6]!)).toBe(opening);
    expect(balance).toBe(ledger.reduce((sum, row) => sum + signed(row), 0));
    expect(entries.map((entry) => entry[1])).toContain('Payout to bank, reference UTR 4455 6677');

    const total = (label: RegExp) => rows.find((row) => label.test(row[1] ?? ''));
    const inPeriod = ledger.filter((row) => row.createdAt >= from);
    const commission = inPeriod
      .filter((row) => row.kind === 'commission')
      .reduce((s, row) => s + row.amount, 0);
    expect(commission).toBeGreaterThan(0);
    // The seeded rides and these two were all completed at the built-in 10 %, which the total names.
    expect(total(/^Commission \(10%\)$/)![4]).toBe(major(commission));
    expect(total(/^Payouts$/)![4]).toBe(major(150_000));
    const issued = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), gte(invoices.createdAt, from)));
    const cgst = issued
      .flatMap((row) => invoiceSnapshotSchema.parse(row.snapshot).taxes)
      .filter((tax) => tax.kind === 'CGST')
      .reduce((sum, tax) => sum + tax.amount, 0);
    expect(cgst).toBeGreaterThan(0);
    expect(total(/^CGST on 2 invoices$/)![6]).toBe(major(cgst));
  });

  it('starts each period where the one before ended', async () => {
    const rows = (body: string) => parseCsv(body);
    const last = rows((await statement(owner, 'csv', 'dateFilter=lastMonth')).body);
    const now = rows((await statement(owner, 'csv')).body);
    const closing = last.find((row) => row[1] === 'Closing balance')![6];
    expect(now[1]![6]).toBe(closing);
  });

  it('exports the same period as a PDF with its totals and entries', async () => {
    const answer = await statement(owner, 'pdf');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(answer.rawPayload);
    for (const expected of [
      'Wallet statement',
      'Opening balance',
      'Closing balance',
      'Commission (10%)',
      'Payouts',
    ])
      expect(text).toContain(expected);
    expect(text).toContain('Payout to bank, reference UTR 4455 6677');
    expect(text).toContain('1,500.00');
  });

  it('reads in the language asked for: CSV headings, totals and ledger lines, PDF headings, dates and amounts', async () => {
    const csv = await statement(owner, 'csv', 'dateFilter=thisMonth&lang=ta');
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual(['தேதி', 'விவரம்', 'வகை', 'பயணம்', 'பற்று (INR)', 'வரவு (INR)', 'இருப்பு (INR)']);
    const labels = rows.map((row) => row[1]);
    expect(labels).toEqual(
      expect.arrayContaining([
        'தொடக்க இருப்பு',
        'இறுதி இருப்பு',
        'கமிஷன் (10%)',
        'வங்கிக்குச் செலுத்தியவை',
        'CGST, விலைப்பட்டியல்கள்: 2',
        'வங்கிக்குச் செலுத்தப்பட்டது, குறிப்பு UTR 4455 6677',
      ]),
    );
    // Amounts stay as spreadsheets read them; the English words are gone.
    expect(rows.find((row) => row[1] === 'வங்கிக்குச் செலுத்தியவை')![4]).toBe(major(150_000));
    for (const english of ['Date', 'Opening balance', 'Closing balance', 'Payouts', 'Payout to bank'])
      expect(csv.body).not.toContain(english);

    const pdf = await statement(owner, 'pdf', 'dateFilter=thisMonth&lang=ru');
    expect(pdf.statusCode).toBe(200);
    // pdf.js reads each script's run apart: spaces (no-break ones in Russian amounts too) compared as one.
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'Выписка по кошельку',
      'Входящий остаток',
      'Исходящий остаток',
      'Комиссия (10 %)',
      'Выплаты',
      'Выплата в банк',
      'номер UTR 4455 6677',
      'Дата',
      'Описание',
      'Остаток',
      '1 500,00',
    ])
      expect(text).toContain(expected);
    for (const english of ['Wallet statement', 'Opening balance', 'Payouts', 'Payout to bank', 'Balance'])
      expect(text).not.toContain(english);
    // The period's first day, in Russian.
    const month = new Intl.DateTimeFormat('ru-IN', { month: 'short', timeZone: 'UTC' }).format(
      new Date(`${rows[1]![0]}T00:00:00Z`),
    );
    expect(text).toContain(month.replace(/\.$/, ''));
    const unknown = await statement(owner, 'csv', 'dateFilter=thisMonth&lang=xx');
    expect(unknown.statusCode).toBe(400);
  });

  it('is the owner’s and accountant’s, not a dispatcher’s; a custom period needs both dates', async () => {
    for (const [role, email] of [
      ['accountant', 'books@demo-travels.test'],
      ['dispatcher', 'night@demo-travels.test'],
    ] as const)
      await t.database.db.insert(users).values({ tenantId, role: 'partner', partnerRole: role, email });
    const accountant = await partnerToken(t, 'books@demo-travels.test');
    const dispatcher = await partnerToken(t, 'night@demo-travels.test');
    expect((await statement(accountant, 'csv')).statusCode).toBe(200);
    expect((await statement(dispatcher, 'csv')).statusCode).toBe(403);
    expect((await payout(dispatcher, 'payout-night', { amount: 100, reference: 'X1' })).statusCode).toBe(403);
    const custom = await statement(owner, 'csv', 'dateFilter=custom&from=2026-01-01');
    expect(custom.statusCode).toBe(400);
    expect(custom.json().error.fields.to).toBe('Choose an end date');
  });
});
