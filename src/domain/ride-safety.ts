// A live ride's safety features: a read-only share link family open without logging in (dead once the ride
// ends), SOS from the rider's or the driver's screen, and the rider's emergency contact.
import { z } from 'zod';
import { phoneSchema } from './phone';

export const shareLinkSchema = z.object({ url: z.url(), rideId: z.string() });

export const emergencyContactSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(60),
  phone: phoneSchema,
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;
export const emergencyContactResponseSchema = z.object({
  emergencyContact: z.object({ name: z.string(), phone: z.string() }).nullable(),
});

export const sosResponseSchema = z.object({ alerted: z.literal(true), contactTexted: z.boolean() });
