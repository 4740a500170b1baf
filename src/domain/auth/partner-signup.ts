// Contracts of a travel partner's sign-up: the business, the e-mail the code goes to, an optional phone, and the
// partner's own domain if they have one (normalised: no scheme, path or trailing dot). The own domain is only a
// request: the site answers on its instant address `{slug}.{platform domain}`, and the domain joins it once the
// partner proves it in Settings.
import { z } from 'zod';
import { emailSchema, otpCodeSchema } from './auth';
import { phoneSchema } from '../phone';
import { customDomainProblem, normaliseDomain } from '../partners/site-addresses';

export { normaliseDomain } from '../partners/site-addresses';

const HOSTNAME =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** An own domain, or '' for none: IP literals, localhost and other local names are refused by name. */
export const ownDomainSchema = z
  .string()
  .transform(normaliseDomain)
  .superRefine((domain, ctx) => {
    const problem = domain === '' ? null : customDomainProblem(domain);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const domainSchema = z
  .string()
  .transform(normaliseDomain)
  .pipe(z.string().min(1, 'Domain is required').regex(HOSTNAME, 'Enter a domain like mytravels.com'));

export const partnerSignupRequestSchema = z.object({
  businessName: z.string().trim().min(1, 'Business name is required').max(80),
  email: emailSchema,
  phone: z.union([z.literal(''), phoneSchema]).default(''),
  /** Optional, and only requested: the site answers at once on `{slug}.{platform domain}`; this domain joins it
   * once the partner proves it (Settings shows the TXT record). */
  domain: z.string().default('').pipe(ownDomainSchema),
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
  /** The address the code logs in to: the new site's instant address, or the site this e-mail already owns. */
  domain: z.string(),
  /** The e-mail already owns a site: no new one was made, and the code is a login code for that site. */
  existing: z.boolean(),
  message: z.string(),
});
