// GET /api/v1/admin/partners (search, status filter, counts) and GET /api/v1/admin/partners/:id (one partner's
// page), and suspending or resuming a partner with a reason.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  partnerDetailSchema,
  partnersResponseSchema,
  suspensionResultSchema,
  type PartnerStatus,
} from '../../domain/platform/admin-console';
import { apiRequest } from '../../lib/api-client';
import { ADMIN_QUERY_ROOT } from './admin-session';

export interface PartnersParams {
  q: string;
  status: PartnerStatus | null;
}

function partnersQueryOptions(params: PartnersParams) {
  return queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'partners', params],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ limit: '200' });
      if (params.q) search.set('q', params.q);
      if (params.status) search.set('status', params.status);
      return apiRequest(`/api/v1/admin/partners?${search}`, {
        schema: partnersResponseSchema,
        session: 'platform',
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}

export const usePartners = (params: PartnersParams) => useQuery(partnersQueryOptions(params));

function partnerQueryOptions(tenantId: string) {
  return queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'partner', tenantId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/admin/partners/${encodeURIComponent(tenantId)}`, {
        schema: partnerDetailSchema,
        session: 'platform',
        signal,
      }),
  });
}

export const usePartner = (tenantId: string) => useQuery(partnerQueryOptions(tenantId));

export function useChangeSuspension(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: 'suspend' | 'resume'; reason: string }) =>
      apiRequest(`/api/v1/admin/partners/${encodeURIComponent(tenantId)}/${action}`, {
        method: 'POST',
        body: { reason },
        schema: suspensionResultSchema,
        session: 'platform',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT] }),
  });
}
