// Contracts of a travel partner's sign-up: the business, the e-mail the code goes to, an optional phone,
// and the domain their branded site will answer on (normalised: no scheme, path or trailing dot).
import { z } from 'zod';
import { emailSchema, otpCodeSchema } from './auth';
import { phoneSchema } from '../phone';

const HOSTNAME =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

export function normaliseDomain(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
}

export const domainSchema = z
  .string()
  .transform(normaliseDomain)
  .pipe(z.string().min(1, 'Domain is required').regex(HOSTNAME, 'Enter a domain like mytravels.com'));

export const partnerSignupRequestSchema = z.object({
  businessName: z.string().trim().min(1, 'Business name is required').max(80),
  email: emailSchema,
  phone: z.union([z.literal(''), phoneSchema]).default(''),
  /** Optional: left empty, the site answers at once on `{slug}.{platform domain}`. */
  domain: z
    .string()
    .default('')
    .transform(normaliseDomain)
    .pipe(z.union([z.literal(''), z.string().regex(HOSTNAME, 'Enter a domain like mytravels.com')])),
});
export type PartnerSignupRequest = z.infer<typeof partnerSignupRequestSchema>;

export const partnerSignupVerifySchema = z.object({
  email: emailSchema,
  domain: domainSchema,
  code: otpCodeSchema,
});

export const signupSentSchema = z.object({
  sent: z.literal(true),
  expiresInSeconds: z.number().int().positive(),
  domain: z.string(),
});
