// POST /api/v1/partner/vehicles (add) and PUT /api/v1/partner/vehicles/:id (edit), each with an Idempotency-Key.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleSchema, type VehicleInput } from '../../domain/fleet';
import { apiRequest } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency-key';
import { VEHICLES_KEY } from './fleet-keys';

export function saveVehicle({ id, input }: { id: string | null; input: VehicleInput }) {
  return apiRequest(id ? `/api/v1/partner/vehicles/${encodeURIComponent(id)}` : '/api/v1/partner/vehicles', {
    method: id ? 'PUT' : 'POST',
    body: input,
    session: 'business',
    headers: idempotencyHeaders(),
    schema: vehicleSchema,
  });
}

export function useSaveVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VEHICLES_KEY }),
  });
}
