// The signed-in partner's role on their business (owner, dispatcher, accountant), read from the session
// (`GET /api/v1/auth/me`), so the console hides what the role may not do. The server checks every request
// against the same table; hiding is for clarity, not protection.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mayUse, staffMemberSchema, type PartnerArea } from '../domain/partners/partner-staff';
import { apiRequest } from './api-client';
import { useToken } from './session';

export type PartnerRole = z.infer<typeof staffMemberSchema.shape.role>;

// Only the role is read here; riders' and drivers' sessions carry none.
const partnerMeSchema = z.object({
  user: z.object({ partnerRole: staffMemberSchema.shape.role.nullish() }),
});

export function partnerMeQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['partner', 'me', token],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/auth/me', { session: 'business', schema: partnerMeSchema, signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

function usePartnerMe() {
  return useQuery(partnerMeQueryOptions(useToken('business')));
}

/** The role, or null until the session has been read. An account from before roles existed is the owner. */
export function usePartnerRole(): PartnerRole | null {
  const me = usePartnerMe();
  if (!me.data) return null;
  return me.data.user.partnerRole ?? 'owner';
}

/**
 * Whether the signed-in partner may use an area: null while the role is being read, and true when it cannot be
 * read at all (offline before it was ever fetched), since the server decides on every request anyway.
 */
export function useAreaCheck(): (area: PartnerArea) => boolean | null {
  const me = usePartnerMe();
  const role = me.data ? (me.data.user.partnerRole ?? 'owner') : null;
  const unreadable = !me.data && me.isError;
  return (area) => (role ? mayUse(role, area) : unreadable ? true : null);
}

/** Whether the signed-in partner may use an area of the console; false while the role is not known yet. */
export function useMayUse(area: PartnerArea): boolean {
  return useAreaCheck()(area) === true;
}
