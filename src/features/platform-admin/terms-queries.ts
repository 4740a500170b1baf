// GET and POST /api/v1/admin/partners/:id/terms: the partner's terms now, upcoming and before, and new terms from
// a day on.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TermsChange } from '../../domain/partners/partner-terms';
import { termsOverviewSchema } from '../../domain/platform/platform-terms-api';
import { partnerTermsSchema } from '../../domain/partners/partner-terms';
import { apiRequest } from '../../lib/api-client';
import { ADMIN_QUERY_ROOT } from './admin-session';

const termsPath = (tenantId: string) => `/api/v1/admin/partners/${encodeURIComponent(tenantId)}/terms`;

function termsQueryOptions(tenantId: string) {
  return queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'terms', tenantId],
    queryFn: ({ signal }) =>
      apiRequest(termsPath(tenantId), { schema: termsOverviewSchema, session: 'platform', signal }),
    retry: false,
  });
}

export const usePartnerTerms = (tenantId: string) => useQuery(termsQueryOptions(tenantId));

export function useSetTerms(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: TermsChange) =>
      apiRequest(termsPath(tenantId), {
        method: 'POST',
        body: change,
        schema: partnerTermsSchema,
        session: 'platform',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT] }),
  });
}
