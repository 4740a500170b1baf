// GET /api/v1/partner/ride-events: every lifecycle change in a window (last 30 minutes, last hour, today),
// newest first, optionally for one ride id.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { rideEventsResponseSchema, type rideEventsQuerySchema } from '../../domain/riders/customers';
import { apiRequestKept } from '../../lib/offline/offline-snapshots';
import { PARTNER_KEY } from './rides-query';

export type RideEventsParams = z.input<typeof rideEventsQuerySchema>;

export function rideEventsQueryOptions(params: RideEventsParams) {
  return queryOptions({
    queryKey: [...PARTNER_KEY, 'ride-events', params],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(params)) if (value) search.set(name, String(value));
      return apiRequestKept(`/api/v1/partner/ride-events?${search}`, {
        schema: rideEventsResponseSchema,
        session: 'business',
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}

export function useRideEvents(params: RideEventsParams) {
  return useQuery(rideEventsQueryOptions(params));
}
