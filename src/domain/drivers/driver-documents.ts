// Drivers' documents: driving licence, vehicle registration, insurance and permit, each an image with its expiry
// date that the partner verifies or rejects with a reason. Reminders go out 30 and 7 days before a document
// expires (once each), and a driver with an expired required document is assigned no ride, by hand or by
// dispatch, until a new one is uploaded.
import { z } from 'zod';

export const DOCUMENT_KINDS = ['licence', 'registration', 'insurance', 'permit'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** Every kind is needed to drive for hire in India; only an expired one blocks (a missing one is the office's to
 * chase, and blocking on it would stop every driver added before documents were kept). */
export const REQUIRED_DOCUMENT_KINDS: readonly DocumentKind[] = DOCUMENT_KINDS;
export const DOCUMENT_STATUSES = ['pending', 'verified', 'rejected'] as const;
/** Days before expiry a reminder goes out, each once per uploaded document. */
export const DOCUMENT_REMINDER_DAYS = [30, 7] as const;
export type ReminderDays = (typeof DOCUMENT_REMINDER_DAYS)[number];

export const DOCUMENT_NAMES: Record<DocumentKind, string> = {
  licence: 'driving licence',
  registration: 'vehicle registration',
  insurance: 'insurance',
  permit: 'permit',
};

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the expiry date')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), 'Enter the expiry date');

export const documentKindParams = z.object({
  id: z.uuid('Unknown driver'),
  kind: z.enum(DOCUMENT_KINDS, 'Unknown document'),
});

export const documentUploadSchema = z.object({
  /** An image uploaded through the media pipeline first. */
  imageId: z.uuid('Upload a photo of the document'),
  expiresOn: isoDate,
});
export type DocumentUpload = z.infer<typeof documentUploadSchema>;

export const documentReviewSchema = z
  .object({
    decision: z.enum(['verify', 'reject']),
    reason: z.string().trim().max(300, 'At most 300 characters').optional(),
  })
  .refine((review) => review.decision === 'verify' || Boolean(review.reason), {
    path: ['reason'],
    message: 'Say why the document is rejected',
  });

export const driverDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  image: z.object({ src: z.string(), webp: z.string() }),
  expiresOn: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  rejectReason: z.string().nullable(),
  /** Days from today (in the partner's zone) to the expiry date; negative once expired. */
  daysLeft: z.number().int(),
  uploadedAt: z.string(),
});
export type DriverDocument = z.infer<typeof driverDocumentSchema>;
export const driverDocumentsSchema = z.object({ documents: z.array(driverDocumentSchema) });

/** The console's banner: documents of the partner's drivers that expire within 30 days or have expired. */
export const documentAlertsSchema = z.object({
  expired: z.number().int(),
  expiringSoon: z.number().int(),
  documents: z.array(
    z.object({
      driverId: z.string(),
      driverName: z.string(),
      kind: z.enum(DOCUMENT_KINDS),
      expiresOn: z.string(),
      daysLeft: z.number().int(),
    }),
  ),
});
export type DocumentAlerts = z.infer<typeof documentAlertsSchema>;

/** Whole days from one calendar date to another (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The reminder due for a document this many days from expiry, given those already sent; the nearer wins, so a
 * document uploaded 5 days from expiry gets the 7-day reminder only. */
export function reminderDue(daysLeft: number, sent: readonly ReminderDays[]): ReminderDays | null {
  if (daysLeft < 0) return null;
  const due = [...DOCUMENT_REMINDER_DAYS].reverse().find((days) => daysLeft <= days);
  return due === undefined || sent.includes(due) ? null : due;
}
