// Drivers' documents: the office (or the driver) uploads each with its expiry date, the office verifies or rejects
// it, reminders are texted to the driver 30 and 7 days before it expires (each once, marked in the same update
// that claims it so two processes never text twice), and an expired required document keeps the driver from
// being assigned or offered rides.
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { isoDateInZone } from '../../../domain/date-filter';
import {
  daysBetween,
  DOCUMENT_NAMES,
  REQUIRED_DOCUMENT_KINDS,
  reminderDue,
  type DocumentAlerts,
  type DocumentKind,
  type DocumentUpload,
  type DriverDocument,
  type ReminderDays,
} from '../../../domain/drivers/driver-documents';
import { ERROR_CODES } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { driverDocuments, drivers, tenants } from '../../db/schema';
import { HttpError } from '../../http-error';
import { notifyDriver } from '../messages';
import { mediaPath, tenantHasImage } from '../media';
import type { Tenant } from '../../lib/tenants';

type DocumentRow = typeof driverDocuments.$inferSelect;

const toDocument = (row: DocumentRow, today: string): DriverDocument => ({
  id: row.id,
  kind: row.kind as DocumentKind,
  image: { src: mediaPath(row.imageId, 'jpeg'), webp: mediaPath(row.imageId, 'webp') },
  expiresOn: row.expiresOn,
  status: row.status as DriverDocument['status'],
  rejectReason: row.rejectReason,
  daysLeft: daysBetween(today, row.expiresOn),
  uploadedAt: row.createdAt.toISOString(),
});

async function ownDriver(db: Db, tenantId: string, driverId: string) {
  const [driver] = await db
    .select()
    .from(drivers)
    .where(and(eq(drivers.tenantId, tenantId), eq(drivers.id, driverId)));
  if (!driver) throw new HttpError(404, ERROR_CODES.notFound, 'This driver was not found.');
  return driver;
}

export async function listDocuments(db: Db, tenant: Tenant, driverId: string) {
  await ownDriver(db, tenant.id, driverId);
  const rows = await db
    .select()
    .from(driverDocuments)
    .where(and(eq(driverDocuments.tenantId, tenant.id), eq(driverDocuments.driverId, driverId)))
    .orderBy(asc(driverDocuments.kind));
  const today = isoDateInZone(tenant.timezone);
  return { documents: rows.map((row) => toDocument(row, today)) };
}

/** A new upload of a kind replaces the last one: pending review again, and its reminders not yet sent. */
export async function saveDocument(
  db: Db,
  tenant: Tenant,
  driverId: string,
  kind: DocumentKind,
  upload: DocumentUpload,
) {
  await ownDriver(db, tenant.id, driverId);
  if (!(await tenantHasImage(db, tenant.id, upload.imageId))) {
    throw new HttpError(400, ERROR_CODES.validation, 'Upload a photo of the document.', {
      imageId: 'Upload a photo of the document',
    });
  }
  const fresh = {
    imageId: upload.imageId,
    expiresOn: upload.expiresOn,
    status: 'pending',
    rejectReason: null,
    reviewedAt: null,
    reminded30At: null,
    reminded7At: null,
    createdAt: new Date(),
  };
  const [row] = await db
    .insert(driverDocuments)
    .values({ tenantId: tenant.id, driverId, kind, ...fresh })
    .onConflictDoUpdate({ target: [driverDocuments.driverId, driverDocuments.kind], set: fresh })
    .returning();
  return toDocument(row!, isoDateInZone(tenant.timezone));
}

export async function reviewDocument(
  db: Db,
  tenant: Tenant,
  driverId: string,
  kind: DocumentKind,
  review: { decision: 'verify' | 'reject'; reason?: string | undefined },
) {
  await ownDriver(db, tenant.id, driverId);
  const [row] = await db
    .update(driverDocuments)
    .set({
      status: review.decision === 'verify' ? 'verified' : 'rejected',
      rejectReason: review.decision === 'reject' ? (review.reason ?? null) : null,
      reviewedAt: new Date(),
    })
    .where(
      and(
        eq(driverDocuments.tenantId, tenant.id),
        eq(driverDocuments.driverId, driverId),
        eq(driverDocuments.kind, kind),
      ),
    )
    .returning();
  if (!row) throw new HttpError(404, ERROR_CODES.notFound, `No ${DOCUMENT_NAMES[kind]} was uploaded.`);
  return toDocument(row, isoDateInZone(tenant.timezone));
}

