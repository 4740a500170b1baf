// GET /api/v1/legal/:page: the tenant's privacy policy or terms. The served page carries the first answer, and
// the last one is kept on the device, so the text reads offline too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { legalApiPath, legalPageResponseSchema, type LegalPage } from '../../domain/partners/legal-pages';
import { apiRequestKept } from '../../lib/offline/offline-snapshots';
import { SERVED_AT, servedResponse } from '../../lib/served-responses';

export function legalPageQueryOptions(page: LegalPage) {
  const path = legalApiPath(page);
  return queryOptions({
    queryKey: ['legal', page],
    queryFn: ({ signal }) => apiRequestKept(path, { schema: legalPageResponseSchema, signal }),
    initialData: () => servedResponse(path, legalPageResponseSchema),
    initialDataUpdatedAt: SERVED_AT,
    staleTime: 5 * 60_000,
  });
}

export const useLegalPage = (page: LegalPage) => useQuery(legalPageQueryOptions(page));
