// The tracking screen's server state: a partner's driver (refreshed every 10 s, spec 9), a watched ride, and
// the driver's own position posts made with the signed link from their ride message.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  driverPositionSchema,
  driverWhereaboutsSchema,
  trackingViewSchema,
  TRACKING,
  type Position,
} from '../../domain/tracking';
import { apiRequest } from '../../lib/api-client';

export function driverWhereaboutsOptions(driverId: string) {
  return queryOptions({
    queryKey: ['partner', 'driver-whereabouts', driverId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/partner/drivers/${encodeURIComponent(driverId)}/whereabouts`, {
        schema: driverWhereaboutsSchema,
        session: 'business',
        signal,
      }),
    refetchInterval: TRACKING.refreshEveryMs,
  });
}

export const useDriverWhereabouts = (driverId: string) => useQuery(driverWhereaboutsOptions(driverId));

/** Polled every 10 s (spec 9), or once a minute while the ride's socket room brings each position as it comes. */
export function rideTrackingOptions(rideId: string, live = false) {
  return queryOptions({
    queryKey: ['ride-tracking', rideId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/rides/${encodeURIComponent(rideId)}/tracking`, {
        schema: trackingViewSchema,
        signal,
      }),
    refetchInterval: live ? TRACKING.pushedRefreshMs : TRACKING.refreshEveryMs,
  });
}

export const useRideTracking = (rideId: string, live = false) => useQuery(rideTrackingOptions(rideId, live));

export function sendPosition(rideId: string, token: string, position: Position) {
  return apiRequest(`/api/v1/tracking/${encodeURIComponent(rideId)}/position`, {
    method: 'POST',
    body: position,
    headers: { 'x-tracking-token': token },
    schema: z.object({ position: driverPositionSchema }),
  });
}
