// POST /api/v1/quotes: the route and a fee per vehicle type for the ride on the form. A query, keyed by the
// request, so the form warms it and the vehicles and summary screens read it (or ask again after a reload).
import { queryOptions } from '@tanstack/react-query';
import { quoteResponseSchema, type QuoteRequest } from '../../domain/booking/booking';
import { apiRequest } from '../../lib/api-client';

/** A quote lives 15 minutes on the server; ask again well before it lapses. */
const QUOTE_FRESH_MS = 10 * 60 * 1000;

export function quoteQueryOptions(request: QuoteRequest) {
  return queryOptions({
    queryKey: ['quote', request],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/quotes', { method: 'POST', body: request, schema: quoteResponseSchema, signal }),
    staleTime: QUOTE_FRESH_MS,
    gcTime: QUOTE_FRESH_MS,
    retry: false,
  });
}
