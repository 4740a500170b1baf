// DELETE /api/v1/partner/vehicles/:id (refused while the vehicle is on a ride).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency-key';
import { VEHICLES_KEY } from './fleet-keys';

export function removeVehicle(id: string) {
  return apiRequest(`/api/v1/partner/vehicles/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    session: 'business',
    headers: idempotencyHeaders(),
    schema: z.object({ removed: z.literal(true) }),
  });
}

export function useRemoveVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VEHICLES_KEY }),
  });
}
