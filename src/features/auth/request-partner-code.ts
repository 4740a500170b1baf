// POST /api/v1/auth/partner/code: e-mails a one-time code to a partner account of this site.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { codeSentSchema, type partnerCodeRequestSchema } from '../../domain/auth/auth';
import { apiRequest } from '../../lib/api-client';

export type PartnerCodeRequest = z.output<typeof partnerCodeRequestSchema>;

export function requestPartnerCode(body: PartnerCodeRequest) {
  return apiRequest('/api/v1/auth/partner/code', { method: 'POST', body, schema: codeSentSchema });
}

export function useRequestPartnerCode() {
  return useMutation({ mutationFn: requestPartnerCode });
}
