// The part of the rider's profile the ride form's place field reads: their saved places.
import { z } from 'zod';
import { locationSchema } from '../../domain/booking/booking';

export const savedOnProfileSchema = z.object({
  savedPlaces: z.array(z.object({ kind: z.string(), label: z.string(), place: locationSchema })),
});
