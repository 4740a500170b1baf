// POST /api/v1/auth/partner/signup/verify: trades the e-mailed code for the new partner's business session on
// their own domain. The token is stored here only when this page is that domain: elsewhere it would be another
// tenant's session, so the caller hands it over to the domain instead.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { sessionSchema } from '../../domain/auth/auth';
import { apiRequest } from '../../lib/api-client';
import { saveToken } from '../../lib/session';

const signupSessionSchema = sessionSchema.extend({ domain: z.string() });

export async function verifyPartnerSignup(body: { email: string; domain: string; code: string }) {
  const session = await apiRequest('/api/v1/auth/partner/signup/verify', {
    method: 'POST',
    body,
    schema: signupSessionSchema,
  });
  if (session.domain === window.location.hostname) saveToken('business', session.token);
  return session;
}

export function useVerifyPartnerSignup() {
  return useMutation({ mutationFn: verifyPartnerSignup });
}
