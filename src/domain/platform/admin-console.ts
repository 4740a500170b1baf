// Contracts of the platform owner's console: signing in by e-mailed code on the platform's own host, the partners'
// list and page, and suspending or resuming a partner with a reason. Shared by the server's routes and the console.
import { z } from 'zod';
import { emailSchema } from '../auth/auth';

/** Platform owners' codes are longer than partners' (4): one code opens every partner's records. */
export const ADMIN_CODE_LENGTH = 6;

export const adminCodeRequestSchema = z.object({ email: emailSchema });
export const adminVerifyRequestSchema = z.object({
  email: emailSchema,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${ADMIN_CODE_LENGTH}}$`), `Enter the ${ADMIN_CODE_LENGTH}-digit code`),
});
export type AdminVerifyRequest = z.infer<typeof adminVerifyRequestSchema>;

export const adminCodeSentSchema = z.object({
  sent: z.literal(true),
  expiresInSeconds: z.number().int().positive(),
});
export const adminSessionSchema = z.object({ token: z.string(), email: z.string() });
export type AdminSession = z.infer<typeof adminSessionSchema>;
export const adminMeSchema = z.object({ email: z.string() });
export const adminLoggedOutSchema = z.object({ loggedOut: z.literal(true) });

export const PARTNER_STATUSES = ['setting_up', 'live', 'suspended'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

export const ADMIN_LIST_LIMIT = { default: 50, max: 200 } as const;

export const partnersQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  status: z.enum(PARTNER_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_LIST_LIMIT.max).default(ADMIN_LIST_LIMIT.default),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PartnersQuery = z.infer<typeof partnersQuerySchema>;

const instant = z.iso.datetime({ offset: true });

export const partnerSummarySchema = z.object({
  id: z.string(),
  businessName: z.string(),
  status: z.enum(PARTNER_STATUSES),
  /** The site's address: its proven own domain, else its instant address. */
  address: z.string(),
  ownerEmail: z.string().nullable(),
  createdAt: instant,
  currency: z.string(),
  timezone: z.string(),
  /** This calendar month in the partner's time zone: completed rides, the fares they collected and the
   * platform's commission on them, minor units. */
  ridesThisMonth: z.number().int().min(0),
  revenueThisMonth: z.number().int().min(0),
  commissionThisMonth: z.number().int().min(0),
  /** The latest of a ride's change, a staff sign-in and a wallet entry; null when none happened. */
  lastActivityAt: instant.nullable(),
});
export type PartnerSummary = z.infer<typeof partnerSummarySchema>;

export const partnersResponseSchema = z.object({
  partners: z.array(partnerSummarySchema),
  /** Matches of the search in every status, so the filter chips show what each would list. */
  counts: z.object({
    all: z.number().int(),
    setting_up: z.number().int(),
    live: z.number().int(),
    suspended: z.number().int(),
  }),
  total: z.number().int(),
});
export type PartnersResponse = z.infer<typeof partnersResponseSchema>;

export const partnerIdParamsSchema = z.object({ tenantId: z.uuid('Unknown partner') });

export const AUDIT_ACTIONS = ['suspend', 'resume', 'terms_change', 'default_terms_change'] as const;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  reason: z.string(),
  createdAt: instant,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const partnerDetailSchema = z.object({
  partner: partnerSummarySchema,
  settings: z.object({
    businessName: z.string(),
    email: z.string(),
    phone: z.string(),
    dialCode: z.string(),
    countryCode: z.string(),
    logoUrl: z.string(),
    primaryColor: z.string(),
    accentColor: z.string(),
    languages: z.array(z.string()),
    defaultLanguage: z.string(),
    dispatchMode: z.string(),
    /** Whether riders can pay this way; never the keys or salt themselves. */
    payments: z.object({ upi: z.boolean(), card: z.boolean(), cardTestMode: z.boolean() }),
    legalName: z.string(),
    gstin: z.string(),
  }),
  staff: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string().nullable(), role: z.string() }),
  ),
  rides: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      pickupAt: instant,
      pickupName: z.string(),
      dropoffName: z.string(),
      totalAmount: z.number().int(),
      commissionAmount: z.number().int().nullable(),
      commissionBps: z.number().int().nullable(),
    }),
  ),
  wallet: z.object({
    balance: z.number().int(),
    entries: z.array(
      z.object({
        id: z.string(),
        description: z.string(),
        createdAt: z.string(),
        transaction: z.enum(['credit', 'debit']),
        amount: z.number().int(),
      }),
    ),
  }),
  suspension: z.object({ since: instant, reason: z.string() }).nullable(),
  audit: z.array(auditEntrySchema),
});
export type PartnerDetail = z.infer<typeof partnerDetailSchema>;

export const SUSPENSION_REASON = { min: 5, max: 500 } as const;

export const suspensionRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(SUSPENSION_REASON.min, `Write at least ${SUSPENSION_REASON.min} characters`)
    .max(SUSPENSION_REASON.max, `Keep it under ${SUSPENSION_REASON.max} characters`),
});
export type SuspensionRequest = z.infer<typeof suspensionRequestSchema>;

export const suspensionResultSchema = z.object({
  status: z.enum(PARTNER_STATUSES),
  suspension: z.object({ since: instant, reason: z.string() }).nullable(),
});
