// POST /api/v1/partner/rides/:rideId/actions: accept, decline, start, complete or cancel a ride, once per
// Idempotency-Key; success refreshes every partner view (counters, lists, free drivers and vehicles, wallet).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rideActionResponseSchema, type RideActionRequest } from '../../domain/partner-rides';
import { apiRequest } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency-key';
import { PARTNER_KEY } from './rides-query';

export interface RideActionVariables {
  rideId: string;
  body: RideActionRequest;
}

export function postRideAction({ rideId, body }: RideActionVariables) {
  return apiRequest(`/api/v1/partner/rides/${encodeURIComponent(rideId)}/actions`, {
    method: 'POST',
    body,
    session: 'business',
    headers: idempotencyHeaders(),
    schema: rideActionResponseSchema,
  });
}

export function useRideAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRideAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PARTNER_KEY }),
  });
}
