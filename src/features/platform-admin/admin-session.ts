// The platform owner's sign-in: ask for a code, verify it (keeping the platform session), who is signed in, and
// signing out. The session is of its own kind, never sent with a partner's or rider's request.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCodeSentSchema,
  adminLoggedOutSchema,
  adminMeSchema,
  adminSessionSchema,
  type AdminVerifyRequest,
} from '../../domain/platform/admin-console';
import { apiRequest } from '../../lib/api-client';
import { clearToken, saveToken, useToken } from '../../lib/session';

export const ADMIN_QUERY_ROOT = 'platformAdmin';

export function useRequestAdminCode() {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      apiRequest('/api/v1/admin/auth/code', {
        method: 'POST',
        body,
        schema: adminCodeSentSchema,
        session: 'platform',
      }),
  });
}

export function useVerifyAdminCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminVerifyRequest) =>
      apiRequest('/api/v1/admin/auth/verify', {
        method: 'POST',
        body,
        schema: adminSessionSchema,
        session: 'platform',
      }),
    onSuccess: (session) => {
      client.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
      saveToken('platform', session.token);
    },
  });
}

export function useAdminLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/v1/admin/auth/logout', {
        method: 'POST',
        schema: adminLoggedOutSchema,
        session: 'platform',
      }),
    onSettled: () => {
      clearToken('platform');
      client.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
    },
  });
}

const meQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'me', token],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/admin/me', { schema: adminMeSchema, session: 'platform', signal }),
    enabled: token !== null,
    retry: false,
  });

/** Who is signed in: null without a session or once the server no longer knows it (signed out elsewhere). */
export function useAdminMe() {
  const token = useToken('platform');
  const me = useQuery(meQueryOptions(token));
  return { token, me };
}
