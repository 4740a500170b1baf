// The owner's webhook endpoints: GET /api/v1/partner/webhooks, add (POST, answers the secret once), remove
// (DELETE /{id}), send a test (POST /{id}/test) and the delivery log (GET /{id}/deliveries).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  createdWebhookSchema,
  webhookDeliveriesSchema,
  webhookDeliverySchema,
  webhookListSchema,
  type WebhookRequest,
} from '../../domain/integrations/webhooks';
import { apiRequest } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency-key';

const BASE = '/api/v1/partner/webhooks';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: ['partner', 'webhooks'],
    queryFn: ({ signal }) => apiRequest(BASE, { session: 'business', schema: webhookListSchema, signal }),
  });

export const deliveriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['partner', 'webhooks', id, 'deliveries'],
    queryFn: ({ signal }) =>
      apiRequest(`${one(id)}/deliveries`, { session: 'business', schema: webhookDeliveriesSchema, signal }),
    // A pending delivery changes on the server's timer: the log follows it while it is open.
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === 'pending') ? 2000 : false,
  });

export const useWebhooks = () => useQuery(webhooksQueryOptions());
export const useDeliveries = (id: string) => useQuery(deliveriesQueryOptions(id));

export function useAddWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookRequest) =>
      apiRequest(BASE, {
        method: 'POST',
        body,
        schema: createdWebhookSchema,
        session: 'business',
        headers: idempotencyHeaders(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions().queryKey }),
  });
}

export function useRemoveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(one(id), {
        method: 'DELETE',
        schema: z.unknown(),
        session: 'business',
        headers: idempotencyHeaders(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions().queryKey }),
  });
}

export function useSendTest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`${one(id)}/test`, { method: 'POST', schema: webhookDeliverySchema, session: 'business' }),
    // The log opens with the click, so its first read can race the test's insert and answer an empty log that
    // an invalidation would not replace (a first fetch in flight is joined, not restarted): cancel that read,
    // show the queued delivery at once (its pending status keeps the log polling), then read the log afresh.
    onSuccess: async (delivery) => {
      const { queryKey } = deliveriesQueryOptions(id);
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (log) => ({
        deliveries: [delivery, ...(log?.deliveries ?? []).filter((known) => known.id !== delivery.id)],
      }));
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
