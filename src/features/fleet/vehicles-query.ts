// GET /api/v1/partner/vehicles: the fleet with its Total / Online / Offline totals.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { OUTBOX_OVERLAID_META } from '../../domain/constants';
import { overlayVehicles } from '../../domain/outbox-overlay';
import { vehiclesResponseSchema, type Vehicle } from '../../domain/drivers/fleet';
import { apiRequestKept } from '../../lib/offline/offline-snapshots';
import { usePendingActions } from '../../lib/offline/outbox';
import { VEHICLES_KEY } from './fleet-keys';

export function vehiclesQueryOptions() {
  return queryOptions({
    queryKey: VEHICLES_KEY,
    queryFn: ({ signal }) =>
      apiRequestKept('/api/v1/partner/vehicles', {
        schema: vehiclesResponseSchema,
        session: 'business',
        signal,
      }),
    staleTime: 15_000,
    meta: OUTBOX_OVERLAID_META,
  });
}

/** The fleet as it will be once the queued actions reach the server. */
export function useVehicles() {
  const pending = usePendingActions();
  const select = useCallback((data: { vehicles: Vehicle[] }) => overlayVehicles(data, pending), [pending]);
  return useQuery({ ...vehiclesQueryOptions(), select });
}
