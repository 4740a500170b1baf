// The rider's own account: the profile page's contract (name, e-mail, phone changed only with a code texted to
// the new number, language, saved places and the emergency contact), the data export, and account deletion.
import { z } from 'zod';
import { emailSchema, otpCodeSchema } from '../auth/auth';
import { locationSchema } from '../booking/booking';
import { LANGUAGES, LIMITS } from '../constants';
import { phoneSchema } from '../phone';

export const SAVED_PLACE_KINDS = ['home', 'work', 'other'] as const;
export type SavedPlaceKind = (typeof SAVED_PLACE_KINDS)[number];
export const SAVED_PLACES_MAX = 10;

export const savedPlaceSchema = z.object({
  kind: z.enum(SAVED_PLACE_KINDS),
  /** The rider's own name for an "other" place ("Mum's", "Gym"); home and work name themselves. */
  label: z.string().trim().max(40, 'At most 40 characters').default(''),
  place: locationSchema,
});
export type SavedPlace = z.infer<typeof savedPlaceSchema>;

export const savedPlacesSchema = z
  .array(savedPlaceSchema)
  .max(SAVED_PLACES_MAX, `At most ${SAVED_PLACES_MAX} saved places`)
  .superRefine((places, ctx) => {
    for (const kind of ['home', 'work'] as const) {
      if (places.filter((place) => place.kind === kind).length > 1)
        ctx.addIssue({ code: 'custom', message: `Only one ${kind} place` });
    }
    places.forEach((place, index) => {
      if (place.kind === 'other' && !place.label)
        ctx.addIssue({ code: 'custom', path: [index, 'label'], message: 'Name this place' });
    });
  });
export const savedPlacesBodySchema = z.object({ places: savedPlacesSchema });

export const riderProfileSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  language: z.enum(LANGUAGES).nullable(),
  savedPlaces: z.array(savedPlaceSchema),
});
export type RiderProfile = z.infer<typeof riderProfileSchema>;

/** PATCH /api/v1/me/profile: any of name, e-mail (empty clears it) and language. */
export const profilePatchSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(LIMITS.nameMax, 'At most 50 characters').optional(),
  email: z.union([z.literal(''), emailSchema]).optional(),
  language: z.enum(LANGUAGES, 'Pick a language from the list').optional(),
});
export type ProfilePatch = z.input<typeof profilePatchSchema>;

export const phoneChangeRequestSchema = z.object({ phone: phoneSchema });
export const phoneChangeVerifySchema = z.object({ phone: phoneSchema, code: otpCodeSchema });

/** GET /api/v1/me/export: everything the partner holds about the rider, as one JSON file. */
export const riderExportSchema = z.object({
  exportedAt: z.string(),
  business: z.string(),
  profile: riderProfileSchema.extend({
    createdAt: z.string(),
    emergencyContact: z.object({ name: z.string(), phone: z.string() }).nullable(),
  }),
  rides: z.array(z.record(z.string(), z.unknown())),
  wallet: z.array(z.record(z.string(), z.unknown())),
  ratings: z.array(z.record(z.string(), z.unknown())),
});
export type RiderExport = z.infer<typeof riderExportSchema>;

export const accountDeletedSchema = z.object({ deleted: z.literal(true), ridesKept: z.number().int() });
