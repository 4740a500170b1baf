// GET /api/v1/places from the place field: the server's gazetteer plus its street geocoder (when it has one),
// asked once the rider pauses typing. Offline, or for short queries, the field keeps its own offline matches.
import { queryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Country } from '../../domain/constants';
import type { LatLng } from '../../domain/places/place-index';
import { apiRequest } from '../../lib/api-client';

/** Street addresses need a few letters; a keystroke pause this long sends the query. */
const MIN_CHARS = 3;
const PAUSE_MS = 250;

export function placeSearchQueryOptions(search: {
  q: string;
  country: Country;
  limit: number;
  near: LatLng | undefined;
}) {
  const { q, country, limit, near } = search;
  const params = new URLSearchParams({ q, country, limit: String(limit) });
  if (near) {
    params.set('lat', near.lat.toFixed(3));
    params.set('lng', near.lng.toFixed(3));
  }
  return queryOptions({
    queryKey: ['places', 'search', country, q, params.get('lat'), params.get('lng'), limit],
    queryFn: async ({ signal }) => {
      const { placeSearchResponseSchema } = await import('../../domain/places/place-contract');
      return apiRequest(`/api/v1/places?${params.toString()}`, { schema: placeSearchResponseSchema, signal });
    },
    enabled: q.length >= MIN_CHARS && navigator.onLine,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** `text` once it has stopped changing for a moment. */
export function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const handle = setTimeout(() => setSettled(text), PAUSE_MS);
    return () => clearTimeout(handle);
  }, [text]);
  return settled;
}
