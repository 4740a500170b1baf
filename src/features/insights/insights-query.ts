// GET /api/v1/partner/insights for a period of the console's filter: visits, visitors, pages, campaigns with
// their bookings, and rides and revenue per day.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DateFilterValue } from '../../components/date-filter-field';
import type { DateFilter } from '../../domain/date-filter';
import { insightsSchema } from '../../domain/riders/visits';
import { apiRequest } from '../../lib/api-client';

export const insightsQueryOptions = ({ dateFilter, from, to }: DateFilterValue<DateFilter>) => {
  const custom: Record<string, string> = dateFilter === 'custom' && from && to ? { from, to } : {};
  const search = new URLSearchParams({ date_filter: dateFilter, ...custom });
  return queryOptions({
    queryKey: ['partner', 'insights', dateFilter, custom],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/partner/insights?${search}`, {
        session: 'business',
        schema: insightsSchema,
        signal,
      }),
    enabled: dateFilter !== 'custom' || Boolean(from && to),
    staleTime: 30_000,
  });
};

export const useInsights = (period: DateFilterValue<DateFilter>) => useQuery(insightsQueryOptions(period));
