// The rider's emergency contact: texted the live link when they press SOS on a ride.
import { z } from 'zod';
import { phoneSchema } from '../phone';

export const emergencyContactSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(60),
  phone: phoneSchema,
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;
export const emergencyContactResponseSchema = z.object({
  emergencyContact: z.object({ name: z.string(), phone: z.string() }).nullable(),
});
