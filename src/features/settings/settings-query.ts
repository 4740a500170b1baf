// GET and PATCH /api/v1/partner/settings: every section of the partner's settings in one answer, and any subset
// of them saved at once (with an Idempotency-Key, so a retried save applies once). A save answers the whole new
// settings, which replace the cached ones; the service worker drops its kept config and pages (they would show
// the old brand on the next load), then the site's brand is read again so the console wears it at once.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { partnerSettingsSchema, type SettingsPatch } from '../../domain/partners/partner-settings';
import { apiRequest } from '../../lib/api-client';
import { reloadBrand } from '../../lib/brand-store';
import { idempotencyHeaders } from '../../lib/idempotency-key';
import { dropWorkerBrandCopies } from '../../lib/worker-brand-copies';

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['partner', 'settings'],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/partner/settings', { session: 'business', schema: partnerSettingsSchema, signal }),
    staleTime: 30_000,
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

export function saveSettings(patch: SettingsPatch) {
  return apiRequest('/api/v1/partner/settings', {
    method: 'PATCH',
    body: patch,
    session: 'business',
    headers: idempotencyHeaders(),
    schema: partnerSettingsSchema,
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (settings, patch) => {
      queryClient.setQueryData(settingsQueryOptions().queryKey, settings);
      if (patch.brand || patch.site || patch.payments) void dropWorkerBrandCopies().then(reloadBrand);
      if (patch.places) void queryClient.invalidateQueries({ queryKey: ['partner', 'served-places'] });
    },
  });
}
