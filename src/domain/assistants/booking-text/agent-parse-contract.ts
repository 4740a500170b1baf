// `POST /api/v1/agent/parse`: free text in, the booking draft field by field out, with what is still missing.
import { z } from 'zod';
import { typedText } from '../../control-characters';
import {
  CHAT_MESSAGE_MAX,
  COUNTRIES,
  LANGUAGES,
  RIDE_SERVICES,
  TRIP_TYPES,
  VEHICLE_TYPES,
} from '../../constants';
import { placeSchema } from '../../places/place';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** What a booking needs before it can be quoted, in the order the agent asks for it. The PWA parses chat answers
 * with this contract: the field names live here, not in the parser, so the chat's code does not carry the parser
 * and its word tables. */
export const DRAFT_FIELDS = ['pickup', 'dropoff', 'pickupTime', 'returnTime'] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

/** Where the rider is (from the device, when they allow it): places with no city are read near it. */
export const riderPositionSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type RiderPosition = z.infer<typeof riderPositionSchema>;

export const agentParseRequestSchema = z.object({
  text: z.string().trim().min(1, 'Write what ride you need').max(500),
  now: z.iso.datetime({ offset: true }).optional(),
  timezone: z.string().refine(isTimeZone, 'Use an IANA time zone like Asia/Kolkata').optional(),
  country: z.enum(COUNTRIES).optional(),
  position: riderPositionSchema.optional(),
  /** The language the text is written in, when known: Spanish, French, Portuguese, Turkish, Indonesian and Malay
   * words are read only then (other scripts say their language themselves). */
  language: z.enum(LANGUAGES).optional(),
});

export const bookingDraftSchema = z.object({
  pickup: placeSchema.nullable(),
  dropoff: placeSchema.nullable(),
  pickupTime: z.string().nullable(),
  returnTime: z.string().nullable(),
  tripType: z.enum(TRIP_TYPES),
  service: z.enum(RIDE_SERVICES).nullable(),
  rentalHours: z.number().int().nullable(),
  vehicleType: z.enum(VEHICLE_TYPES).nullable(),
  flightNumber: z.string().nullable(),
  passengers: z.number().int().nullable(),
  unsure: z.object({ field: z.enum(['pickup', 'dropoff']), alternatives: z.array(placeSchema) }).nullable(),
  missing: z.array(z.enum(DRAFT_FIELDS)),
});

export const agentParseResponseSchema = z.object({ draft: bookingDraftSchema });

export const chatMessageRequestSchema = z.object({
  text: typedText()
    .trim()
    .min(1, 'Write a message')
    .max(CHAT_MESSAGE_MAX, `At most ${CHAT_MESSAGE_MAX} characters`),
  language: z.enum(LANGUAGES).default('en'),
  position: riderPositionSchema.optional(),
});

export const chatMessageSchema = z.object({
  role: z.enum(['user', 'agent']),
  text: z.string(),
  choices: z.array(z.string()),
  createdAt: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatReplySchema = z.object({ reply: chatMessageSchema });
export const chatHistorySchema = z.object({ messages: z.array(chatMessageSchema) });
