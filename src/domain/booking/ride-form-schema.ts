// The ride form's schema: the shape of its values (a saved ride is read back through it) and its rules, with
// the real phone-number and e-mail checks. Apart from ride-form.ts so the form draws without zod and the
// phone-number library; they load when the form is first touched.
import { z } from 'zod';
import { emailSchema } from '../auth/auth';
import { locationSchema } from './booking';
import { RIDE_SERVICES, TRIP_TYPES } from '../constants';
import { phoneSchema } from '../phone';
import { AIRPORT_DIRECTIONS, rideFormIssues, type ContactChecks, type RideFormValues } from './ride-form';

const contactChecks: ContactChecks = {
  phone: (value) => phoneSchema.safeParse(value).success,
  email: (value) => emailSchema.safeParse(value).success,
};

/** The form's values as typed, before any rule: the half-filled draft brought back after a reload. */
export const rideFormValuesSchema = z.object({
  rideType: z.enum(TRIP_TYPES),
  service: z.enum(RIDE_SERVICES),
  rentalHours: z.number().int(),
  airportDirection: z.enum(AIRPORT_DIRECTIONS),
  pickup: locationSchema.nullable(),
  dropoff: locationSchema.nullable(),
  pickupDate: z.string(),
  pickupSlot: z.string(),
  returnDate: z.string(),
  returnSlot: z.string(),
  flightNumber: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string(),
}) satisfies z.ZodType<RideFormValues, RideFormValues>;

export const rideFormSchema = rideFormValuesSchema.superRefine((form, ctx) => {
  for (const issue of rideFormIssues(form, contactChecks))
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.error });
}) satisfies z.ZodType<RideFormValues, RideFormValues>;
