// `GET /api/v1/rides`: a rider's own rides, live ones first, then by pickup time, newest first, one page at a time.
import { z } from 'zod';
import { rideSummarySchema } from './ride';
import type { RideStatus } from '../constants';

export const RIDER_RIDE_PAGE_SIZES = [5, 10, 20] as const;
/** A ride the driver is on the way to or on: the rider's page shows it on the live map. */
export const LIVE_STATUSES: readonly RideStatus[] = ['accepted', 'ontrip'];

export const riderRidesQuerySchema = z.object({
  offset: z.coerce.number('Offset must be a number').int().min(0, 'Offset starts at 0').default(0),
  limit: z.coerce
    .number('Limit must be a number')
    .int()
    .min(1)
    .max(50, 'At most 50 rides a page')
    .default(10),
  /** One ride only: where a wallet line about that ride leads. */
  ride: z.uuid('A ride is named by its id').optional(),
});
export type RiderRidesQuery = z.infer<typeof riderRidesQuerySchema>;

export const riderRideSchema = rideSummarySchema.extend({
  driverName: z.string().nullable(),
  vehicleLabel: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The cancellation or no-show fee taken from the rider's wallet when the ride was cancelled. */
  cancellationFee: z.number().int().nullable().default(null),
  /** The stars the rider gave this ride, once rated. */
  myRating: z.number().int().nullable().default(null),
  /** The split of the fare: the promo code's discount (already off the total), a fee owed added with consent,
   * and the part paid from the wallet at booking; the rest was due by the payment method. */
  promoDiscount: z.number().int().nonnegative().default(0),
  settledFee: z.number().int().nonnegative().default(0),
  walletAmount: z.number().int().nonnegative().default(0),
  /** Added to the total when the trip started, for waiting at the pickup past the free minutes. */
  waitingCharge: z.number().int().nonnegative().default(0),
});
export type RiderRide = z.infer<typeof riderRideSchema>;

export const riderRidesResponseSchema = z.object({
  total: z.number().int(),
  items: z.array(riderRideSchema),
});
export type RiderRidesResponse = z.infer<typeof riderRidesResponseSchema>;

export const isLive = (ride: Pick<RiderRide, 'status'>) => LIVE_STATUSES.includes(ride.status);
