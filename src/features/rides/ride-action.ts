// Accept, decline, start, complete or cancel a ride through the outbox: sent at once when online (a refusal
// shows in the dialog), queued with its Idempotency-Key when not, and shown applied meanwhile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RideActionRequest } from '../../domain/rides/partner-rides';
import { submitAction } from '../../lib/offline/outbox';
import { PARTNER_KEY } from './rides-query';

export interface RideActionVariables {
  rideId: string;
  body: RideActionRequest;
}

export function useRideAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rideId, body }: RideActionVariables) => submitAction({ type: 'ride', rideId, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PARTNER_KEY }),
  });
}
