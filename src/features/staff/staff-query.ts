// A partner's staff: GET /api/v1/partner/staff, invite (POST), change a role or name (PATCH /{id}) and remove
// (DELETE /{id}), each mutation with an Idempotency-Key and followed by a fresh list.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  staffListSchema,
  staffMemberResponseSchema,
  type staffCreateSchema,
  type staffPatchSchema,
} from '../../domain/partners/partner-staff';
import { apiRequest } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency-key';

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: ['partner', 'staff'],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/partner/staff', { session: 'business', schema: staffListSchema, signal }),
    staleTime: 30_000,
  });

export function useStaff() {
  return useQuery(staffQueryOptions());
}

function useStaffMutation<V>(request: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryOptions().queryKey }),
  });
}

const send = <S extends z.ZodType>(
  path: string,
  method: 'POST' | 'PATCH' | 'DELETE',
  schema: S,
  body?: unknown,
) => apiRequest(path, { method, body, schema, session: 'business', headers: idempotencyHeaders() });

export const useInviteStaff = () =>
  useStaffMutation((input: z.input<typeof staffCreateSchema>) =>
    send('/api/v1/partner/staff', 'POST', staffMemberResponseSchema, input),
  );

export const useChangeStaff = () =>
  useStaffMutation(({ id, patch }: { id: string; patch: z.input<typeof staffPatchSchema> }) =>
    send(`/api/v1/partner/staff/${encodeURIComponent(id)}`, 'PATCH', staffMemberResponseSchema, patch),
  );

// A removal answers no body worth reading: anything (or nothing) is taken.
export const useRemoveStaff = () =>
  useStaffMutation((id: string) =>
    send(`/api/v1/partner/staff/${encodeURIComponent(id)}`, 'DELETE', z.unknown()),
  );
