// GET /api/v1/admin/revenue?from=&to=: the platform's commission and fees per partner and month, with totals.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { revenueResponseSchema, type RevenueQuery } from '../../domain/platform/platform-revenue';
import { apiRequest } from '../../lib/api-client';
import { ADMIN_QUERY_ROOT } from './admin-session';

function revenueQueryOptions(range: RevenueQuery) {
  return queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'revenue', range],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/admin/revenue?${new URLSearchParams(range)}`, {
        schema: revenueResponseSchema,
        session: 'platform',
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const useRevenue = (range: RevenueQuery) => useQuery(revenueQueryOptions(range));

/** The month's statement, as the partners' own: a CSV or a PDF, signed with the platform session. */
export const statementPath = (month: string, kind: 'csv' | 'pdf') =>
  `/api/v1/admin/revenue/statement.${kind}?${new URLSearchParams({ month })}`;
