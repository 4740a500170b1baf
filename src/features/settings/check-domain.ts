// POST /api/v1/partner/settings/domain-check and /whatsapp-test: the two settings actions that ask the world (DNS,
// WhatsApp) whether the partner's setup works; a domain whose proof DNS shows is claimed by the check.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { domainCheckSchema } from '../../domain/partners/partner-settings';
import { apiRequest } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency-key';
import { settingsQueryOptions } from './settings-query';

/** A check that finds the proof claims the domain (or notes that its proof lapsed): the settings are read again. */
export function useCheckDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/v1/partner/settings/domain-check', {
        method: 'POST',
        body: {},
        session: 'business',
        headers: idempotencyHeaders(),
        schema: domainCheckSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsQueryOptions().queryKey }),
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
