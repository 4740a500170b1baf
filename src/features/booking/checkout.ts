// GET /api/v1/payments/:txnId: the hosted-checkout form (gateway address and signed fields) for a card payment.
import { queryOptions } from '@tanstack/react-query';
import { checkoutResponseSchema } from '../../domain/money/payments';
import { apiRequest } from '../../lib/api-client';

export function checkoutQueryOptions(txnId: string) {
  return queryOptions({
    queryKey: ['checkout', txnId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/payments/${encodeURIComponent(txnId)}`, {
        schema: checkoutResponseSchema,
        session: 'user',
        signal,
      }),
    // Every visit signs a fresh form; never post a cached one.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
