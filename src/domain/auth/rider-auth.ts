// Contracts of the rider's login by a texted one-time code; apart from the e-mail login because they need the
// phone rules (and libphonenumber with them).
import { z } from 'zod';
import { otpCodeSchema } from './auth';
import { LIMITS } from '../constants';
import { phoneSchema } from '../phone';

export const riderCodeRequestSchema = z.object({ phone: phoneSchema });
export const riderVerifyRequestSchema = z.object({
  phone: phoneSchema,
  code: otpCodeSchema,
  name: z.string().trim().max(LIMITS.nameMax).optional(),
});
