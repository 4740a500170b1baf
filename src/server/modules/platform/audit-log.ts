// The record of what the platform's owners did to a partner (suspension, resumption, terms), with who and why.
// Only ever appended, in the transaction of the change it records.
import { desc, eq } from 'drizzle-orm';
import type { AuditEntry } from '../../../domain/platform/admin-console';
import type { Db } from '../../db/client';
import { platformAuditLog } from '../../db/schema';

export interface AuditRecord {
  tenantId: string | null;
  actorEmail: string;
  action: string;
  reason: string;
  detail?: Record<string, unknown>;
}

export async function recordAudit(tx: Db, record: AuditRecord): Promise<void> {
  await tx.insert(platformAuditLog).values({ ...record, detail: record.detail ?? {} });
}

export async function auditLogOf(db: Db, tenantId: string, limit = 100): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(platformAuditLog)
    .where(eq(platformAuditLog.tenantId, tenantId))
    .orderBy(desc(platformAuditLog.createdAt), desc(platformAuditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    actorEmail: row.actorEmail,
    action: row.action,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}
