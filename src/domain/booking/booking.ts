// Contracts of the booking flow: the vehicle search (quote) request and its answer in the spec's
// snake_case shape, and the booking request and answer. Amounts are integer paise.
import { z } from 'zod';
import {
  LIMITS,
  PAYMENT_METHODS,
  RIDE_SERVICES,
  RIDE_STATUSES,
  TRIP_TYPES,
  VEHICLE_TYPES,
} from '../constants';
import { emailSchema } from '../auth/auth';
import { OUTSTATION_FROM_KM } from '../geo';
import { phoneSchema } from '../phone';
import { visitSessionIdSchema } from '../riders/visits';

export const QUOTE_TTL_MS = 15 * 60 * 1000;
/** How far ahead a ride may be booked. */
export const BOOKING_HORIZON_DAYS = 180;

export const locationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  name: z.string().trim().min(1, 'Choose a place').max(200),
  /** Set when the place is an airport, so the service can be inferred. */
  iata: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
});
export type Location = z.infer<typeof locationSchema>;

export const packageDetailsSchema = z.object({ hours: z.number().int().min(1).max(24) });

export const quoteRequestSchema = z
  .object({
    rideType: z.enum(TRIP_TYPES).default('oneway'),
    service: z.enum(RIDE_SERVICES).optional(),
    packageDetails: packageDetailsSchema.nullish(),
    pickupLocation: locationSchema,
    dropoffLocation: locationSchema,
    pickupTime: z.iso.datetime({ offset: true, message: 'Choose a pickup date and time' }),
    returnTime: z.iso.datetime({ offset: true }).nullish(),
  })
  .superRefine((request, ctx) => {
    if (request.rideType === 'return' && !request.returnTime) {
      ctx.addIssue({ code: 'custom', path: ['returnTime'], message: 'Choose a return date and time' });
    }
    if (request.returnTime && Date.parse(request.returnTime) <= Date.parse(request.pickupTime)) {
      ctx.addIssue({ code: 'custom', path: ['returnTime'], message: 'The return must be after the pickup' });
    }
    const samePlace =
      Math.abs(request.pickupLocation.lat - request.dropoffLocation.lat) < 0.0005 &&
      Math.abs(request.pickupLocation.lng - request.dropoffLocation.lng) < 0.0005;
    if (samePlace && request.service !== 'rental' && !request.packageDetails) {
      ctx.addIssue({
        code: 'custom',
        path: ['dropoffLocation'],
        message: 'The drop must differ from the pickup',
      });
    }
    if (request.service === 'rental' && !request.packageDetails) {
      ctx.addIssue({ code: 'custom', path: ['packageDetails'], message: 'Choose a rental package' });
    }
  });
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const feeSchema = z.object({
  currency: z.string().length(3),
  ride_amount: z.number().int(),
  driver_bata: z.number().int(),
  tolls: z.number().int(),
  total_fee: z.number().int(),
});
export type Fee = z.infer<typeof feeSchema>;

export const rideRouteSchema = z.object({
  distance_time: z.object({
    ride_distance: z.object({ distance: z.number(), unit: z.literal('km') }),
    ride_duration: z.object({ duration: z.number(), unit: z.enum(['min', 'hr']) }),
  }),
  tolls: z.number().int(),
  geometry: z.array(z.tuple([z.number(), z.number()])),
  source: z.enum(['estimate', 'routing']),
});

export const rideDetailSchema = z.object({
  vehicle: z.object({
    vehicle_type: z.enum(VEHICLE_TYPES),
    vehicles: z.array(z.string()),
    seats: z.number().int(),
  }),
  fee: feeSchema,
});
export type RideDetail = z.infer<typeof rideDetailSchema>;

