// Leads (spec 3 'lead', 5, 7 'lead create'): someone who left a phone number without booking. The contracts of
// the lead-create call and the partner's leads list, and how a phone number is found in a chat message.
import { z } from 'zod';
import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js/min';
import { LIMITS, VEHICLE_TYPES, type Country } from '../constants';
import { phoneSchema } from '../phone';

/** Where a lead came from: the PWA chat, the WhatsApp bot, or the lead-create call. */
export const LEAD_SOURCES = ['chat', 'whatsapp', 'web'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_STATUSES = ['open', 'converted'] as const;
export const LEAD_PAGE_SIZES = [8, 16, 24] as const;

/** Spec 7 'lead create': a body with phone_number (name and e-mail when the rider gave them). */
export const leadCreateSchema = z.object(
  {
    phone_number: phoneSchema,
    name: z.string().trim().max(LIMITS.nameMax, `At most ${LIMITS.nameMax} characters`).default(''),
    email: z.union([z.literal(''), z.email('Invalid e-mail address').max(200)]).default(''),
  },
  { error: 'Invalid lead data provided' },
);
export type LeadCreate = z.infer<typeof leadCreateSchema>;

export const leadsQuerySchema = z.object({
  status: z.enum(['all', ...LEAD_STATUSES]).default('all'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(LEAD_PAGE_SIZES[0]),
});
export type LeadsQuery = z.infer<typeof leadsQuerySchema>;

/** What the rider had asked for so far, reduced to what a partner reads in a list. */
export const leadTripSchema = z.object({
  pickup: z.string().nullable(),
  dropoff: z.string().nullable(),
  pickupTime: z.string().nullable(),
  vehicleType: z.enum(VEHICLE_TYPES).nullable(),
});
export type LeadTrip = z.infer<typeof leadTripSchema>;

export const leadSchema = z.object({
  id: z.string(),
  phone: z.string(),
  name: z.string(),
  email: z.string(),
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  trip: leadTripSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadCreatedSchema = z.object({ data: leadSchema });
export const leadsResponseSchema = z.object({ total: z.number().int(), items: z.array(leadSchema) });

/** The product's country codes are ISO's, except the United Kingdom's. */
const isoCountry = (country: Country): CountryCode =>
  country === 'uk' ? 'GB' : (country.toUpperCase() as CountryCode);

/** The first valid phone number written in a message, in E.164; local numbers are read in the partner's country. */
export function phoneInText(text: string, country: Country): string | null {
  return findPhoneNumbersInText(text, isoCountry(country))[0]?.number.number ?? null;
}
