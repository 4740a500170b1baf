// A ride's trail as stored: one point per TRAIL.minMeters travelled or TRAIL.maxSeconds elapsed, not every ping.
// Phones ping every few seconds; the thinned trail keeps the ride's shape and distance (for the receipt, disputes
// and distance-based fares) at a fraction of the rows. The same rule runs point by point as pings arrive
// (keepsTrailPoint) and over a whole trail (thinTrail).
import { haversineKm, type LatLng } from '../geo';

export interface TrailPoint extends LatLng {
  /** When the phone took it, in epoch milliseconds. */
  at: number;
}

export const TRAIL = {
  /** A point this far from the last kept one is kept. */
  minMeters: 50,
  /** A point this long after the last kept one is kept, however near (a car waiting in traffic). */
  maxSeconds: 15,
} as const;

/** Whether `next` is stored after `lastKept` (always, when nothing is kept yet). */
export function keepsTrailPoint(lastKept: TrailPoint | undefined, next: TrailPoint): boolean {
  if (!lastKept) return true;
  if (next.at <= lastKept.at) return false;
  return (
    haversineKm(lastKept, next) * 1000 >= TRAIL.minMeters || next.at - lastKept.at >= TRAIL.maxSeconds * 1000
  );
}

/** The stored points of a full trail: its first point, each one the rule keeps, and its last. */
export function thinTrail(points: readonly TrailPoint[]): TrailPoint[] {
  const kept: TrailPoint[] = [];
  for (const point of points) if (keepsTrailPoint(kept.at(-1), point)) kept.push(point);
  const last = points.at(-1);
  if (last && kept.at(-1) !== last) kept.push(last);
  return kept;
}

/** The trail's length along its points, in metres. */
export function trailMeters(points: readonly LatLng[]): number {
  let km = 0;
  for (let n = 1; n < points.length; n += 1) km += haversineKm(points[n - 1]!, points[n]!);
  return km * 1000;
}
