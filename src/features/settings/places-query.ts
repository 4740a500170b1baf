// The gazetteer as the settings need it: the partner's served places with their names
// (`GET /api/v1/places/served`) and the server's place search (`GET /api/v1/places?q=`) for picking more.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { servedPlacesSchema } from '../../domain/pages/city-page';
import type { Country } from '../../domain/constants';
import { placeSchema } from '../../domain/places/place';
import { apiRequest } from '../../lib/api-client';

/** Keyed by the place ids the settings hold, and asked with them in the address: an answer kept from before
 * a save (by the browser, which may keep this public answer five minutes, or by the persisted query cache)
 * never stands in for the new list, which would show a place just added by its id. */
export const servedPlacesQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: ['partner', 'served-places', ...ids],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/places/served?${new URLSearchParams({ places: ids.join(',') })}`, {
        schema: servedPlacesSchema,
        signal,
      }),
    // The list before a save names every place the form still shows while the new one comes.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useServedPlaces(ids: readonly string[]) {
  return useQuery(servedPlacesQueryOptions(ids));
}

const searchSchema = z.object({ data: z.array(placeSchema) });

export function placeSearchQueryOptions(q: string, country: Country) {
  const query = q.trim();
  return queryOptions({
    queryKey: ['place-search', country, query],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/places?${new URLSearchParams({ q: query, country, limit: '8' })}`, {
        schema: searchSchema,
        signal,
      }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60 * 60_000,
  });
}

export function usePlaceSearch(q: string, country: Country) {
  return useQuery(placeSearchQueryOptions(q, country));
}
