// GET /api/v1/partner/customers: one page of the tenant's riders, drivers or partners, with the true total.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { customersResponseSchema, type customersQuerySchema } from '../../domain/riders/customers';
import { apiRequestKept } from '../../lib/offline/offline-snapshots';

export type CustomersParams = z.input<typeof customersQuerySchema>;

export function customersQueryOptions(params: CustomersParams) {
  return queryOptions({
    queryKey: ['partner', 'customers', params],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(params))
        if (value !== undefined && value !== '') search.set(name, String(value));
      return apiRequestKept(`/api/v1/partner/customers?${search}`, {
        schema: customersResponseSchema,
        session: 'business',
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}

export function useCustomers(params: CustomersParams) {
  return useQuery(customersQueryOptions(params));
}
