// POST /api/v1/driver/duty: on or off duty, with the vehicle driven this shift. Needs the network: the console
// must know at once whether the driver can be offered rides, so it is never queued.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { driverHomeSchema, type dutyRequestSchema } from '../../domain/drivers/driver-app';
import { apiRequest } from '../../lib/api-client';
import { driverHomeQueryOptions } from './driver-home-query';

export type DutyRequest = z.input<typeof dutyRequestSchema>;

export function setDuty(body: DutyRequest) {
  return apiRequest('/api/v1/driver/duty', {
    method: 'POST',
    body,
    session: 'driver',
    schema: driverHomeSchema,
  });
}

export function useSetDuty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDuty,
    onSuccess: (home) => queryClient.setQueryData(driverHomeQueryOptions().queryKey, home),
  });
}
