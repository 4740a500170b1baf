// The ride being booked, kept in sessionStorage between the form, vehicles and summary screens (so each survives
// a reload), the form's values as typed before Continue (so a reload, or a screen further on opened without a
// ride, brings them back), and the last booking's answer for the confirmation screen; all parsed again when read.
import { z } from 'zod';
import { bookedRideSchema, quoteRequestSchema } from '../../domain/booking/booking';
import { PAYMENT_METHODS, STORAGE_KEYS, VEHICLE_TYPES } from '../../domain/constants';
import { rideFormSchema, rideFormValuesSchema } from '../../domain/booking/ride-form-schema';
import type { RideFormValues } from '../../domain/booking/ride-form';

const rideDraftSchema = z.object({
  form: rideFormSchema,
  request: quoteRequestSchema,
  vehicleType: z.enum(VEHICLE_TYPES).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
});
export type RideDraft = z.infer<typeof rideDraftSchema>;

const bookedSchema = z.object({ ride: bookedRideSchema.nullable(), timedOut: z.boolean() });
export type BookingOutcome = z.infer<typeof bookedSchema>;

function read<S extends z.ZodType>(key: string, schema: S): z.infer<S> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(window.sessionStorage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the flow still works until the next reload.
  }
}

export const readRideDraft = () => read(STORAGE_KEYS.rideDraft, rideDraftSchema);
export const saveRideDraft = (draft: RideDraft) => write(STORAGE_KEYS.rideDraft, draft);
/** Once booked, neither the ride nor what was typed comes back. */
export function clearRideDraft(): void {
  write(STORAGE_KEYS.rideDraft, null);
  write(STORAGE_KEYS.rideFormDraft, null);
}

export const readRideFormDraft = () => read(STORAGE_KEYS.rideFormDraft, rideFormValuesSchema);
export const saveRideFormDraft = (values: RideFormValues) => write(STORAGE_KEYS.rideFormDraft, values);

export function updateRideDraft(change: Partial<Pick<RideDraft, 'vehicleType' | 'paymentMethod'>>): void {
  const draft = readRideDraft();
  if (draft) saveRideDraft({ ...draft, ...change });
}

export const readBookingOutcome = () => read(STORAGE_KEYS.rideBooked, bookedSchema);
export const saveBookingOutcome = (outcome: BookingOutcome) => write(STORAGE_KEYS.rideBooked, outcome);
