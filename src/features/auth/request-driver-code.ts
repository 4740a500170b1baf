// POST /api/v1/auth/driver/code: texts a one-time code to a driver the partner added (the answer is the same
// for any number, so it reveals nobody).
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { phoneCodeSentSchema } from '../../domain/auth/rider-auth';
import type { driverCodeRequestSchema } from '../../domain/drivers/driver-app';
import { apiRequest } from '../../lib/api-client';

export function requestDriverCode(body: z.output<typeof driverCodeRequestSchema>) {
  return apiRequest('/api/v1/auth/driver/code', { method: 'POST', body, schema: phoneCodeSentSchema });
}

export function useRequestDriverCode() {
  return useMutation({ mutationFn: requestDriverCode });
}
