// GET and PUT /api/v1/partner/referral-rewards: what the referring rider and the new rider each get on the new
// rider's first completed ride (minor units, 0: none); a save, with an Idempotency-Key, answers the amounts kept.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { referralRewardsResponseSchema, type ReferralRewards } from '../../domain/money/referral';
import { apiRequest } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency-key';

const PATH = '/api/v1/partner/referral-rewards';

export const referralRewardsQueryOptions = () =>
  queryOptions({
    queryKey: ['partner', 'referral-rewards'],
    queryFn: ({ signal }) =>
      apiRequest(PATH, { session: 'business', schema: referralRewardsResponseSchema, signal }),
    staleTime: 30_000,
  });

export function useReferralRewards() {
  return useQuery(referralRewardsQueryOptions());
}

export function useSaveReferralRewards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewards: ReferralRewards) =>
      apiRequest(PATH, {
        method: 'PUT',
        body: rewards,
        session: 'business',
        headers: idempotencyHeaders(),
        schema: referralRewardsResponseSchema,
      }),
    onSuccess: (saved) => queryClient.setQueryData(referralRewardsQueryOptions().queryKey, saved),
  });
}
