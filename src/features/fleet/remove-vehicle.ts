// Remove a vehicle through the outbox (the server refuses while the vehicle is on a ride).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitAction } from '../../lib/offline/outbox';
import { VEHICLES_KEY } from './fleet-keys';

export function useRemoveVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => submitAction({ type: 'vehicleRemove', vehicleId: id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VEHICLES_KEY }),
  });
}
