// GET /api/v1/partner/leads: one page of the partner's leads (open, converted or all), newest activity first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { leadsResponseSchema, type leadsQuerySchema } from '../../domain/riders/leads';
import { apiRequest } from '../../lib/api-client';

export type LeadsParams = z.input<typeof leadsQuerySchema>;

export function leadsQueryOptions(params: LeadsParams) {
  return queryOptions({
    queryKey: ['partner', 'leads', params],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(params))
        if (value !== undefined) search.set(name, String(value));
      return apiRequest(`/api/v1/partner/leads?${search}`, {
        schema: leadsResponseSchema,
        session: 'business',
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}

export function useLeads(params: LeadsParams) {
  return useQuery(leadsQueryOptions(params));
}
