// Ratings: a rider rates a completed ride's driver once; partners see averages per driver and recent ratings;
// city pages show the partner's real average and a few recent comments. Kept apart from the phone contracts so
// city pages do not load the phone-number library.
import { z } from 'zod';

export const ratingRequestSchema = z.object({
  stars: z.number().int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
  comment: z.string().trim().max(500, 'At most 500 characters').default(''),
});

/** What the rider gets back for the rating they gave. */
export const givenRatingSchema = z.object({
  rideId: z.string(),
  stars: z.number().int(),
  comment: z.string(),
});

export const ratingSchema = z.object({
  rideId: z.string(),
  stars: z.number().int(),
  comment: z.string(),
  driverName: z.string().nullable(),
  riderName: z.string(),
  createdAt: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;

export const partnerRatingsSchema = z.object({
  drivers: z.array(
    z.object({ driverId: z.string(), name: z.string(), average: z.number(), count: z.number().int() }),
  ),
  recent: z.array(ratingSchema),
});
