// GET /api/v1/partner/rides: the dashboard's counters, money and one page of rides for a period, tab and search.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ridesResponseSchema, type ridesQuerySchema } from '../../domain/partner-rides';
import { apiRequest } from '../../lib/api-client';

export type RidesParams = z.input<typeof ridesQuerySchema>;

/** Every partner query key starts here, so one lifecycle change can refresh all the console's views. */
export const PARTNER_KEY = ['partner'] as const;

export function fetchRides(params: RidesParams, signal?: AbortSignal) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  return apiRequest(`/api/v1/partner/rides?${search}`, {
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
  });
}

export function useRides(params: RidesParams) {
  return useQuery(ridesQueryOptions(params));
}
