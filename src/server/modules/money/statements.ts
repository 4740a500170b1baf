// The partner's wallet statement for a period: the balance before it, every entry in order with the running
// balance, the balance after it, the commission and payouts of the period and the GST on the invoices issued
// in it. Payouts the partner made to their bank are ledger debits with the bank's reference.
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { dateRange } from '../../../domain/date-filter';
import { invoiceSnapshotSchema, TAX_KINDS } from '../../../domain/money/invoice';
import { ERROR_CODES } from '../../../domain/errors';
import { formatMinor } from '../../../domain/money';
import {
  LEDGER_KINDS,
  type PayoutRequest,
  type Statement,
  type StatementQuery,
} from '../../../domain/money/statement';
import type { Db } from '../../db/client';
import { invoices, rides, tenants, walletTransactions } from '../../db/schema';
import type { Tenant } from '../../lib/tenants';
import { HttpError } from '../../http-error';

const signed = sql<string>`coalesce(sum(case when ${walletTransactions.direction} = 'credit' then ${walletTransactions.amount} else -${walletTransactions.amount} end), 0)`;

const localDay = (at: Date, timezone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

async function periodTaxes(db: Db, tenantId: string, from: Date, to: Date) {
  const rows = await db
    .select({ snapshot: invoices.snapshot })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), gte(invoices.createdAt, from), lt(invoices.createdAt, to)));
  const totals = new Map<(typeof TAX_KINDS)[number], number>();
  for (const row of rows)
    for (const tax of invoiceSnapshotSchema.parse(row.snapshot).taxes)
      totals.set(tax.kind, (totals.get(tax.kind) ?? 0) + tax.amount);
  return {
    invoices: rows.length,
    taxes: TAX_KINDS.filter((kind) => totals.has(kind)).map((kind) => ({ kind, amount: totals.get(kind)! })),
  };
}

/** The distinct commission rates kept on the rides whose commission entries these are, lowest first. */
export async function commissionRates(db: Db, rideIds: string[]): Promise<number[]> {
  if (rideIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ bps: rides.commissionBps })
    .from(rides)
    .where(and(inArray(rides.id, rideIds), isNotNull(rides.commissionBps)));
  return rows.map((row) => row.bps!).sort((a, b) => a - b);
}

export async function readStatement(db: Db, tenant: Tenant, query: StatementQuery, now = new Date()) {
  const { from, to } = dateRange(query, now, tenant.timezone);
  const partnerWallet = and(eq(walletTransactions.tenantId, tenant.id), isNull(walletTransactions.riderId));
  const [[before], rows, invoiced] = await Promise.all([
    db
      .select({ balance: signed })
      .from(walletTransactions)
      .where(and(partnerWallet, lt(walletTransactions.createdAt, from))),
    db
      .select()
      .from(walletTransactions)
      .where(
        and(partnerWallet, gte(walletTransactions.createdAt, from), lt(walletTransactions.createdAt, to)),
      )
      .orderBy(asc(walletTransactions.createdAt), asc(walletTransactions.id)),
    periodTaxes(db, tenant.id, from, to),
  ]);
  const openingBalance = Number(before?.balance ?? 0);
  let balance = openingBalance;
  const entries = rows.map((row) => {
    const transaction = row.direction === 'credit' ? 'credit' : 'debit';
    balance += transaction === 'credit' ? row.amount : -row.amount;
    return {
      createdAt: row.createdAt.toISOString(),
      description: row.description,
      kind: row.kind,
      transaction,
      amount: row.amount,
      rideId: row.rideId,
      balance,
    } as const;
  });
  const sum = (pick: (entry: (typeof entries)[number]) => boolean) =>
    entries.filter(pick).reduce((total, entry) => total + entry.amount, 0);
  return {
    businessName: tenant.legalName || tenant.businessName,
    currency: tenant.currency,
    timezone: tenant.timezone,
    from: localDay(from, tenant.timezone),
    to: localDay(new Date(to.getTime() - 1), tenant.timezone),
    openingBalance,
    closingBalance: balance,
    credits: sum((entry) => entry.transaction === 'credit'),
    debits: sum((entry) => entry.transaction === 'debit'),
    commission: sum((entry) => entry.kind === LEDGER_KINDS.commission),
    commissionRatesBps: await commissionRates(
      db,
      entries.filter((entry) => entry.kind === LEDGER_KINDS.commission && entry.rideId).map((e) => e.rideId!),
    ),
    platformFees: sum((entry) => entry.kind === LEDGER_KINDS.platformFee),
    payouts: sum((entry) => entry.kind === LEDGER_KINDS.payout),
    ...invoiced,
    entries,
  } satisfies Statement;
}

/** The partner wallet's balance, read after locking the tenant's row. Every payout takes this lock first, so
 * parallel payouts run one after another and each reads the balance the one before it left: two of them never
 * spend the same rupee. `no key update` leaves rows that reference the tenant (rides, ledger entries) writable. */
async function lockedPartnerBalance(tx: Db, tenantId: string): Promise<number> {
  await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('no key update');
  const [row] = await tx
    .select({ balance: signed })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.tenantId, tenantId), isNull(walletTransactions.riderId)));
  return Number(row?.balance ?? 0);
}

function overBalance(available: number, currency: string): HttpError {
  const text =
    available > 0
      ? `Only ${formatMinor(available, currency, 'en')} is available to pay out.`
      : 'Nothing is available to pay out: the wallet balance is not above zero.';
  return new HttpError(422, ERROR_CODES.validation, text, { amount: text });
}

/** A payout the partner made to their bank, recorded as a debit of their wallet with its reference. It never
 * takes the balance below zero; run it in the transaction that holds the request's idempotency key. */
export async function recordPayout(tx: Db, tenant: Tenant, payout: PayoutRequest) {
  const available = await lockedPartnerBalance(tx, tenant.id);
  if (payout.amount > available) throw overBalance(available, tenant.currency);
  const [row] = await tx
    .insert(walletTransactions)
    .values({
      tenantId: tenant.id,
      riderId: null,
      direction: 'debit',
      kind: LEDGER_KINDS.payout,
      amount: payout.amount,
      currency: tenant.currency,
      description: `Payout to bank, reference ${payout.reference}`,
    })
    .returning();
  return row!;
}
