// POST /api/v1/auth/rider/code: texts a one-time code to the rider's phone.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { codeSentSchema } from '../../domain/auth/auth';
import type { riderCodeRequestSchema } from '../../domain/auth/rider-auth';
import { apiRequest } from '../../lib/api-client';

export type RiderCodeRequest = z.output<typeof riderCodeRequestSchema>;

export function requestRiderCode(body: RiderCodeRequest) {
  return apiRequest('/api/v1/auth/rider/code', { method: 'POST', body, schema: codeSentSchema });
}

export function useRequestRiderCode() {
  return useMutation({ mutationFn: requestRiderCode });
}
