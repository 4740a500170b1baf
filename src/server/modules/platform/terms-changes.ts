// Changes of terms by the platform's owner, for one partner or for the platform default. A change starts at the
// midnight of its day in the partner's zone (the default's: the platform's, DEFAULTS.timezone), today or later;
// a change for today starts at the moment it is made, so a ride completed earlier today keeps the rate it was
// completed at. Rows are only added, each with an audit entry holding the terms before and after.
import { DEFAULTS } from '../../../domain/constants';
import { isoDateInZone, startOfIsoDate } from '../../../domain/date-filter';
import { ERROR_CODES } from '../../../domain/errors';
import type { PartnerTerms, TermsChange } from '../../../domain/partners/partner-terms';
import type { Db } from '../../db/client';
import { partnerTerms, platformAuditLog } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { Tenant } from '../../lib/tenants';
import { termsFromRow, termsInEffect, termsTimeline } from '../partners';

/** When a change for `day` starts: that day's midnight in the zone, or now for today; a past day is refused. */
export function changeStartsAt(day: string, timezone: string, now: Date): Date {
  if (day < isoDateInZone(timezone, now)) {
    const text = 'Choose today or a later day: terms never change for rides already completed';
    throw new HttpError(400, ERROR_CODES.validation, text, { effectiveFrom: text });
  }
  const midnight = startOfIsoDate(day, timezone);
  return midnight > now ? midnight : now;
}

export async function changeTerms(
  db: Db,
  tenant: Tenant | null,
  change: TermsChange,
  actorEmail: string,
  now = new Date(),
): Promise<PartnerTerms> {
  const effectiveFrom = changeStartsAt(change.effectiveFrom, tenant?.timezone ?? DEFAULTS.timezone, now);
  return db.transaction(async (tx) => {
    const before = tenant
      ? await termsInEffect(tx, tenant.id, effectiveFrom)
      : (await termsTimeline(tx, null, effectiveFrom)).current;
    const [row] = await tx
      .insert(partnerTerms)
      .values({
        tenantId: tenant?.id ?? null,
        effectiveFrom,
        commissionBps: change.commissionBps,
        commissionBase: change.commissionBase,
        cashbackMinBps: change.cashbackMinBps,
        cashbackMaxBps: change.cashbackMaxBps,
        monthlyFee: change.monthlyFee,
        note: change.note,
        createdBy: actorEmail,
        createdAt: now,
      })
      .returning();
    const after = termsFromRow(row!);
    await tx.insert(platformAuditLog).values({
      tenantId: tenant?.id ?? null,
      actorEmail,
      action: 'terms_changed',
      reason: change.note,
      detail: { old: before, new: after },
    });
    return after;
  });
}
