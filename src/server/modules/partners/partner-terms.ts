// Which terms apply to a partner at an instant: its own newest row in effect then, else the platform's default
// in effect then, else the built-in default. Rows are only added, so an instant always reads the same terms.
import type { ReferralRewards } from '../../../domain/money/referral';
import { and, asc, desc, eq, isNull, lte, or } from 'drizzle-orm';
import { DEFAULT_TERMS, type PartnerTerms, type TermsValues } from '../../../domain/partners/partner-terms';
import type { Db } from '../../db/client';
import { partnerTerms, tenants } from '../../db/schema';

type TermsRow = typeof partnerTerms.$inferSelect;

export const termsFromRow = (row: TermsRow): PartnerTerms => ({
  id: row.id,
  tenantId: row.tenantId,
  effectiveFrom: row.effectiveFrom.toISOString(),
  commissionBps: row.commissionBps,
  commissionBase: row.commissionBase as TermsValues['commissionBase'],
  cashbackMinBps: row.cashbackMinBps,
  cashbackMaxBps: row.cashbackMaxBps,
  monthlyFee: row.monthlyFee,
  note: row.note,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

export const builtInTerms = (): PartnerTerms => ({
  ...DEFAULT_TERMS,
  id: 'default',
  tenantId: null,
  effectiveFrom: new Date(0).toISOString(),
  note: '',
  createdBy: null,
  createdAt: new Date(0).toISOString(),
});

async function newestInEffect(db: Db, tenantId: string | null, at: Date) {
  const [row] = await db
    .select()
    .from(partnerTerms)
    .where(
      and(
        tenantId ? eq(partnerTerms.tenantId, tenantId) : isNull(partnerTerms.tenantId),
        lte(partnerTerms.effectiveFrom, at),
      ),
    )
    .orderBy(desc(partnerTerms.effectiveFrom), desc(partnerTerms.createdAt))
    .limit(1);
  return row;
}

export async function termsInEffect(db: Db, tenantId: string, at = new Date()): Promise<PartnerTerms> {
  const row = (await newestInEffect(db, tenantId, at)) ?? (await newestInEffect(db, null, at));
  return row ? termsFromRow(row) : builtInTerms();
}

export interface TermsTimeline {
  current: PartnerTerms;
  /** Terms set to start later, soonest first. */
  upcoming: PartnerTerms[];
  /** Terms that applied before the current ones, newest first. */
  history: PartnerTerms[];
}

const byStart = (a: TermsRow, b: TermsRow) =>
  a.effectiveFrom.getTime() - b.effectiveFrom.getTime() || a.createdAt.getTime() - b.createdAt.getTime();

/** The terms a partner (or, with null, the platform default) falls under now, later and before: at each row's
 * start the same rule as `termsInEffect` picks the row that then applies, so a default row the partner's own terms
 * overrode is not listed as theirs. */
export async function termsTimeline(
  db: Db,
  tenantId: string | null,
  now = new Date(),
): Promise<TermsTimeline> {
  const rows = await db
    .select()
    .from(partnerTerms)
    .where(
      tenantId
        ? or(eq(partnerTerms.tenantId, tenantId), isNull(partnerTerms.tenantId))
        : isNull(partnerTerms.tenantId),
    )
    .orderBy(asc(partnerTerms.effectiveFrom), asc(partnerTerms.createdAt));
  const own = rows.filter((row) => row.tenantId !== null);
  const defaults = rows.filter((row) => row.tenantId === null);
  const newestBy = (list: TermsRow[], at: number) =>
    list.findLast((row) => row.effectiveFrom.getTime() <= at);
  const inEffectAt = (at: number) => newestBy(own, at) ?? newestBy(defaults, at);
  const applied = new Map<string, TermsRow>();
  for (const row of rows) {
    const then = inEffectAt(row.effectiveFrom.getTime());
    if (then) applied.set(then.id, then);
  }
  const current = inEffectAt(now.getTime());
  const all = [...applied.values()].sort(byStart).filter((row) => row.id !== current?.id);
  return {
    current: current ? termsFromRow(current) : builtInTerms(),
    upcoming: all.filter((row) => row.effectiveFrom > now).map(termsFromRow),
    history: all
      .filter((row) => row.effectiveFrom <= now)
      .reverse()
      .map(termsFromRow),
  };
}

/** The rider cashback the partner chose; bookings keep it within the range of the terms then in effect. */
export async function setRiderCashback(db: Db, tenantId: string, cashbackBps: number) {
  await db.update(tenants).set({ cashbackBps }).where(eq(tenants.id, tenantId));
}

/** What the referring rider and the new rider each get on the new rider's first completed ride (0: none). */
export async function setReferralRewards(db: Db, tenantId: string, rewards: ReferralRewards) {
  await db.update(tenants).set(rewards).where(eq(tenants.id, tenantId));
}
