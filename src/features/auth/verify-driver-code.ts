// POST /api/v1/auth/driver/verify: trades the texted code for a driver session (a driver the partner has not
// verified, or has blocked, is refused with the reason), stored as the driver token.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { sessionSchema } from '../../domain/auth/auth';
import type { driverVerifyRequestSchema } from '../../domain/drivers/driver-app';
import { apiRequest } from '../../lib/api-client';
import { saveToken } from '../../lib/session';

export async function verifyDriverCode(body: z.output<typeof driverVerifyRequestSchema>) {
  const session = await apiRequest('/api/v1/auth/driver/verify', {
    method: 'POST',
    body,
    schema: sessionSchema,
  });
  saveToken('driver', session.token);
  return session;
}

export function useVerifyDriverCode() {
  return useMutation({ mutationFn: verifyDriverCode });
}
