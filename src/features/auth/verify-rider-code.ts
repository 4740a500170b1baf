// POST /api/v1/auth/rider/verify: trades the texted code for a rider session, stored as the user token.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { sessionSchema } from '../../domain/auth/auth';
import type { riderVerifyRequestSchema } from '../../domain/auth/rider-auth';
import { apiRequest } from '../../lib/api-client';
import { saveToken } from '../../lib/session';

export type RiderVerifyRequest = z.output<typeof riderVerifyRequestSchema>;

export async function verifyRiderCode(body: RiderVerifyRequest) {
  const session = await apiRequest('/api/v1/auth/rider/verify', {
    method: 'POST',
    body,
    schema: sessionSchema,
  });
  saveToken('user', session.token);
  return session;
}

export function useVerifyRiderCode() {
  return useMutation({ mutationFn: verifyRiderCode });
}
