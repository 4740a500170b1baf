// POST /api/v1/partner/settings/domain-check and /whatsapp-test: the two settings actions that change nothing
// but ask the world (DNS, WhatsApp) whether the partner's setup works.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { domainCheckSchema } from '../../domain/partners/partner-settings';
import { apiRequest } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency-key';

export function useCheckDomain() {
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/v1/partner/settings/domain-check', {
        method: 'POST',
        body: {},
        session: 'business',
        headers: idempotencyHeaders(),
        schema: domainCheckSchema,
      }),
  });
}

export function useSendWhatsappTest() {
  return useMutation({
    mutationFn: (to: string) =>
      apiRequest('/api/v1/partner/settings/whatsapp-test', {
        method: 'POST',
        body: { to },
        session: 'business',
        headers: idempotencyHeaders(),
        schema: z.object({ sent: z.literal(true) }),
      }),
  });
}
