// The platform's revenue per partner and calendar month (the partner's own zone), read from the partners' own
// ledgers: the commission entries (net of any that were credited back) and the monthly fee entries. The
// partner's statement for the same month sums the same entries, so each rupee shows on both sides.
import { and, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { isoDateInZone, monthRange } from '../../../domain/date-filter';
import { ERROR_CODES } from '../../../domain/errors';
import { LEDGER_KINDS } from '../../../domain/money/statement';
import type { RevenueQuery, RevenueResponse, RevenueRow } from '../../../domain/platform/platform-revenue';
import type { Db } from '../../db/client';
import { rides, tenants, walletTransactions } from '../../db/schema';
import { HttpError } from '../../http-error';

/** Three years of months: more in one answer is a report for a spreadsheet, not a screen. */
const MAX_MONTHS = 36;
const DAY_MS = 86_400_000;

function monthsBetween({ from, to }: RevenueQuery): string[] {
  const refuse = (text: string) => new HttpError(400, ERROR_CODES.validation, text, { to: text });
  if (to < from) throw refuse('The end must not be before the start');
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  while (months.length <= MAX_MONTHS) {
    const text = `${year}-${String(month).padStart(2, '0')}`;
    months.push(text);
    if (text === to) return months;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  throw refuse(`Choose at most ${MAX_MONTHS} months`);
}

type Entry = { direction: string; kind: string; amount: number; rideId: string | null; bps: number | null };

function revenueRow(tenant: typeof tenants.$inferSelect, month: string, entries: Entry[]): RevenueRow {
  const net = (kind: string) =>
    entries
      .filter((entry) => entry.kind === kind)
      .reduce((sum, entry) => sum + (entry.direction === 'debit' ? entry.amount : -entry.amount), 0);
  const charged = entries.filter(
    (entry) => entry.kind === LEDGER_KINDS.commission && entry.direction === 'debit',
  );
  const commission = net(LEDGER_KINDS.commission);
  const monthlyFee = net(LEDGER_KINDS.platformFee);
  return {
    tenantId: tenant.id,
    businessName: tenant.businessName,
    month,
    currency: tenant.currency,
    completedRides: new Set(charged.map((entry) => entry.rideId)).size,
    commission,
    monthlyFee,
    total: commission + monthlyFee,
    commissionRatesBps: [
      ...new Set(charged.flatMap((entry) => (entry.bps === null ? [] : [entry.bps]))),
    ].sort((a, b) => a - b),
  };
}

export async function readRevenue(db: Db, query: RevenueQuery): Promise<RevenueResponse> {
  const months = monthsBetween(query);
  // Every zone's months lie within a day of the UTC ones; each entry is then put in its partner's own month.
  const outer = { from: monthRange(months[0]!, 'UTC').from, to: monthRange(months.at(-1)!, 'UTC').to };
  const [partners, entries] = await Promise.all([
    db.select().from(tenants),
    db
      .select({
        tenantId: walletTransactions.tenantId,
        createdAt: walletTransactions.createdAt,
        direction: walletTransactions.direction,
        kind: walletTransactions.kind,
        amount: walletTransactions.amount,
        rideId: walletTransactions.rideId,
        bps: rides.commissionBps,
      })
      .from(walletTransactions)
      .leftJoin(rides, eq(rides.id, walletTransactions.rideId))
      .where(
        and(
          isNull(walletTransactions.riderId),
          inArray(walletTransactions.kind, [LEDGER_KINDS.commission, LEDGER_KINDS.platformFee]),
          gte(walletTransactions.createdAt, new Date(outer.from.getTime() - DAY_MS)),
          lt(walletTransactions.createdAt, new Date(outer.to.getTime() + DAY_MS)),
        ),
      ),
  ]);
  const byKey = new Map<string, Entry[]>();
  const zones = new Map(partners.map((tenant) => [tenant.id, tenant.timezone]));
  for (const entry of entries) {
    const month = isoDateInZone(zones.get(entry.tenantId)!, entry.createdAt).slice(0, 7);
    if (!months.includes(month)) continue;
    const key = `${entry.tenantId} ${month}`;
    const list = byKey.get(key) ?? [];
    list.push(entry);
    byKey.set(key, list);
  }
  const rows = partners
    .flatMap((tenant) =>
      months.flatMap((month) => {
        const found = byKey.get(`${tenant.id} ${month}`);
        return found ? [revenueRow(tenant, month, found)] : [];
      }),
    )
    .sort((a, b) => a.month.localeCompare(b.month) || a.businessName.localeCompare(b.businessName));
  const totals = new Map<
    string,
    { currency: string; commission: number; monthlyFee: number; total: number }
  >();
  for (const row of rows) {
    const sum = totals.get(row.currency) ?? {
      currency: row.currency,
      commission: 0,
      monthlyFee: 0,
      total: 0,
    };
    sum.commission += row.commission;
    sum.monthlyFee += row.monthlyFee;
    sum.total += row.total;
    totals.set(row.currency, sum);
  }
  return { rows, totals: [...totals.values()] };
}
