// GET /api/v1/apps: the store listing and APK links of the partner's own partner and driver apps.
import { queryOptions } from '@tanstack/react-query';
import { appLinksSchema } from '../../domain/partners/app-links';
import { apiRequest } from '../../lib/api-client';

export function appLinksQueryOptions() {
  return queryOptions({
    queryKey: ['appLinks'],
    queryFn: ({ signal }) => apiRequest('/api/v1/apps', { schema: appLinksSchema, signal }),
    staleTime: 10 * 60 * 1000,
    retry: 1,
  });
}
