// GET /api/v1/partner/rides/:rideId/messages: the ride's messages with their fate. Under PARTNER_KEY, so a live
// ride change (useLiveRides) fetches them again while they show.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rideMessagesSchema } from '../../domain/messages/message-log';
import { apiRequest } from '../../lib/api-client';
import { PARTNER_KEY } from './rides-query';

export function rideMessagesQueryOptions(rideId: string) {
  return queryOptions({
    queryKey: [...PARTNER_KEY, 'ride-messages', rideId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/partner/rides/${encodeURIComponent(rideId)}/messages`, {
        schema: rideMessagesSchema,
        session: 'business',
        signal,
      }),
    // Opening the list again shows what happened since.
    staleTime: 0,
  });
}

export function useRideMessages(rideId: string) {
  return useQuery(rideMessagesQueryOptions(rideId));
}
