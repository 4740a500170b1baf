// A driver's position, however it came (POST /api/v1/driver/position, or `driver:position` on the driver's
// socket): stored (the live index, the database at most every 30 s), added to the live ride's thinned trail, sent
// to the rider watching the ride at once and to the partner's live map in its next batch; the answer says when to
// send the next one.
import type { Server } from 'socket.io';
import type { z } from 'zod';
import type { driverPositionRequestSchema, PositionAnswer } from '../../../domain/drivers/driver-app';
import { POSITION_INTERVAL, positionIntervalMs } from '../../../domain/drivers/position-interval';
import { SOCKET_EVENTS } from '../../../domain/socket-events';
import type { Db } from '../../db/client';
import type { FleetPositionBatches } from '../../realtime/fleet-positions';
import type { LivePositions } from '../../realtime/live-positions';
import type { ServerLagWindow } from '../../realtime/server-lag';
import { rideRoom } from '../../realtime/rooms';
import { positionTakenAt, recordDriverPosition, type DriverRow } from '../drivers';
import type { RideTrails } from './ride-trails';

export interface DriverPositionDeps {
  db: Db;
  livePositions: LivePositions;
  trails: RideTrails;
  io: Server;
  fleetPositions: FleetPositionBatches;
  lag: ServerLagWindow;
  gate: PositionGate;
  warn: (driverId: string, reason: string) => void;
}

/** `driver` is the session's driver at their last indexed position (withLivePosition); `arrivedAt` is when the
 * position came in (performance.now()), for the server's lag. */
export async function shareDriverPosition(
  deps: DriverPositionDeps,
  driver: DriverRow,
  position: z.infer<typeof driverPositionRequestSchema>,
  arrivedAt = performance.now(),
): Promise<PositionAnswer> {
  const { tenantId } = driver;
  const result = await recordDriverPosition(deps.db, deps.livePositions, driver, position);
  if (result.accepted && result.liveRideId)
    await deps.trails.add(tenantId, result.liveRideId, {
      lat: position.lat,
      lng: position.lng,
      at: positionTakenAt(position).getTime(),
    });
  if (result.accepted && !result.late) {
    const heard = {
      rideId: result.liveRideId ?? '',
      lat: position.lat,
      lng: position.lng,
      at: new Date().toISOString(),
      driverId: driver.id,
    };
    deps.fleetPositions.add(tenantId, heard);
    if (result.liveRideId) deps.io.to(rideRoom(result.liveRideId)).emit(SOCKET_EVENTS.driverLocation, heard);
  }
  if (result.reason) deps.warn(driver.id, result.reason);
  deps.lag.noteHandled(performance.now() - arrivedAt);
  return { ...result, intervalMs: positionIntervalMs(deps.lag.lagMs()) };
}

/** Positions one process works on at once. Past it a position is let go at once, answered with the longest
 * interval, instead of waiting for a database connection: at 10,000 drivers on the fleet bench the queue of waiters
 * grew without bound and walking it (pg-pool) became a quarter of the process's CPU, so nothing got through. */
export const POSITIONS_IN_FLIGHT = 100;

const LET_GO: PositionAnswer = {
  accepted: false,
  late: false,
  reason: 'busy',
  liveRideId: null,
  intervalMs: POSITION_INTERVAL.overloadedMs,
};

export function positionGate(limit = POSITIONS_IN_FLIGHT) {
  let inFlight = 0;
  return {
    /** `store`'s answer, or the let-go answer when `limit` positions are already being stored. */
    async through(store: () => Promise<PositionAnswer>): Promise<PositionAnswer> {
      if (inFlight >= limit) return LET_GO;
      inFlight += 1;
      try {
        return await store();
      } finally {
        inFlight -= 1;
      }
    },
  };
}

export type PositionGate = ReturnType<typeof positionGate>;
