// GET /api/v1/partner/rate-cards and PUT /api/v1/partner/rate-cards/{vehicleType}: the partner's prices per
// vehicle type, in integer minor units. A per-km rate above the ceiling answers 409 `confirmation_required`
// until the partner confirms it and the same rates are sent again with `confirmHighRates`.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { VehicleType } from '../../domain/constants';
import { rateCardSchema, type VehicleRates } from '../../domain/partners/rate-card';
import { rateCardsResponseSchema } from '../../domain/partners/partner-settings';
import { ApiRequestError, apiRequest } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency-key';

export const CONFIRMATION_REQUIRED = 'confirmation_required';

export const rateCardsQueryOptions = () =>
  queryOptions({
    queryKey: ['partner', 'rate-cards'],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/partner/rate-cards', {
        session: 'business',
        schema: rateCardsResponseSchema,
        signal,
      }),
    staleTime: 30_000,
  });

export function useRateCards() {
  return useQuery(rateCardsQueryOptions());
}

interface SaveRateCard {
  vehicleType: VehicleType;
  rates: VehicleRates;
  confirmHighRates: boolean;
}

// The answer is the saved card, bare or in `data`: either way it is parsed, never trusted as sent.
const savedSchema = z.union([z.object({ data: rateCardSchema }), rateCardSchema]);

export function saveRateCard({ vehicleType, rates, confirmHighRates }: SaveRateCard) {
  return apiRequest(`/api/v1/partner/rate-cards/${vehicleType}`, {
    method: 'PUT',
    body: { rates, confirmHighRates },
    session: 'business',
    headers: idempotencyHeaders(),
    schema: savedSchema,
  });
}

export function useSaveRateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRateCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateCardsQueryOptions().queryKey }),
  });
}

export const needsConfirmation = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 409 && error.code === CONFIRMATION_REQUIRED;
