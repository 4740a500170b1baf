// Contracts of the partners' one-time-code login by e-mail, the code itself, and the session every login gets.
// The rider's phone login lives in rider-auth.ts, so these never pull in phone validation.
import { z } from 'zod';
import { OTP, PARTNER_ROLES, ROLES } from '../constants';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'E-mail is required')
  .max(254, 'E-mail is too long')
  .pipe(z.email('Enter a valid e-mail address'));

export const otpCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP.length}}$`), `Enter the ${OTP.length}-digit code`);

export const partnerCodeRequestSchema = z.object({ email: emailSchema });
export const partnerVerifyRequestSchema = z.object({ email: emailSchema, code: otpCodeSchema });

export const codeSentSchema = z.object({
  sent: z.literal(true),
  expiresInSeconds: z.number().int().positive(),
});

export const sessionUserSchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** A partner account's role on its tenant; null for riders and drivers. */
  partnerRole: z.enum(PARTNER_ROLES).nullable().default(null),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type Session = z.infer<typeof sessionSchema>;

export const meSchema = z.object({ user: sessionUserSchema });
export const loggedOutSchema = z.object({ loggedOut: z.literal(true) });
