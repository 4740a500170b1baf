// Driving routes: from an OSRM-compatible server when ROUTING_URL names one, else (and whenever it fails)
// the great-circle estimate, so a quote never waits on or breaks with a third party.
import { z } from 'zod';
import { estimateRoad, type LatLng, type RoadEstimate } from '../../../domain/geo';

export interface Route extends RoadEstimate {
  source: 'estimate' | 'routing';
}

const osrmSchema = z.object({
  code: z.literal('Ok'),
  routes: z
    .array(
      z.object({
        distance: z.number().nonnegative(),
        duration: z.number().nonnegative(),
        geometry: z.object({ coordinates: z.array(z.tuple([z.number(), z.number()])) }),
      }),
    )
    .min(1),
});

const ROUTING_TIMEOUT_MS = 3000;

export async function drivingRoute(
  from: LatLng,
  to: LatLng,
  routingUrl: string | undefined,
  timeoutMs = ROUTING_TIMEOUT_MS,
): Promise<Route> {
  if (routingUrl) {
    try {
      const url = `${routingUrl.replace(/\/$/, '')}/route/v1/driving/${from.lng},${from.lat};${to.lng},${to.lat}?overview=full&geometries=geojson`;
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      const [route] = osrmSchema.parse(await response.json()).routes;
      if (route) {
        return {
          distanceMeters: Math.round(route.distance),
          durationSeconds: Math.round(route.duration),
          geometry: route.geometry.coordinates,
          source: 'routing',
        };
      }
    } catch {
      // Fall through to the estimate: a routing outage must not stop bookings.
    }
  }
  return { ...estimateRoad(from, to), source: 'estimate' };
}
