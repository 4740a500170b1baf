// GET /api/v1/partner/promo-codes (with their uses), POST to create one, POST …/:id/archive to stop it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  promoCodeResponseSchema,
  promoCodesResponseSchema,
  type PromoCodeRequest,
} from '../../domain/money/promo-codes';
import { apiRequest } from '../../lib/api-client';

export const promoCodesQueryOptions = () =>
  queryOptions({
    queryKey: ['partner', 'promo-codes'],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/partner/promo-codes', {
        session: 'business',
        schema: promoCodesResponseSchema,
        signal,
      }),
  });

export function usePromoCodes() {
  return useQuery(promoCodesQueryOptions());
}

function useCodeChange<T>(send: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodesQueryOptions().queryKey }),
  });
}

export const useCreatePromoCode = () =>
  useCodeChange((body: PromoCodeRequest) =>
    apiRequest('/api/v1/partner/promo-codes', {
      method: 'POST',
      body,
      session: 'business',
      schema: promoCodeResponseSchema,
    }),
  );

export const useArchivePromoCode = () =>
  useCodeChange((id: string) =>
    apiRequest(`/api/v1/partner/promo-codes/${encodeURIComponent(id)}/archive`, {
      method: 'POST',
      session: 'business',
      schema: promoCodeResponseSchema,
    }),
  );
