// POST /api/v1/auth/rider/verify: trades the texted code for a rider session, stored as the user token.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { sessionSchema } from '../../domain/auth/auth';
import type { riderVerifyRequestSchema } from '../../domain/auth/rider-auth';
import { apiRequest } from '../../lib/api-client';
import { forgetReferralCode, rememberedReferralCode } from '../../lib/referral-link';
import { saveToken } from '../../lib/session';

export type RiderVerifyRequest = z.input<typeof riderVerifyRequestSchema>;

/** Carries the referral code of the link the visitor came by; the server uses it only for a new account. */
export async function verifyRiderCode(body: RiderVerifyRequest) {
  const session = await apiRequest('/api/v1/auth/rider/verify', {
    method: 'POST',
    body: { ...body, referralCode: rememberedReferralCode() },
    schema: sessionSchema,
  });
  saveToken('user', session.token);
  forgetReferralCode();
  return session;
}

export function useVerifyRiderCode() {
  return useMutation({ mutationFn: verifyRiderCode });
}
