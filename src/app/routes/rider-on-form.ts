// What the ride form reads from a signed-in rider's profile: their saved places for the place fields, and their
// name and phone to fill the contact. One request for both; the answer's schema loads only for a signed-in rider.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useToken } from '../../lib/session';

const riderOnFormQuery = queryOptions({
  queryKey: ['rider', 'on-form'],
  queryFn: async ({ signal }) => {
    const { riderOnFormSchema } = await import('./saved-places-schema');
    return apiRequest('/api/v1/me/profile', { schema: riderOnFormSchema, session: 'user', signal });
  },
  staleTime: 5 * 60_000,
});

/** The signed-in rider's profile as the form needs it; undefined without a session or until it has loaded. */
export function useRiderOnForm() {
  const signedIn = Boolean(useToken('user'));
  const profile = useQuery({ ...riderOnFormQuery, enabled: signedIn });
  return signedIn ? profile.data : undefined;
}
