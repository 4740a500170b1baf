// GET /api/v1/partner/drivers and /travel-companies: the members with Total / Online / Offline totals.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { crewResponseSchema } from '../../domain/fleet';
import { apiRequest } from '../../lib/api-client';
import { crewKey, type CrewKind } from './fleet-keys';

export function crewQueryOptions(kind: CrewKind) {
  return queryOptions({
    queryKey: crewKey(kind),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/partner/${kind}`, { schema: crewResponseSchema, session: 'business', signal }),
    staleTime: 15_000,
  });
}

export function useCrew(kind: CrewKind) {
  return useQuery(crewQueryOptions(kind));
}
