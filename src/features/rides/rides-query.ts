// GET /api/v1/partner/rides: the dashboard's counters, money and one page of rides for a period, tab and search.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { OUTBOX_OVERLAID_META } from '../../domain/constants';
import { overlayRides } from '../../domain/outbox-overlay';
import type { z } from 'zod';
import {
  ridesResponseSchema,
  type RidesResponse,
  type ridesQuerySchema,
} from '../../domain/rides/partner-rides';
import { apiRequestKept } from '../../lib/offline/offline-snapshots';
import { usePendingActions } from '../../lib/offline/outbox';

export type RidesParams = z.input<typeof ridesQuerySchema>;

/** Every partner query key starts here, so one lifecycle change can refresh all the console's views. */
export const PARTNER_KEY = ['partner'] as const;

export function fetchRides(params: RidesParams, signal?: AbortSignal) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  return apiRequestKept(`/api/v1/partner/rides?${search}`, {
    schema: ridesResponseSchema,
    session: 'business',
    signal,
  });
}

export function ridesQueryOptions(params: RidesParams) {
  return queryOptions({
    queryKey: [...PARTNER_KEY, 'rides', params],
    queryFn: ({ signal }) => fetchRides(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    meta: OUTBOX_OVERLAID_META,
  });
}

/** The rides as they will be once the queued actions reach the server. */
export function useRides(params: RidesParams) {
  const pending = usePendingActions();
  const select = useCallback((data: RidesResponse) => overlayRides(data, pending), [pending]);
  return useQuery({ ...ridesQueryOptions(params), select });
}
