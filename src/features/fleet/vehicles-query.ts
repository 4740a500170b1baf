// GET /api/v1/partner/vehicles: the fleet with its Total / Online / Offline totals.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehiclesResponseSchema } from '../../domain/fleet';
import { apiRequest } from '../../lib/api-client';
import { VEHICLES_KEY } from './fleet-keys';

export function vehiclesQueryOptions() {
  return queryOptions({
    queryKey: VEHICLES_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/partner/vehicles', { schema: vehiclesResponseSchema, session: 'business', signal }),
    staleTime: 15_000,
  });
}

export function useVehicles() {
  return useQuery(vehiclesQueryOptions());
}
