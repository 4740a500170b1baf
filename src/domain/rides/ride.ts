// A ride as partners see it in lists, cards and the live new-bookings sheet.
import { z } from 'zod';
import { PAYMENT_METHODS, RIDE_SERVICES, RIDE_STATUSES, TRIP_TYPES, VEHICLE_TYPES } from '../constants';

export const rideSummarySchema = z.object({
  id: z.string(),
  status: z.enum(RIDE_STATUSES),
  customerName: z.string(),
  customerPhone: z.string(),
  pickup: z.string(),
  dropoff: z.string(),
  service: z.enum(RIDE_SERVICES),
  tripType: z.enum(TRIP_TYPES),
  vehicleType: z.enum(VEHICLE_TYPES),
  pickupTime: z.string(),
  returnTime: z.string().nullable(),
  tripCode: z.string(),
  totalAmount: z.number().int(),
  currency: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  flightNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type RideSummary = z.infer<typeof rideSummarySchema>;
