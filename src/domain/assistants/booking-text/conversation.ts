// The booking conversation as a pure state machine: each rider message (already parsed) merges into the draft,
// corrections included ("make it 9 pm", "SUV instead"); the agent then asks for exactly one missing thing, offers
// the quoted vehicles, or asks to confirm. Side effects (quoting, booking) are events the server feeds back in.
import type { VehicleType } from '../../constants';
import { zoneOffsetMinutes } from '../../date-filter';
import { DAY_WORDS, NOW_WORDS } from './keywords';
import type { Place } from '../../places/place';
import type { DraftField } from './agent-parse-contract';
import { missingFields, type BookingDraft } from './parse-booking-text';
import { saysYes } from './rider-words/rider-words';

export type Draft = Omit<BookingDraft, 'missing'>;

export interface Offer {
  vehicleType: VehicleType;
  models: string[];
  totalFee: number;
  currency: string;
}

export type Stage = 'collecting' | 'choosing' | 'confirming' | 'booked';

export interface ConversationState {
  draft: Draft;
  stage: Stage;
  quoteId: string | null;
  offers: Offer[];
  rideId: string | null;
}

export type ConversationEvent =
  | { type: 'message'; text: string; parsed: BookingDraft; timezone: string }
  | { type: 'quoted'; quoteId: string; offers: Offer[] }
  | { type: 'booked'; rideId: string };

/** What the agent says next; the server words it in the rider's language. */
export type AgentTurn =
  | { kind: 'ask'; field: DraftField }
  | { kind: 'confirmPlace'; place: Place; alternatives: Place[] }
  | { kind: 'quote' }
  | { kind: 'offers'; offers: Offer[] }
  | { kind: 'confirm'; offer: Offer }
  | { kind: 'book' }
  | { kind: 'booked'; rideId: string }
  | { kind: 'no-vehicles' };

export const EMPTY_DRAFT: Draft = {
  pickup: null,
  dropoff: null,
  pickupTime: null,
  returnTime: null,
  tripType: 'oneway',
  service: null,
  rentalHours: null,
  vehicleType: null,
  flightNumber: null,
  passengers: null,
  unsure: null,
};

export const NEW_CONVERSATION: ConversationState = {
  draft: EMPTY_DRAFT,
  stage: 'collecting',
  quoteId: null,
  offers: [],
  rideId: null,
};

const DAY_MS = 86_400_000;
const WEEKDAYS_OR_DATES =
  /\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\b\d{1,2}[/-]\d{1,2}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

/** "Now" and "tonight" name today as surely as "today" does. */
const TODAY_WORDS = new RegExp(`${NOW_WORDS.source}|\\btonight\\b`);

/** "make it 9 pm" names a time but no day: keep the day already agreed, take the new time of day. */
function mergeTime(
  previous: string | null,
  next: string | null,
  text: string,
  timezone: string,
): string | null {
  if (!next) return previous;
  if (!previous) return next;
  const lower = text.toLowerCase();
  const namesDay =
    DAY_WORDS.some(([words]) => words.test(lower)) || TODAY_WORDS.test(lower) || WEEKDAYS_OR_DATES.test(text);
  if (namesDay) return next;
  const offset = zoneOffsetMinutes(new Date(previous), timezone) * 60_000;
  const day = Math.floor((Date.parse(previous) + offset) / DAY_MS) * DAY_MS;
  const timeOfDay = (((Date.parse(next) + offset) % DAY_MS) + DAY_MS) % DAY_MS;
  return new Date(day + timeOfDay - offset).toISOString();
}

/** The answer to "Velachery, Chennai — right?": a yes keeps it, another place (one of the offered cities) takes
 * its field, anything else leaves the question open. */
function settlePlace(draft: Draft, parsed: BookingDraft, text: string): Partial<Draft> | undefined {
  const unsure = draft.unsure;
  if (!unsure) return undefined;
  if (saysYes(text)) return { unsure: null };
  const named = parsed.pickup ?? parsed.dropoff;
  return named ? { [unsure.field]: named, unsure: null } : {};
}

