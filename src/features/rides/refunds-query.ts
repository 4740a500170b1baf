// A ride's refunds as the console reads and makes them: what was paid, refunded and is left, and a new refund
// sent with one Idempotency-Key per attempt, so a double click or a retry refunds once.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rideRefundsSchema, type RefundRequest } from '../../domain/money/refunds';
import { apiRequest } from '../../lib/api-client';
import { PARTNER_KEY } from './rides-query';

const refundsPath = (rideId: string) => `/api/v1/partner/rides/${encodeURIComponent(rideId)}/refunds`;

export function rideRefundsOptions(rideId: string) {
  return queryOptions({
    queryKey: [...PARTNER_KEY, 'refunds', rideId],
    queryFn: ({ signal }) =>
      apiRequest(refundsPath(rideId), { schema: rideRefundsSchema, session: 'business', signal }).then(
        (answer) => answer.data,
      ),
  });
}

export const useRideRefunds = (rideId: string) => useQuery(rideRefundsOptions(rideId));

export function useMakeRefund(rideId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: RefundRequest; key: string }) =>
      apiRequest(refundsPath(rideId), {
        method: 'POST',
        body: request,
        headers: { 'Idempotency-Key': key },
        schema: rideRefundsSchema,
        session: 'business',
      }).then((answer) => answer.data),
    onSuccess: (data) => queryClient.setQueryData(rideRefundsOptions(rideId).queryKey, data),
  });
}
