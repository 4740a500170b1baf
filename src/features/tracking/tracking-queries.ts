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
} from '../../domain/rides/tracking';
import { shareLinkSchema, sosResponseSchema } from '../../domain/rides/ride-safety';
import { cancellationQuoteSchema } from '../../domain/rides/cancellation';
import { apiRequest } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency-key';

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

/** Polled every 10 s (spec 9), or once a minute while the ride's socket room brings each position as it comes,
 * unless the server's ETA is routed: that one is only as fresh as the view, so it is fetched every 10 s still.
 * With a share token it is family's read-only view, which needs no login. */
export function rideTrackingOptions(rideId: string, live = false, shareToken?: string) {
  const path = shareToken
    ? `/api/v1/shared/${encodeURIComponent(rideId)}?token=${encodeURIComponent(shareToken)}`
    : `/api/v1/rides/${encodeURIComponent(rideId)}/tracking`;
  return queryOptions({
    queryKey: ['ride-tracking', rideId, shareToken ?? null],
    queryFn: ({ signal }) => apiRequest(path, { schema: trackingViewSchema, signal }),
    refetchInterval: (query) =>
      live && query.state.data?.eta?.source !== 'routing'
        ? TRACKING.pushedRefreshMs
        : TRACKING.refreshEveryMs,
    retry: shareToken ? false : undefined,
  });
}

export const useRideTracking = (rideId: string, live = false, shareToken?: string) =>
  useQuery(rideTrackingOptions(rideId, live, shareToken));

export function shareRide(rideId: string) {
  return apiRequest(`/api/v1/rides/${encodeURIComponent(rideId)}/share`, {
    method: 'POST',
    schema: shareLinkSchema,
  });
}

export function raiseSos(rideId: string) {
  return apiRequest(`/api/v1/rides/${encodeURIComponent(rideId)}/sos`, {
    method: 'POST',
    schema: sosResponseSchema,
  });
}

export function sendPosition(rideId: string, token: string, position: Position) {
  return apiRequest(`/api/v1/tracking/${encodeURIComponent(rideId)}/position`, {
    method: 'POST',
    body: position,
    headers: { 'x-tracking-token': token },
    schema: z.object({ position: driverPositionSchema }),
  });
}

/** What cancelling now would cost, as the server computes it; never cached, the free window moves. */
export async function cancellationQuote(rideId: string) {
  const answer = await apiRequest(`/api/v1/rides/${encodeURIComponent(rideId)}/cancellation`, {
    schema: cancellationQuoteSchema,
  });
  return answer.data;
}

export async function cancelRide(rideId: string, acceptedFee: number) {
  const answer = await apiRequest(`/api/v1/rides/${encodeURIComponent(rideId)}/cancel`, {
    method: 'POST',
    body: { acceptedFee },
    headers: idempotencyHeaders(),
    schema: cancellationQuoteSchema,
  });
  return answer.data;
}
