// Add or edit a vehicle through the outbox: sent at once when online (a refusal, such as a number already
// taken, shows under its field), queued with its Idempotency-Key when not.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VehicleInput } from '../../domain/drivers/fleet';
import { submitAction } from '../../lib/offline/outbox';
import { VEHICLES_KEY } from './fleet-keys';

export function useSaveVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: VehicleInput }) =>
      submitAction({ type: 'vehicleSave', vehicleId: id, input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VEHICLES_KEY }),
  });
}
