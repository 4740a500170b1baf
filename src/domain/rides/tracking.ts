// Live driver tracking contracts: the position a driver's page sends, what a rider or partner watching the
// ride sees, and when a position is too old to trust.
import { z } from 'zod';
import { RIDE_STATUSES } from '../constants';
import { estimateRoad, haversineKm, type LatLng, type RoadEstimate } from '../geo';

export const positionSchema = z.object({
  lat: z
    .number('Latitude must be a number')
    .min(-90, 'Latitude is between -90 and 90')
    .max(90, 'Latitude is between -90 and 90'),
  lng: z
    .number('Longitude must be a number')
    .min(-180, 'Longitude is between -180 and 180')
    .max(180, 'Longitude is between -180 and 180'),
  accuracy: z.number().min(0).max(100_000).optional(),
  heading: z.number().min(0).max(360).optional(),
  speed: z.number().min(0).max(120).optional(),
});
export type Position = z.infer<typeof positionSchema>;

export const TRACKING = {
  /** How often the driver's page sends a position. */
  pingEveryMs: 5_000,
  /** How often the watching maps recompute the ETA (spec: track refresh 10 s). */
  refreshEveryMs: 10_000,
  /** How often a map that hears positions live over socket.io still reloads the ride (for its status). */
  pushedRefreshMs: 60_000,
  /** A position older than this is shown as old. */
  staleAfterMs: 2 * 60_000,
  zoom: 14,
} as const;

export const driverPositionSchema = z.object({
  rideId: z.string(),
  lat: z.number(),
  lng: z.number(),
  at: z.string(),
});
export type DriverPosition = z.infer<typeof driverPositionSchema>;

/** The partner's room hears every on-duty driver's position, named by driver (`rideId` empty when free). */
export const fleetPositionSchema = driverPositionSchema.extend({ driverId: z.string() });
export type FleetPosition = z.infer<typeof fleetPositionSchema>;

/** A batch of them: the latest position of each driver that moved since the last batch. */
export const fleetPositionsSchema = z.object({ positions: z.array(fleetPositionSchema) });

const placeSchema = z.object({ name: z.string(), lat: z.number(), lng: z.number() });

/** The driver's ETA to where they are headed, from the position taken at `from` at `lat`, `lng`: by the routing
 * server when ROUTING_URL names one, else (and whenever it fails) the road estimate. */
export const etaSchema = z.object({
  minutes: z.number().int().nonnegative(),
  source: z.enum(['estimate', 'routing']),
  from: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Eta = z.infer<typeof etaSchema>;

export const trackingViewSchema = z.object({
  rideId: z.string(),
  status: z.enum(RIDE_STATUSES),
  pickup: placeSchema,
  dropoff: placeSchema,
  driver: z
    .object({ name: z.string(), phone: z.string(), position: driverPositionSchema.nullable() })
    .nullable(),
  /** Absent where the view is not the watcher's map (an SOS alert's) or the driver was never seen. */
  eta: etaSchema.nullable().optional(),
});
export type TrackingView = z.infer<typeof trackingViewSchema>;

export function isStale(position: Pick<DriverPosition, 'at'>, now: Date): boolean {
  return now.getTime() - Date.parse(position.at) > TRACKING.staleAfterMs;
}

/** Closer than this, the driver is arriving rather than minutes away. */
const ARRIVING_WITHIN_METERS = 150;

/** Whole minutes of a drive; 0 means arriving. */
export function driveEtaMinutes(road: RoadEstimate): number {
  if (road.distanceMeters <= ARRIVING_WITHIN_METERS) return 0;
  return Math.max(1, Math.ceil(road.durationSeconds / 60));
}

/** Whole minutes by the road estimate from the driver to where they are headed; 0 means arriving. */
export const etaMinutes = (driver: LatLng, target: LatLng) => driveEtaMinutes(estimateRoad(driver, target));

/** How far the driver may have moved from where the server worked out its ETA for that ETA still to be shown. */
const ETA_KEPT_WITHIN_METERS = 300;

/** The minutes to show for the driver at `position`: arriving when close, whatever an earlier route said; the
 * server's (routed) ETA while it was worked out at most one refresh earlier and near here; else the road estimate
 * from here (a position pushed from across town must not keep the old minutes). */
export function shownEtaMinutes(
  position: DriverPosition,
  target: LatLng,
  eta: Eta | null | undefined,
): number {
  const fromHere = etaMinutes(position, target);
  if (fromHere === 0 || !eta) return fromHere;
  const recent = Date.parse(position.at) - Date.parse(eta.from) <= TRACKING.refreshEveryMs;
  const near = haversineKm(position, eta) * 1000 <= ETA_KEPT_WITHIN_METERS;
  return recent && near ? eta.minutes : fromHere;
}

/** A partner's view of one driver: where they were last seen, and the live ride they are on, if any. */
export const driverWhereaboutsSchema = z.object({
  driverId: z.string(),
  name: z.string(),
  phone: z.string(),
  position: z.object({ lat: z.number(), lng: z.number(), at: z.string() }).nullable(),
  liveRideId: z.string().nullable(),
});
export type DriverWhereabouts = z.infer<typeof driverWhereaboutsSchema>;

/** What the ride's room hears when the ride changes (`ride:updated`): its id and the news, a status or a step.
 * `reassigning` says the ride was taken off its driver (handed back, or by the office) and another is sought. */
export const rideNewsSchema = z.object({ rideId: z.string(), news: z.string().nullable() });
export const REASSIGNING_NEWS = 'reassigning';
