// The summary's money reads: GET /api/v1/wallet for the signed-in rider's balance (only the total is used), and
// POST /api/v1/promo-codes/check for a code's discount on this quote, before booking.
import { queryOptions } from '@tanstack/react-query';
import { walletResponseSchema } from '../../domain/money/wallet';
import { promoCheckResponseSchema, type PromoCheckRequest } from '../../domain/money/promo-codes';
import { apiRequest } from '../../lib/api-client';

export function riderBalanceQueryOptions(signedIn: boolean) {
  return queryOptions({
    queryKey: ['rider', 'wallet-balance'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/v1/wallet?limit=1', { schema: walletResponseSchema, session: 'user', signal }))
        .data.total,
    enabled: signedIn,
    staleTime: 0,
  });
}

export async function checkPromoCode(body: PromoCheckRequest) {
  const answer = await apiRequest('/api/v1/promo-codes/check', {
    method: 'POST',
    body,
    schema: promoCheckResponseSchema,
    session: 'user',
  });
  return answer.data;
}
