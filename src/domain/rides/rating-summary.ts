// What city pages show of riders' ratings: the partner's real average and a few recent comments. Apart from the
// rest of the ratings contracts (ratings.ts), so a city page builds only the schema it reads.
import { z } from 'zod';

/** What city pages show: the partner's real average and a few recent comments (first names only). */
export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  recent: z.array(
    z.object({ stars: z.number().int(), comment: z.string(), name: z.string(), at: z.string() }),
  ),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;
