// Each live ride's trail, stored thinned as its driver's pings arrive (domain/rides/trail.ts): the last kept point
// of each ride is held here, so a ping costs a row only when it is 50 m or 15 s on from it. After a restart the
// first ping of a ride is kept again, which costs one point.
import { keepsTrailPoint, type TrailPoint } from '../../../domain/rides/trail';
import type { Db } from '../../db/client';
import { rideTrailPoints } from '../../db/schema';

/** Rides whose last kept point is held; past it the oldest is forgotten (a ride that ended long ago). */
const RIDES_HELD = 50_000;

export function rideTrails(db: Db) {
  const lastKept = new Map<string, TrailPoint>();
  return {
    async add(tenantId: string, rideId: string, point: TrailPoint) {
      if (!keepsTrailPoint(lastKept.get(rideId), point)) return;
      lastKept.delete(rideId);
      lastKept.set(rideId, point);
      if (lastKept.size > RIDES_HELD) lastKept.delete(lastKept.keys().next().value!);
      await db.insert(rideTrailPoints).values({
        tenantId,
        rideId,
        latitude: point.lat,
        longitude: point.lng,
        takenAt: new Date(point.at),
      });
    },
  };
}

export type RideTrails = ReturnType<typeof rideTrails>;
