// The owner's API keys: GET /api/v1/partner/api-keys, make one (POST, answers the key once) and revoke one
// (DELETE /{id}).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  apiKeyListSchema,
  createdApiKeySchema,
  type ApiKeyRequest,
} from '../../domain/integrations/api-keys';
import { apiRequest } from '../../lib/api-client';

const BASE = '/api/v1/partner/api-keys';

export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: ['partner', 'api-keys'],
    queryFn: ({ signal }) => apiRequest(BASE, { session: 'business', schema: apiKeyListSchema, signal }),
    // Last use changes as the partner's systems call, unseen by this page: read afresh whenever it opens.
    staleTime: 0,
  });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyRequest) =>
      apiRequest(BASE, { method: 'POST', body, schema: createdApiKeySchema, session: 'business' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`${BASE}/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: z.unknown(),
        session: 'business',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}
