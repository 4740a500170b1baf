// GET /api/v1/driver/rides: the driver's home (duty, offers, rides, earnings), kept on the device for tunnels,
// refetched every few seconds (offers expire) and shown with the driver's queued actions already applied.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { driverHomeSchema, type DriverHome } from '../../domain/drivers/driver-app';
import { overlayDriverHome } from '../../domain/drivers/driver-overlay';
import { apiRequestKept } from '../../lib/offline/offline-snapshots';
import { usePendingActions } from '../../lib/offline/outbox';

/** Every driver query key starts here, so one change can refresh all the driver's views. */
export const DRIVER_KEY = ['driver'] as const;
export const DRIVER_HOME_PATH = '/api/v1/driver/rides';
/** Offers live for about half a minute: without a push, the screen still hears of one within this. */
const POLL_MS = 5_000;

export function driverHomeQueryOptions() {
  return queryOptions({
    queryKey: [...DRIVER_KEY, 'home'],
    queryFn: ({ signal }) =>
      apiRequestKept(DRIVER_HOME_PATH, { schema: driverHomeSchema, session: 'driver', signal }),
    refetchInterval: POLL_MS,
    retry: (count, error) => count < 2 && !('status' in error && error.status === 401),
  });
}

export function useDriverHome() {
  const pending = usePendingActions();
  const select = useCallback(
    (data: DriverHome) => overlayDriverHome(data, pending, new Date().toISOString()),
    [pending],
  );
  return useQuery({ ...driverHomeQueryOptions(), select });
}
