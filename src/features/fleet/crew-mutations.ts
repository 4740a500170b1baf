// Add a driver or travel company, Verify / Block / Unblock one, or remove one: each through the outbox, so it
// is sent at once when online and queued with its Idempotency-Key when not.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountAction, CrewInput } from '../../domain/drivers/fleet';
import type { OutboxAction } from '../../domain/outbox';
import { submitAction } from '../../lib/offline/outbox';
import { crewKey, type CrewKind } from './fleet-keys';

function useCrewMutation<V>(kind: CrewKind, toAction: (variables: V) => OutboxAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => submitAction(toAction(variables)),
    // Drivers feed the ride Accept picker too, so every partner view refreshes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crewKey(kind).slice(0, 1) }),
  });
}

export const useAddCrewMember = (kind: CrewKind) =>
  useCrewMutation(kind, (input: CrewInput) => ({ type: 'crewAdd', kind, input }));
export const useChangeCrewStatus = (kind: CrewKind) =>
  useCrewMutation(kind, ({ id, action }: { id: string; action: AccountAction }) => ({
    type: 'crewStatus',
    kind,
    memberId: id,
    action,
  }));
export const useRemoveCrewMember = (kind: CrewKind) =>
  useCrewMutation(kind, (id: string) => ({ type: 'crewRemove', kind, memberId: id }));
