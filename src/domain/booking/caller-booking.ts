// Booking for a caller (spec 2.3 travel/ride/book): the dispatcher finds the caller by the digits typed so far
// (with where they last rode), then books through the same quote and booking as riders do. The number must be
// one of the partner's country; a new number becomes a customer.
import { z } from 'zod';
import { bookingRequestSchema, locationSchema } from './booking';

export const callerLookupQuerySchema = z.object({
  phone: z
    .string()
    .transform((raw) => raw.replace(/\D/g, ''))
    .pipe(z.string().min(3, 'Type at least 3 digits').max(15)),
});

export const callerSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  lastPickup: locationSchema.nullable(),
  lastDropoff: locationSchema.nullable(),
});
export type Caller = z.infer<typeof callerSchema>;
export const callerListSchema = z.object({ items: z.array(callerSchema) });

/** The same booking a rider sends; the caller's number is the customer's phone. */
export const callerBookingSchema = bookingRequestSchema;
export type CallerBooking = z.input<typeof callerBookingSchema>;
