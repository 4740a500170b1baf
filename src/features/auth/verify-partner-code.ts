// POST /api/v1/auth/partner/verify: trades the e-mailed code for a business session, stored as the business token.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { sessionSchema, type partnerVerifyRequestSchema } from '../../domain/auth/auth';
import { apiRequest } from '../../lib/api-client';
import { saveToken } from '../../lib/session';

export type PartnerVerifyRequest = z.output<typeof partnerVerifyRequestSchema>;

export async function verifyPartnerCode(body: PartnerVerifyRequest) {
  const session = await apiRequest('/api/v1/auth/partner/verify', {
    method: 'POST',
    body,
    schema: sessionSchema,
  });
  saveToken('business', session.token);
  return session;
}

export function useVerifyPartnerCode() {
  return useMutation({ mutationFn: verifyPartnerCode });
}
