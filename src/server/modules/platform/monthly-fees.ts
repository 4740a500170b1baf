// The platform's monthly fee: each partner is charged once for the calendar month (in its own zone) by the terms
// in effect at the month's first instant, as a debit of its wallet. The charge's row in platform_fee_charges
// (keyed by partner and month) is written in the same transaction as the debit, so however often or however
// concurrently the sweep runs, a month is charged once. A partner that signed up during a month starts paying
// from the next; a month the sweep never ran in (the server down all of it) is not charged afterwards.
import { and, eq } from 'drizzle-orm';
import { isoDateInZone, monthRange } from '../../../domain/date-filter';
import type { Db } from '../../db/client';
import { platformFeeCharges, tenants } from '../../db/schema';
import type { Tenant } from '../../lib/tenants';
import { debitPlatformFee } from '../money';
import { termsInEffect } from '../partners';

async function chargeMonth(db: Db, tenant: Tenant, now: Date): Promise<boolean> {
  const month = isoDateInZone(tenant.timezone, now).slice(0, 7);
  const { from } = monthRange(month, tenant.timezone);
  if (tenant.createdAt > from) return false;
  const { monthlyFee } = await termsInEffect(db, tenant.id, from);
  if (monthlyFee <= 0) return false;
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(platformFeeCharges)
      .values({ tenantId: tenant.id, month, amount: monthlyFee, createdAt: now })
      .onConflictDoNothing()
      .returning({ month: platformFeeCharges.month });
    if (!claimed) return false;
    const transactionId = await debitPlatformFee(tx, tenant, month, monthlyFee, now);
    await tx
      .update(platformFeeCharges)
      .set({ walletTransactionId: transactionId })
      .where(and(eq(platformFeeCharges.tenantId, tenant.id), eq(platformFeeCharges.month, month)));
    return true;
  });
}

/** Charges every partner its fee for the month `now` falls in, where not charged yet; answers how many were. */
export async function chargeMonthlyFees(db: Db, now = new Date()): Promise<number> {
  const partners = await db.select().from(tenants);
  let charged = 0;
  for (const tenant of partners) if (await chargeMonth(db, tenant, now)) charged += 1;
  return charged;
}
