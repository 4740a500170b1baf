// Suspending and resuming a partner: the tenant row's flag and reason, and the audit entry, in one transaction.
// Nothing of the partner is deleted. The write to tenants empties the tenants cache before the answer (see
// shared-caches.ts), so every host of the partner reads the change at its next request.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { tenants } from '../../db/schema';
import { HttpError } from '../../http-error';
import { findTenantById } from '../../lib/tenants';
import { recordAudit } from './audit-log';

export type SuspensionAction = 'suspend' | 'resume';

const conflicts: Record<SuspensionAction, string> = {
  suspend: 'This partner is already suspended.',
  resume: 'This partner is not suspended.',
};

export async function changeSuspension(
  db: Db,
  tenantId: string,
  action: SuspensionAction,
  actorEmail: string,
  reason: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(tenants)
      .set(
        action === 'suspend'
          ? { suspendedAt: now, suspensionReason: reason }
          : { suspendedAt: null, suspensionReason: null },
      )
      .where(
        and(
          eq(tenants.id, tenantId),
          action === 'suspend' ? isNull(tenants.suspendedAt) : isNotNull(tenants.suspendedAt),
        ),
      )
      .returning({ setupFinished: tenants.setupFinished });
    if (!changed) {
      if (!(await findTenantById(tx, tenantId)))
        throw new HttpError(404, ERROR_CODES.notFound, 'There is no such partner.');
      throw new HttpError(409, ERROR_CODES.conflict, conflicts[action]);
    }
    await recordAudit(tx, { tenantId, actorEmail, action, reason });
    return action === 'suspend'
      ? { status: 'suspended' as const, suspension: { since: now.toISOString(), reason } }
      : { status: changed.setupFinished ? ('live' as const) : ('setting_up' as const), suspension: null };
  });
}
