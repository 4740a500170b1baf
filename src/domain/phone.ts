// Phone numbers as the product accepts them, on its own because libphonenumber's metadata is heavy: only the
// contracts that take a phone (rider login, bookings) import it, so e-mail login and session pages stay light.
import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Any phone number libphonenumber accepts, answered in E.164 (spaces and dashes removed). */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, 'Phone number is required')
  .transform((raw, ctx) => {
    const parsed = parsePhoneNumberFromString(raw.replace(/[\s-]/g, ''), 'IN');
    if (!parsed?.isValid()) {
      ctx.addIssue({ code: 'custom', message: 'Invalid phone number' });
      return z.NEVER;
    }
    return parsed.number;
  });
