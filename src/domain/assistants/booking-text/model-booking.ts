// The booking contract as a language model fills it (a function tool's arguments), and the booking draft those
// arguments make. The model only names things: every place it names is looked up in the gazetteer as the rule
// reader looks up a rider's words (a name the gazetteer cannot find is no place, and the agent asks for it), and
// its times are wall-clock times read in the partner's zone, as the rule reader reads a rider's.
import { z } from 'zod';
import { localInstant } from '../../date-filter';
import { bookingDraftSchema } from './agent-parse-contract';
import {
  missingFields,
  readPair,
  readService,
  unsurePlace,
  type BookingDraft,
  type ParseContext,
} from './parse-booking-text';

/** The one tool the model is asked to call. */
export const BOOKING_TOOL_NAME = 'fill_booking';

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const localTime = (what: string) =>
  z
    .string()
    .regex(LOCAL_TIME, 'a local time like 2026-03-11T07:30')
    .nullable()
    .default(null)
    .describe(
      `${what}, as wall-clock time where the partner is (YYYY-MM-DDTHH:mm, no offset); null if not said`,
    );
const placeName = (what: string) =>
  z
    .string()
    .trim()
    .max(200)
    .nullable()
    .default(null)
    .describe(`${what}, as the rider names it (area, landmark, airport, city); null if not said`);
const { tripType, service, vehicleType } = bookingDraftSchema.shape;

/** What the model may say of a booking: the rule reader's fields, with places as names and times as local. */
export const modelBookingSchema = z.object({
  pickup: placeName('Where the rider is picked up'),
  dropoff: placeName('Where the rider is going'),
  pickupTime: localTime('When the rider is picked up'),
  returnTime: localTime('When the rider comes back, for a return trip'),
  tripType: tripType.default('oneway').describe('return when the rider comes back with the same car'),
  service: service.default(null).describe('rental when the rider hires the car by the hour'),
  rentalHours: z.number().int().min(1).max(24).nullable().default(null).describe('Hours hired, for a rental'),
  vehicleType: vehicleType.default(null).describe('The kind of car the rider asks for, if any'),
  flightNumber: z.string().trim().max(10).nullable().default(null).describe('A flight number, like 6E 123'),
  passengers: z.number().int().min(1).max(99).nullable().default(null).describe('How many people ride'),
});
export type ModelBooking = z.output<typeof modelBookingSchema>;

// Some model servers refuse a `$schema` key in a tool's parameters; the schema is plain JSON Schema without it.
const { $schema: _dialect, ...parameters } = z.toJSONSchema(modelBookingSchema, { io: 'input' });

/** The tool, in the chat-completions `tools` form: its parameters are the schema above as JSON Schema. */
export const bookingTool = {
  type: 'function',
  function: {
    name: BOOKING_TOOL_NAME,
    description: "Fill in the taxi booking with what the rider's message says, and nothing it does not say.",
    parameters,
  },
} as const;

/** The model's local time (`YYYY-MM-DDTHH:MM[:SS]`) in `timezone` as an instant. */
export function localTimeAt(local: string, timezone: string): Date {
  const [, year, month, day, hour, minute, second] = LOCAL_TIME.exec(local)!.map(Number) as number[];
  return localInstant({ year: year!, month: month!, day: day! }, timezone, {
    hour: hour!,
    minute: minute!,
    second: second || 0,
  });
}

/** The draft the model's booking makes, read with the rule reader's context (zone, gazetteer, places nearby). */
export function draftFromModel(booking: ModelBooking, context: ParseContext): BookingDraft {
  const [pickup, dropoff] = readPair(
    booking.pickup?.toLowerCase() ?? '',
    booking.dropoff?.toLowerCase() ?? '',
    context.places,
    context.near ?? context.around,
  );
  const at = (local: string | null) => (local ? localTimeAt(local, context.timezone) : null);
  const pickupAt = at(booking.pickupTime);
  const returnAt = booking.tripType === 'return' ? at(booking.returnTime) : null;
  const service = booking.service ?? readService('', pickup, dropoff);
  const draft: Omit<BookingDraft, 'missing'> = {
    pickup,
    dropoff,
    pickupTime: pickupAt?.toISOString() ?? null,
    // A return at or before the pickup is none: the agent asks for it again.
    returnTime: returnAt && (!pickupAt || returnAt > pickupAt) ? returnAt.toISOString() : null,
    tripType: booking.tripType,
    service,
    rentalHours: service === 'rental' ? booking.rentalHours : null,
    vehicleType: booking.vehicleType,
    flightNumber: booking.flightNumber,
    passengers: booking.passengers,
    unsure: context.near ? null : unsurePlace(pickup, dropoff, context.places),
  };
  return { ...draft, missing: missingFields(draft) };
}

/** What the model is told besides the rider's words: the partner's zone and its time now, to read times in. */
export function modelInstructions(now: Date, timezone: string): string {
  const local = new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone,
    weekday: 'long',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return [
    `You read a rider's message to a taxi company and call ${BOOKING_TOOL_NAME} with what it says.`,
    `It is now ${local} in ${timezone}; write times as local times there.`,
    'Name places as the rider names them; leave out anything the message does not say.',
  ].join(' ');
}
