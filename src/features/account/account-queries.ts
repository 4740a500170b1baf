// The rider's account calls: GET/PATCH /api/v1/me/profile, PUT /me/saved-places, GET/PUT /me/emergency-contact,
// GET /me/export and DELETE /me. The profile is kept on the device, so the page reads offline too.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emergencyContactResponseSchema, type EmergencyContact } from '../../domain/riders/emergency-contact';
import {
  accountDeletedSchema,
  riderExportSchema,
  riderProfileSchema,
  type ProfilePatch,
  type RiderProfile,
  type SavedPlace,
} from '../../domain/riders/rider-profile';
import { apiRequest } from '../../lib/api-client';
import { apiRequestKept } from '../../lib/offline/offline-snapshots';

export const ACCOUNT_KEY = ['rider', 'account'] as const;

export function profileQueryOptions() {
  return queryOptions({
    queryKey: [...ACCOUNT_KEY, 'profile'],
    queryFn: ({ signal }) =>
      apiRequestKept('/api/v1/me/profile', { schema: riderProfileSchema, session: 'user', signal }),
  });
}

export function emergencyContactQueryOptions() {
  return queryOptions({
    queryKey: [...ACCOUNT_KEY, 'emergencyContact'],
    queryFn: ({ signal }) =>
      apiRequestKept('/api/v1/me/emergency-contact', {
        schema: emergencyContactResponseSchema,
        session: 'user',
        signal,
      }),
  });
}

export const useProfile = () => useQuery(profileQueryOptions());
export const useEmergencyContact = () => useQuery(emergencyContactQueryOptions());

/** A mutation whose answer is the new profile: the page shows it at once. */
function useProfileMutation<T>(send: (input: T) => Promise<RiderProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}

export const useUpdateProfile = () =>
  useProfileMutation((body: ProfilePatch) =>
    apiRequest('/api/v1/me/profile', { method: 'PATCH', body, schema: riderProfileSchema, session: 'user' }),
  );

export const useSavePlaces = () =>
  useProfileMutation((places: SavedPlace[]) =>
    apiRequest('/api/v1/me/saved-places', {
      method: 'PUT',
      body: { places },
      schema: riderProfileSchema,
      session: 'user',
    }),
  );

export function useSaveEmergencyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmergencyContact) =>
      apiRequest('/api/v1/me/emergency-contact', {
        method: 'PUT',
        body,
        schema: emergencyContactResponseSchema,
        session: 'user',
      }),
    onSuccess: (saved) => queryClient.setQueryData(emergencyContactQueryOptions().queryKey, saved),
  });
}

/** Fetches the export and hands it to the browser as a file named for the day. */
export async function downloadMyData(): Promise<void> {
  const data = await apiRequest('/api/v1/me/export', { schema: riderExportSchema, session: 'user' });
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `my-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: () =>
      apiRequest('/api/v1/me', { method: 'DELETE', schema: accountDeletedSchema, session: 'user' }),
  });