export const quoteResponseSchema = z.object({
  data: z.object({
    ride_search_id: z.string(),
    expires_at: z.string(),
    service: z.enum(RIDE_SERVICES),
    ride_route: rideRouteSchema,
    ride_details: z.array(rideDetailSchema),
  }),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

/** A search's `ride_search_id`: the search itself and the server's signature over it, both base64url. */
export const rideSearchIdSchema = z
  .string({ error: 'Search for vehicles again' })
  .max(LIMITS.rideSearchIdMax, 'Search for vehicles again')
  .regex(/^[\w-]+\.[\w-]+$/, 'Search for vehicles again');

export const bookingRequestSchema = z.object({
  rideSearchId: rideSearchIdSchema,
  vehicleType: z.enum(VEHICLE_TYPES),
  customerName: z.string().trim().min(1, 'Name is required').max(LIMITS.nameMax),
  customerPhone: phoneSchema,
  customerEmail: z.union([z.literal(''), emailSchema]).default(''),
  paymentMethod: z.enum(PAYMENT_METHODS).default('cash'),
  flightNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2}\s?\d{1,4}[A-Z]?$/, 'Enter a flight number like 6E 123')
    .optional(),
  /** The tab's visit session: the booking is credited to the ad campaign that session landed from. */
  visitSessionId: visitSessionIdSchema.optional(),
  /** Paise the rider chooses to pay from their wallet; the server checks it against the balance and the fare. */
  walletAmount: z
    .number()
    .int('Enter the amount in paise')
    .min(0, 'Enter an amount of zero or more')
    .optional(),
  /** A promo code the rider entered; checked again at booking under the code's lock. */
  promoCode: z.string().trim().toUpperCase().max(20, 'There is no such promo code').optional(),
  /** The rider's consent to add the fee they owe (a wallet below zero) to this fare. */
  settleFee: z.boolean().optional(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export const bookedRideSchema = z.object({
  rideId: z.string(),
  status: z.enum(RIDE_STATUSES),
  tripCode: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
  pickupTime: z.string(),
  currency: z.string(),
  rideAmount: z.number().int(),
  driverBata: z.number().int(),
  tolls: z.number().int(),
  totalAmount: z.number().int(),
  cashbackAmount: z.number().int(),
  /** Taken off the fare by the promo code (already out of `totalAmount`). */
  promoDiscount: z.number().int().nonnegative().default(0),
  /** The fee owed added to this fare with the rider's consent (part of `totalAmount`). */
  settledFee: z.number().int().nonnegative().default(0),
  /** Part of `totalAmount` paid from the wallet at booking. */
  walletAmount: z.number().int().nonnegative().default(0),
  /** What is left to pay by `paymentMethod`: `totalAmount` less `walletAmount`. */
  amountDue: z.number().int().nonnegative().optional(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** For card: the pay page to open (`pay/{txnId}`). */
  paymentTxnId: z.string().nullable(),
  /** For UPI: the deep link to the partner's UPI address with the amount. */
  upiLink: z.string().nullable(),
});
export type BookedRide = z.infer<typeof bookedRideSchema>;

export const bookingResponseSchema = z.object({ data: z.array(bookedRideSchema).length(1) });

/** What is left to pay by the payment method once the wallet part is paid. */
export const amountDue = (ride: { totalAmount: number; walletAmount: number }) =>
  ride.totalAmount - ride.walletAmount;

/** The ride service when the rider did not choose one: rental by package, airport by place, outstation by distance. */
export function inferService(
  request: Pick<QuoteRequest, 'service' | 'packageDetails' | 'pickupLocation' | 'dropoffLocation'>,
  distanceMeters: number,
) {
  if (request.service) return request.service;
  if (request.packageDetails) return 'rental' as const;
  if (request.pickupLocation.iata || request.dropoffLocation.iata) return 'airport' as const;
  return distanceMeters / 1000 > OUTSTATION_FROM_KM ? ('outstation' as const) : ('local' as const);
}

/** Toll plazas on Indian national highways stand roughly every 60 km. */
export function estimatedTollPlazas(service: string, distanceMeters: number, legs: number): number {
  return service === 'outstation' ? Math.floor(distanceMeters / 60_000) * legs : 0;
}
