// GET /api/v1/places/:slug/landing: a city page's data (the partner's rate cards, popular routes, rides done),
// and GET /api/v1/places/served for service/places. A 404 means the place is unknown: never retried.
import { queryOptions } from '@tanstack/react-query';
import { cityLandingSchema, servedPlacesSchema } from '../../domain/pages/city-page';
import { ApiRequestError, apiRequest } from '../../lib/api-client';
import { SERVED_AT, servedResponse } from '../../lib/served-responses';

const FRESH_MS = 5 * 60 * 1000;

const retryUnlessMissing = (failures: number, error: Error) =>
  !(error instanceof ApiRequestError && error.status === 404) && failures < 2;

export function cityLandingQueryOptions(slug: string) {
  const path = `/api/v1/places/${encodeURIComponent(slug)}/landing`;
  return queryOptions({
    queryKey: ['cityLanding', slug],
    queryFn: ({ signal }) => apiRequest(path, { schema: cityLandingSchema, signal }),
    // The served city page carries its landing data: the page draws once, with it, and asks for nothing.
    initialData: () => servedResponse(path, cityLandingSchema),
    initialDataUpdatedAt: SERVED_AT,
    staleTime: FRESH_MS,
    retry: retryUnlessMissing,
  });
}

export function servedPlacesQueryOptions() {
  return queryOptions({
    queryKey: ['servedPlaces'],
    queryFn: ({ signal }) => apiRequest('/api/v1/places/served', { schema: servedPlacesSchema, signal }),
    staleTime: FRESH_MS,
    retry: retryUnlessMissing,
  });
}
