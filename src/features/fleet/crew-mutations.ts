// POST /api/v1/partner/{drivers|travel-companies} (add), POST /:id/status (Verify / Block / Unblock) and
// DELETE /:id (remove): one operation per function, each with its Idempotency-Key.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { crewMemberSchema, type AccountAction, type CrewInput } from '../../domain/fleet';
import { apiRequest } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency-key';
import { crewKey, type CrewKind } from './fleet-keys';

export function addCrewMember(kind: CrewKind, input: CrewInput) {
  return apiRequest(`/api/v1/partner/${kind}`, {
    method: 'POST',
    body: input,
    session: 'business',
    headers: idempotencyHeaders(),
    schema: crewMemberSchema,
  });
}

export function changeCrewStatus(kind: CrewKind, id: string, action: AccountAction) {
  return apiRequest(`/api/v1/partner/${kind}/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { action },
    session: 'business',
    headers: idempotencyHeaders(),
    schema: crewMemberSchema,
  });
}

export function removeCrewMember(kind: CrewKind, id: string) {
  return apiRequest(`/api/v1/partner/${kind}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    session: 'business',
    headers: idempotencyHeaders(),
    schema: z.object({ removed: z.literal(true) }),
  });
}

function useCrewMutation<V>(kind: CrewKind, run: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Drivers feed the ride Accept picker too, so every partner view refreshes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crewKey(kind).slice(0, 1) }),
  });
}

export const useAddCrewMember = (kind: CrewKind) =>
  useCrewMutation(kind, (input: CrewInput) => addCrewMember(kind, input));
export const useChangeCrewStatus = (kind: CrewKind) =>
  useCrewMutation(kind, ({ id, action }: { id: string; action: AccountAction }) =>
    changeCrewStatus(kind, id, action),
  );
export const useRemoveCrewMember = (kind: CrewKind) =>
  useCrewMutation(kind, (id: string) => removeCrewMember(kind, id));
