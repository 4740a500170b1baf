// The part of the rider's profile the ride form reads: their saved places, name and phone.
import { z } from 'zod';
import { locationSchema } from '../../domain/booking/booking';

export const riderOnFormSchema = z.object({
  name: z.string(),
  phone: z.string(),
  savedPlaces: z.array(z.object({ kind: z.string(), label: z.string(), place: locationSchema })),
});
