// Accept, decline, arrived, start, complete or hand back a ride through the same outbox as the partner's: sent
// at once when online (a refusal, such as a wrong trip code, comes back to the card), queued with its
// Idempotency-Key in a tunnel and shown applied meanwhile, then replayed once when the network returns.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverActionRequest } from '../../domain/drivers/driver-app';
import { submitAction } from '../../lib/offline/outbox';
import { DRIVER_KEY } from './driver-home-query';

export interface DriverActionVariables {
  rideId: string;
  body: DriverActionRequest;
}

export function useDriverRideAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rideId, body }: DriverActionVariables) =>
      submitAction({ type: 'driverRide', rideId, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DRIVER_KEY }),
  });
}
