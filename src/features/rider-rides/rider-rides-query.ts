// GET /api/v1/rides: the signed-in rider's rides, one page at a time, refreshed now and then so a ride the
// partner accepts turns live on the page without a reload.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { riderRidesResponseSchema, type RiderRidesQuery } from '../../domain/rides/rider-rides';
import { apiRequest } from '../../lib/api-client';

const REFRESH_MS = 30_000;
/** Every page of the rider's rides, to refresh them all when one ride changes. */
export const RIDER_RIDES_KEY = ['rider', 'rides'] as const;

export function riderRidesOptions(page: RiderRidesQuery) {
  return queryOptions({
    queryKey: [...RIDER_RIDES_KEY, page],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/v1/rides?offset=${page.offset}&limit=${page.limit}${page.ride ? `&ride=${page.ride}` : ''}`,
        {
          schema: riderRidesResponseSchema,
          session: 'user',
          signal,
        },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

export const useRiderRides = (page: RiderRidesQuery) => useQuery(riderRidesOptions(page));
