// POST /api/v1/auth/rider/code: sends a one-time code to the rider's phone, by SMS or WhatsApp.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { phoneCodeSentSchema, type riderCodeRequestSchema } from '../../domain/auth/rider-auth';
import { apiRequest } from '../../lib/api-client';

export type RiderCodeRequest = z.output<typeof riderCodeRequestSchema>;

export function requestRiderCode(body: RiderCodeRequest) {
  return apiRequest('/api/v1/auth/rider/code', { method: 'POST', body, schema: phoneCodeSentSchema });
}

export function useRequestRiderCode() {
  return useMutation({ mutationFn: requestRiderCode });
}
