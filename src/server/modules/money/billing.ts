// A partner's terms with the platform as their Billing settings and the platform owner's console read them: the
// terms in effect, those to come and before, the rider cashback chosen and the rate riders get under the current
// range, and the commission taken this month, summed from the ledger as the statement sums it.
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { dateRange } from '../../../domain/date-filter';
import { LEDGER_KINDS } from '../../../domain/money/statement';
import { cashbackBpsWithin } from '../../../domain/partners/partner-terms';
import type { TermsOverview } from '../../../domain/platform/platform-terms-api';
import type { Db } from '../../db/client';
import { walletTransactions } from '../../db/schema';
import type { Tenant } from '../../lib/tenants';
import { termsTimeline } from '../partners';

async function commissionThisMonth(db: Db, tenant: Tenant, now: Date): Promise<number> {
  const { from, to } = dateRange({ dateFilter: 'thisMonth' }, now, tenant.timezone);
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(case when ${walletTransactions.direction} = 'debit' then ${walletTransactions.amount} else -${walletTransactions.amount} end), 0)`,
    })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.tenantId, tenant.id),
        isNull(walletTransactions.riderId),
        eq(walletTransactions.kind, LEDGER_KINDS.commission),
        gte(walletTransactions.createdAt, from),
        lt(walletTransactions.createdAt, to),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function termsOverview(db: Db, tenant: Tenant, now = new Date()): Promise<TermsOverview> {
  const [timeline, commission] = await Promise.all([
    termsTimeline(db, tenant.id, now),
    commissionThisMonth(db, tenant, now),
  ]);
  return {
    ...timeline,
    cashbackBps: tenant.cashbackBps,
    effectiveCashbackBps: cashbackBpsWithin(tenant.cashbackBps, timeline.current),
    commissionThisMonth: commission,
    currency: tenant.currency,
  };
}
