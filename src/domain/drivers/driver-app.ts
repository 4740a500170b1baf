// The driver app's contracts: phone login, the duty switch with the vehicle driven, positions (taken offline
// and sent late included), the offers and rides a driver sees, and the actions a driver takes on a ride. The
// ride still moves only through the one state machine in ride-lifecycle.ts.
import { z } from 'zod';
import { otpCodeSchema } from '../auth/auth';
import { riderCodeRequestSchema } from '../auth/rider-auth';
import { RIDE_STATUSES, VEHICLE_TYPES } from '../constants';
import { phoneSchema } from '../phone';
import { positionSchema } from '../rides/tracking';

export const DISPATCH_MODES = ['manual', 'auto'] as const;
export type DispatchMode = (typeof DISPATCH_MODES)[number];

export const DISPATCH = {
  /** A driver answers an offer within this, or it passes to the next driver. */
  offerTimeoutSeconds: 30,
  /** After this many drivers, the booking waits on the partner's new-bookings sheet. */
  maxOffers: 3,
  /** Wrong trip codes before the ride locks and the partner is alerted. */
  tripCodeAttempts: 5,
  /** A driver who sent no position for this long is not offered rides. */
  onlineWithinMs: 2 * 60_000,
  /** Faster than this between two positions is a glitch, not a car (km/h). */
  maxSpeedKmh: 250,
  /** Defaults of the partner's busy window (minutes) and offer radius (km), and the bounds the console allows. */
  busyWindowMinutes: 60,
  offerRadiusKm: 10,
  offerMaxRadiusKm: 30,
  /** A city's average speed over straight-line km, for the drive from a driver to a pickup: straight lines are
   * about a third shorter than roads, and town traffic moves at about 25 km/h, so 20 km/h of straight line. */
  cityStraightLineKmh: 20,
  /** "I have arrived" is believed this long before the pickup time at the earliest ... */
  arriveEarliestMinutes: 30,
  /** ... and, when the phone's position is fresh, this close to the pickup. The office's own action overrides. */
  arriveWithinMeters: 500,
} as const;

/** Minutes to drive a straight-line distance in town: what a driver needs to reach a pickup. */
export const driveMinutes = (km: number) => (km / DISPATCH.cityStraightLineKmh) * 60;

/** The offer radius after `timeouts` offer timeouts passed without a taker: it grows by its own size each time,
 * up to the partner's maximum. */
export const offerRadiusAfter = (radiusKm: number, maxRadiusKm: number, timeouts: number) =>
  Math.min(maxRadiusKm, radiusKm * (1 + Math.max(0, timeouts)));

/** The same request as a rider's: a phone, and optionally the channel. */
export const driverCodeRequestSchema = riderCodeRequestSchema;
export const driverVerifyRequestSchema = z.object({ phone: phoneSchema, code: otpCodeSchema });

export const dutyRequestSchema = z.object({
  online: z.boolean(),
  /** The vehicle driven this shift; needed to go on duty when the partner runs more than one. */
  vehicleId: z.uuid('Choose your vehicle').optional(),
});

export const driverPositionRequestSchema = positionSchema.extend({
  /** When the phone took it; positions queued in a tunnel arrive later and are marked late. */
  takenAt: z.iso.datetime({ offset: true }).optional(),
});

/** A position waiting on the phone for the network, with when it was taken. */
export type QueuedPosition = z.infer<typeof driverPositionRequestSchema> & { seq?: number; takenAt: string };

export const positionAnswerSchema = z.object({
  accepted: z.boolean(),
  late: z.boolean(),
  reason: z.string().nullable(),
  liveRideId: z.string().nullable(),
  /** When to send the next position (position-interval.ts): longer while the server is under load. */
  intervalMs: z.number().int().positive(),
});
export type PositionAnswer = z.infer<typeof positionAnswerSchema>;

/** The answer to a position sent over the driver's socket (`driver:position`): the same answer as over HTTP, or
 * why it was not taken. */
