// GET /api/v1/partner/billing (the partner's terms with the platform) and PUT /api/v1/partner/rider-rewards (the
// rider cashback chosen within the terms' range, with an Idempotency-Key); a save answers the new Billing figures.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { termsOverviewSchema } from '../../domain/platform/platform-terms-api';
import { apiRequest } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency-key';

export const billingQueryOptions = () =>
  queryOptions({
    queryKey: ['partner', 'billing'],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/partner/billing', { session: 'business', schema: termsOverviewSchema, signal }),
    staleTime: 30_000,
  });

export function useBilling() {
  return useQuery(billingQueryOptions());
}

export function useSaveRiderRewards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cashbackBps: number) =>
      apiRequest('/api/v1/partner/rider-rewards', {
        method: 'PUT',
        body: { cashbackBps },
        session: 'business',
        headers: idempotencyHeaders(),
        schema: termsOverviewSchema,
      }),
    onSuccess: (billing) => queryClient.setQueryData(billingQueryOptions().queryKey, billing),
  });
}
