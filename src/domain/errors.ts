// The one error shape every endpoint answers with, so the PWA can show `message` and put `fields` under inputs.
// zod/mini, because the API client that parses it is part of every page's first load.
import * as z from 'zod/mini';

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  conflict: 'conflict',
  tooLarge: 'payload_too_large',
  rateLimited: 'rate_limited',
  unknownTenant: 'unknown_tenant',
  codeInvalid: 'code_invalid',
  codeExpired: 'code_expired',
  codeLocked: 'code_locked',
  quoteExpired: 'quote_expired',
  idempotencyMismatch: 'idempotency_key_reused',
  unsupportedMediaType: 'unsupported_media_type',
  confirmationRequired: 'confirmation_required',
  /** The partner is suspended by the platform: riders cannot book, staff may only read. */
  partnerSuspended: 'partner_suspended',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
