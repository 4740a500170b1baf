// GET /api/v1/referral: the signed-in rider's referral code (made on first ask), link, the rewards the partner set
// and how many friends joined by it and were rewarded.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralSchema } from '../../domain/money/referral';
import { apiRequest } from '../../lib/api-client';

export const referralQueryOptions = () =>
  queryOptions({
    queryKey: ['rider', 'referral'],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/referral', { session: 'user', schema: referralSchema, signal }),
    staleTime: 60_000,
  });

export function useReferral() {
  return useQuery(referralQueryOptions());
}
