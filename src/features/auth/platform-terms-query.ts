// GET /api/v1/platform/terms: the platform's standard terms in effect now, shown before a partner signs up.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerTermsSchema } from '../../domain/partners/partner-terms';
import { apiRequest } from '../../lib/api-client';

export const platformTermsQueryOptions = () =>
  queryOptions({
    queryKey: ['platform', 'terms'],
    queryFn: ({ signal }) => apiRequest('/api/v1/platform/terms', { schema: partnerTermsSchema, signal }),
    staleTime: 60_000,
  });

export function usePlatformTerms() {
  return useQuery(platformTermsQueryOptions());
}