/** Required documents of a driver that expired before today: why they may not take a ride, or null. */
export async function expiredDocumentReason(db: Db, tenant: Tenant, driverId: string, firstName: string) {
  const [expired] = await db
    .select({ kind: driverDocuments.kind, expiresOn: driverDocuments.expiresOn })
    .from(driverDocuments)
    .where(
      and(
        eq(driverDocuments.driverId, driverId),
        inArray(driverDocuments.kind, [...REQUIRED_DOCUMENT_KINDS]),
        lt(driverDocuments.expiresOn, isoDateInZone(tenant.timezone)),
      ),
    )
    .orderBy(asc(driverDocuments.expiresOn))
    .limit(1);
  if (!expired) return null;
  return `${firstName}'s ${DOCUMENT_NAMES[expired.kind as DocumentKind]} expired on ${expired.expiresOn}; upload the new one first.`;
}

/** SQL for dispatch: the driver has no required document that expired before `today`. */
export const noExpiredDocument = (driverId: typeof drivers.id, today: string) =>
  sql`not exists (select 1 from ${driverDocuments} d where d.driver_id = ${driverId}
    and d.kind in (${sql.join(
      REQUIRED_DOCUMENT_KINDS.map((kind) => sql`${kind}`),
      sql`, `,
    )}) and d.expires_on < ${today}::date)`;

/** Documents of the partner's drivers that expired or expire within 30 days, soonest first. */
export async function documentAlerts(db: Db, tenant: Tenant): Promise<DocumentAlerts> {
  const today = isoDateInZone(tenant.timezone);
  const horizon = isoDateInZone(tenant.timezone, new Date(Date.now() + 30 * 86_400_000));
  const rows = await db
    .select({
      driverId: drivers.id,
      firstName: drivers.firstName,
      lastName: drivers.lastName,
      kind: driverDocuments.kind,
      expiresOn: driverDocuments.expiresOn,
    })
    .from(driverDocuments)
    .innerJoin(drivers, eq(drivers.id, driverDocuments.driverId))
    .where(and(eq(driverDocuments.tenantId, tenant.id), lte(driverDocuments.expiresOn, horizon)))
    .orderBy(asc(driverDocuments.expiresOn));
  const documents = rows.map((row) => ({
    driverId: row.driverId,
    driverName: `${row.firstName} ${row.lastName}`.trim(),
    kind: row.kind as DocumentKind,
    expiresOn: row.expiresOn,
    daysLeft: daysBetween(today, row.expiresOn),
  }));
  const expired = documents.filter((document) => document.daysLeft < 0).length;
  return { expired, expiringSoon: documents.length - expired, documents };
}

const REMINDED = { 30: driverDocuments.reminded30At, 7: driverDocuments.reminded7At } as const;
/** The sweep: texts each driver whose document reached 30 or 7 days before expiry, once per threshold. */
export async function sendDocumentReminders(deps: { db: Db }, now = new Date()) {
  const { db } = deps;
  const rows = await db
    .select({ document: driverDocuments, phone: drivers.phone, tenant: tenants })
    .from(driverDocuments)
    .innerJoin(drivers, eq(drivers.id, driverDocuments.driverId))
    .innerJoin(tenants, eq(tenants.id, driverDocuments.tenantId))
    .where(
      and(
        isNull(driverDocuments.reminded7At),
        lte(driverDocuments.expiresOn, isoDateInZone('UTC', new Date(now.getTime() + 32 * 86_400_000))),
      ),
    )
    .limit(500);
  let sent = 0;
  for (const { document, phone, tenant } of rows) {
    const daysLeft = daysBetween(isoDateInZone(tenant.timezone, now), document.expiresOn);
    const already: ReminderDays[] = [];
    if (document.reminded30At) already.push(30);
    const due = reminderDue(daysLeft, already);
    if (!due) continue;
    // Claimed as it is queued, in one transaction: a second process finds it taken and texts nothing.
    const queued = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(driverDocuments)
        .set(
          due === 7
            ? { reminded7At: now, reminded30At: document.reminded30At ?? now }
            : { reminded30At: now },
        )
        .where(and(eq(driverDocuments.id, document.id), isNull(REMINDED[due])))
        .returning({ id: driverDocuments.id });
      if (claimed.length === 0) return false;
      await notifyDriver(
        tx,
        tenant,
        phone,
        {
          kind: 'document_reminder',
          variables: {
            document: DOCUMENT_NAMES[document.kind as DocumentKind],
            date: document.expiresOn,
            days: String(due),
          },
        },
        true,
      );
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
