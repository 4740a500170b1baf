// GET /api/v1/referral/invitation?code=: what the referral link the visitor came by gives a new rider, for the
// login screen to say; an unknown code answers 404 and the screen says nothing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationSchema } from '../../domain/money/referral';
import { apiRequest } from '../../lib/api-client';

export const invitationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['referral', 'invitation', code],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/referral/invitation?code=${encodeURIComponent(code)}`, {
        schema: invitationSchema,
        signal,
      }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useInvitation(code: string | undefined) {
  return useQuery({ ...invitationQueryOptions(code ?? ''), enabled: Boolean(code) });
}
