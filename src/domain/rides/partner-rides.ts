// Contracts of the partner's rides: the dashboard query and answer, and the actions that move a ride
// through its lifecycle (sent with an Idempotency-Key so a queued offline action applies once).
import { z } from 'zod';
import { RIDE_STATUSES } from '../constants';
import { checkCustomRange, dateFilterShape } from '../date-filter';
import { rideSummarySchema } from './ride';

export const RIDE_PAGE_SIZES = [5, 10, 20] as const;
export const RIDE_TABS = ['all', ...RIDE_STATUSES] as const;

export const ridesQuerySchema = z
  .object({
    ...dateFilterShape,
    status: z.enum(RIDE_TABS).default('all'),
    q: z.string().trim().max(64).default(''),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(10),
  })
  .superRefine(checkCustomRange);
export type RidesQuery = z.infer<typeof ridesQuerySchema>;

export const partnerRideSchema = rideSummarySchema.extend({
  driverName: z.string().nullable(),
  vehicleLabel: z.string().nullable(),
  collectedFee: z.number().int().nullable(),
  cancelReason: z.string().nullable(),
  /** When the driver said they reached the pickup; a no-show can be marked after the tenant's wait. */
  arrivedAt: z.string().nullable(),
  /** The cancellation or no-show fee charged when the ride was cancelled. */
  cancellationFee: z.number().int().nullable(),
});
export type PartnerRide = z.infer<typeof partnerRideSchema>;

export const ridesResponseSchema = z.object({
  counts: z.object(
    Object.fromEntries(RIDE_TABS.map((tab) => [tab, z.number().int()])) as Record<
      (typeof RIDE_TABS)[number],
      z.ZodNumber
    >,
  ),
  /** Rides booked (created) in the period, whatever their pickup day: a booking made today for tomorrow counts
   * here today and in `counts` tomorrow. */
  bookedInPeriod: z.number().int(),
  /** Only for roles that may read money (PARTNER_AREAS.revenue); absent for the others. */
  revenue: z.number().int().optional(),
  commission: z.number().int().optional(),
  currency: z.string(),
  total: z.number().int(),
  items: z.array(partnerRideSchema),
});
export type RidesResponse = z.infer<typeof ridesResponseSchema>;

const reason = z.string().trim().min(1, 'Give a reason').max(200);

export const rideActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('accept'),
    driverId: z.uuid('Choose a driver'),
    vehicleId: z.uuid('Choose a vehicle'),
  }),
  z.object({ action: z.literal('decline'), reason: reason.optional() }),
  z.object({
    action: z.literal('start'),
    tripCode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, "Enter the rider's 4-digit trip code"),
  }),
  z.object({ action: z.literal('complete'), collectedFee: z.number().int().min(0).optional() }),
  z.object({ action: z.literal('cancel'), reason }),
  /** The rider did not come after the driver waited at the pickup: cancels and charges the no-show fee. */
  z.object({ action: z.literal('noShow') }),
  /** Takes an accepted ride off its driver before it starts: back to dispatch, the driver and rider told. */
  z.object({ action: z.literal('unassign'), reason }),
  /** The office says the driver is at the pickup: the override when the driver app refuses (too early, too far). */
  z.object({ action: z.literal('arrived') }),
]);
export type RideActionRequest = z.infer<typeof rideActionSchema>;

export const rideActionResponseSchema = z.object({ ride: partnerRideSchema });