export const socketPositionAckSchema = z.discriminatedUnion('ok', [
  positionAnswerSchema.extend({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type SocketPositionAck = z.infer<typeof socketPositionAckSchema>;

const place = z.object({ name: z.string(), lat: z.number(), lng: z.number() });

export const driverRideSchema = z.object({
  id: z.string(),
  status: z.enum(RIDE_STATUSES),
  service: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
  pickup: place,
  dropoff: place,
  pickupAt: z.string(),
  totalAmount: z.number().int(),
  /** Part of `totalAmount` since the trip started: waiting at the pickup past the free minutes. */
  waitingCharge: z.number().int().nonnegative().default(0),
  currency: z.string(),
  paymentMethod: z.string(),
  /** Shown once the ride is the driver's; an offer shows only the first name. */
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  arrivedAt: z.string().nullable(),
  distanceToPickupMeters: z.number().int().nullable(),
  /** Set on an offer: when it passes to the next driver. */
  offerExpiresAt: z.string().nullable(),
});
export type DriverRide = z.infer<typeof driverRideSchema>;

export const driverHomeSchema = z.object({
  driver: z.object({
    id: z.string(),
    name: z.string(),
    online: z.boolean(),
    vehicle: z.object({ id: z.string(), label: z.string(), vehicleType: z.enum(VEHICLE_TYPES) }).nullable(),
  }),
  vehicles: z.array(z.object({ id: z.string(), label: z.string(), vehicleType: z.enum(VEHICLE_TYPES) })),
  offers: z.array(driverRideSchema),
  rides: z.array(driverRideSchema),
  earnings: z.object({ today: z.number().int(), week: z.number().int(), currency: z.string() }),
  /** How long the driver waits at the pickup before they may say the rider did not come. */
  noShowWaitMinutes: z.number().int(),
});
export type DriverHome = z.infer<typeof driverHomeSchema>;

export const DRIVER_ACTIONS = [
  'accept',
  'decline',
  'arrived',
  'start',
  'complete',
  'drop',
  'noShow',
] as const;
export type DriverAction = (typeof DRIVER_ACTIONS)[number];

const reason = z.string().trim().min(1).max(200);

export const driverActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('accept') }),
  z.object({ action: z.literal('decline'), reason: reason.optional() }),
  z.object({ action: z.literal('arrived') }),
  z.object({
    action: z.literal('start'),
    tripCode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, "Enter the rider's 4-digit trip code"),
  }),
  z.object({ action: z.literal('complete'), collectedFee: z.number().int().min(0).optional() }),
  z.object({ action: z.literal('drop'), reason: reason.optional() }),
  z.object({ action: z.literal('noShow') }),
]);
export type DriverActionRequest = z.infer<typeof driverActionSchema>;

export const driverActionResponseSchema = z.object({ ride: driverRideSchema });

/** Why a ride left a driver without their doing: the office cancelled it, the office took it off them for another
 * driver, or the rider cancelled it. */
export const RIDE_TAKEN_KINDS = ['cancelledByOffice', 'reassigned', 'cancelledByRider'] as const;
export type RideTakenKind = (typeof RIDE_TAKEN_KINDS)[number];

/** Said to a driver's devices when a ride leaves them before it starts, with why. */
export const rideTakenNoticeSchema = z.object({
  rideId: z.string(),
  kind: z.enum(RIDE_TAKEN_KINDS),
  reason: z.string(),
});
export type RideTakenNotice = z.infer<typeof rideTakenNoticeSchema>;

/** A refused ride action that still changed something (a wrong trip code counts, in the driver app and the
 * console alike), stored under its key. */
export const recordedRefusalSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

const dispatchFields = z.object({
  mode: z.enum(DISPATCH_MODES),
  offerTimeoutSeconds: z.number().int().min(10, 'At least 10 seconds').max(600, 'At most 10 minutes'),
  maxOffers: z.number().int().min(1, 'From 1 to 20 drivers').max(20, 'From 1 to 20 drivers'),
  busyWindowMinutes: z.number().int().min(15, 'At least 15 minutes').max(720, 'At most 12 hours'),
  offerRadiusKm: z.number().int().min(1, 'At least 1 km').max(100, 'At most 100 km'),
  offerMaxRadiusKm: z.number().int().min(1, 'At least 1 km').max(100, 'At most 100 km'),
});

const widestAtLeastFirst = (value: { offerRadiusKm?: number; offerMaxRadiusKm?: number }) =>
  value.offerRadiusKm === undefined ||
  value.offerMaxRadiusKm === undefined ||
  value.offerMaxRadiusKm >= value.offerRadiusKm;
const widestError = {
  message: 'At least the first radius',
  path: ['offerMaxRadiusKm'],
};

export const dispatchSettingsSchema = dispatchFields.refine(widestAtLeastFirst, widestError);
/** A change to some of the settings; the maximum is checked against the first radius when both are sent. */
export const dispatchSettingsPatchSchema = dispatchFields.partial().refine(widestAtLeastFirst, widestError);

/** A `geo:` link the phone's maps app opens for navigation. */
export const navigationLink = (to: { lat: number; lng: number; name: string }) =>
  `geo:${to.lat.toFixed(6)},${to.lng.toFixed(6)}?q=${to.lat.toFixed(6)},${to.lng.toFixed(6)}(${encodeURIComponent(to.name)})`;
