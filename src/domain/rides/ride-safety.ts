// A live ride's safety features: a read-only share link family open without logging in (dead once the ride
// ends) and SOS from the rider's or the driver's screen. The emergency contact lives in emergency-contact.ts,
// so the live map does not load the phone-number library.
import { z } from 'zod';

export const shareLinkSchema = z.object({ url: z.url(), rideId: z.string() });

export const sosResponseSchema = z.object({ alerted: z.literal(true), contactTexted: z.boolean() });

/** What the console hears when a ride needs someone now: an SOS from its rider or driver, or a start locked by
 * wrong trip codes. */
export const rideAlertSchema = z.object({
  rideId: z.string(),
  kind: z.enum(['sos', 'tripCodeLocked']),
  by: z.enum(['rider', 'driver']).optional(),
  customerName: z.string().optional(),
});
export type RideAlert = z.infer<typeof rideAlertSchema>;

/** An SOS someone in the office took on: its answer, and what every console hears so the alarm stops there
 * too. Until then the dispatchers' phones are pushed again every two minutes. */
export const sosAcknowledgedSchema = z.object({ rideId: z.string(), acknowledgedBy: z.string() });
export type SosAcknowledged = z.infer<typeof sosAcknowledgedSchema>;