function placesOf(draft: Draft, parsed: BookingDraft): Pick<Draft, 'pickup' | 'dropoff' | 'unsure'> {
  const onlyOnePlace = parsed.pickup && !parsed.dropoff && draft.pickup && !draft.dropoff;
  const unsure =
    parsed.unsure && onlyOnePlace ? { ...parsed.unsure, field: 'dropoff' as const } : parsed.unsure;
  return {
    pickup: onlyOnePlace ? draft.pickup : (parsed.pickup ?? draft.pickup),
    dropoff: onlyOnePlace ? parsed.pickup : (parsed.dropoff ?? draft.dropoff),
    unsure,
  };
}

/** A return at or before the pickup is never kept (a Sunday return read for the Sunday before a Friday pickup
 * would price a same-day trip): the agent asks for the return again. */
function returnAfter(pickupTime: string | null, returnTime: string | null): string | null {
  return pickupTime && returnTime && Date.parse(returnTime) <= Date.parse(pickupTime) ? null : returnTime;
}

export function mergeDraft(draft: Draft, parsed: BookingDraft, text: string, timezone: string): Draft {
  const settled = settlePlace({ ...draft, unsure: draft.unsure ?? null }, parsed, text);
  const places = settled
    ? { pickup: draft.pickup, dropoff: draft.dropoff, unsure: draft.unsure, ...settled }
    : placesOf(draft, parsed);
  const pickupTime = mergeTime(draft.pickupTime, parsed.pickupTime, text, timezone);
  return {
    ...places,
    pickupTime,
    returnTime: returnAfter(pickupTime, parsed.returnTime ?? draft.returnTime),
    tripType: parsed.tripType === 'return' ? 'return' : draft.tripType,
    service: parsed.service ?? draft.service,
    rentalHours: parsed.rentalHours ?? draft.rentalHours,
    vehicleType: parsed.vehicleType ?? draft.vehicleType,
    flightNumber: parsed.flightNumber ?? draft.flightNumber,
    passengers: parsed.passengers ?? draft.passengers,
  };
}

const tripChanged = (a: Draft, b: Draft) =>
  a.pickup?.id !== b.pickup?.id ||
  a.dropoff?.id !== b.dropoff?.id ||
  a.pickupTime !== b.pickupTime ||
  a.returnTime !== b.returnTime ||
  a.tripType !== b.tripType ||
  a.rentalHours !== b.rentalHours;

export function reduce(state: ConversationState, event: ConversationEvent): ConversationState {
  switch (event.type) {
    case 'quoted':
      return { ...state, stage: 'choosing', quoteId: event.quoteId, offers: event.offers };
    case 'booked':
      return { ...state, stage: 'booked', rideId: event.rideId };
    case 'message': {
      const base = state.stage === 'booked' ? NEW_CONVERSATION : state;
      const draft = mergeDraft(base.draft, event.parsed, event.text, event.timezone);
      if (tripChanged(base.draft, draft))
        return { ...base, draft, stage: 'collecting', quoteId: null, offers: [] };
      const chosen = base.offers.some((offer) => offer.vehicleType === draft.vehicleType);
      const stage: Stage = base.stage === 'collecting' ? 'collecting' : chosen ? 'confirming' : 'choosing';
      return { ...base, draft, stage };
    }
  }
}

/** The agent's next turn for a state; `text` is the message just received (to read a yes). */
export function nextTurn(state: ConversationState, text: string): AgentTurn {
  if (state.stage === 'booked' && state.rideId) return { kind: 'booked', rideId: state.rideId };
  const unsure = state.draft.unsure;
  const doubted = unsure ? state.draft[unsure.field] : null;
  if (unsure && doubted) return { kind: 'confirmPlace', place: doubted, alternatives: unsure.alternatives };
  const missing = missingFields(state.draft);
  if (missing.length) return { kind: 'ask', field: missing[0]! };
  if (!state.quoteId) return { kind: 'quote' };
  if (!state.offers.length) return { kind: 'no-vehicles' };
  const offer = state.offers.find((candidate) => candidate.vehicleType === state.draft.vehicleType);
  if (!offer) return { kind: 'offers', offers: state.offers };
  const yes = saysYes(text);
  return state.stage === 'confirming' && yes ? { kind: 'book' } : { kind: 'confirm', offer };
}
