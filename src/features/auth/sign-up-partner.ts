// POST /api/v1/auth/partner/signup: creates the partner's tenant (business, e-mail, phone, domain) and e-mails
// the code that proves the address; signing up again before the first login just sends a new code.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { signupSentSchema, type partnerSignupRequestSchema } from '../../domain/auth/partner-signup';
import { apiRequest } from '../../lib/api-client';

export type PartnerSignupInput = z.input<typeof partnerSignupRequestSchema>;

export function signUpPartner(body: PartnerSignupInput) {
  return apiRequest('/api/v1/auth/partner/signup', { method: 'POST', body, schema: signupSentSchema });
}

export function useSignUpPartner() {
  return useMutation({ mutationFn: signUpPartner });
}
