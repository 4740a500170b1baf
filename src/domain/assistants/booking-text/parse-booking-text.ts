// Turns one free-text message into a booking draft, field by field, and says what is still missing.
// Deterministic: chrono-node reads times (in the partner's time zone), the places gazetteer reads places
// (aliases, typos, airport codes), and keyword tables read the rest, in English, Hindi and Tamil as riders type;
// other scripts, and the chat's language when it is written in Latin letters, are first rewritten into those words
// (script-words.ts, latin-words.ts, tamil-script.ts).
import * as chrono from 'chrono-node';
import type { RideService, TripType, VehicleType } from '../../constants';
import { haversineKm, OUTSTATION_FROM_KM, ROAD_FACTOR } from '../../geo';
import { foldName } from '../../places/normalize';
import type { Place } from '../../places/place';
import type { LatLng, PlaceIndex } from '../../places/place-index';
import { zoneOffsetMinutes } from '../../date-filter';
import {
  DAY_PARTS,
  DAY_WORDS,
  FILLER,
  NIGHT_DEPARTURES,
  NOW_WORDS,
  OCLOCK,
  ONE_WAY_WORDS,
  RETURN_WORDS,
  SERVICE_WORDS,
  TIME_CHANGE,
  VEHICLE_WORDS,
} from './keywords';
import { withoutCorrections } from './corrections';
import { withPartOfDayHours } from './day-parts';
import { withCalendarWords } from './calendar-words';
import { readScriptWords } from './script-words';
import { romaniseTamil } from './tamil-script';
import { withoutYes } from './rider-words/rider-words';
import type { DraftField } from './agent-parse-contract';

export interface BookingDraft {
  pickup: Place | null;
  dropoff: Place | null;
  pickupTime: string | null;
  returnTime: string | null;
  tripType: TripType;
  service: RideService | null;
  rentalHours: number | null;
  vehicleType: VehicleType | null;
  flightNumber: string | null;
  passengers: number | null;
  /** A locality or landmark that several cities have, read with nothing near to choose by: the agent asks. */
  unsure: UnsurePlace | null;
  missing: DraftField[];
}

export interface UnsurePlace {
  field: 'pickup' | 'dropoff';
  /** The same name in other cities, best first. */
  alternatives: Place[];
}

export interface ParseContext {
  now: Date;
  timezone: string;
  places: PlaceIndex;
  /** Where the ride already is (a place agreed earlier in the conversation): names are read near it. */
  near?: LatLng | undefined;
  /** Where the rider is, else the partner's first served place: names the ride has no place for yet are read
   * near it, so a bare "airport" is the nearest one. */
  around?: LatLng | undefined;
  /** The language the chat is in (its screen's, or the one the rider writes): words that are also English or
   * parts of names ("de", "a", "ke") are read as that language's only when it is given. */
  language?: string | undefined;
}

const DAY_MS = 86_400_000;
/** Other cities offered when a name is ambiguous: a chat has room for a few buttons. */
const NAMESAKES = 3;

function localDateText(now: Date, timezone: string, plusDays: number): string {
  const at = new Date(now.getTime() + plusDays * DAY_MS);
  return new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(at);
}

/** Rewrites Hindi and Tamil day and time words into English chrono reads ("kal subah 7 baje" → "on March 11, 2026
 * at 7:00 am"); "on" lets chrono join a date to a time written before it ("at 23:30 today"). */
export function normaliseTimeWords(text: string, now: Date, timezone: string): string {
  const plain = text.replace(TIME_CHANGE, ' at ').replace(NOW_WORDS, ' now ').replace(ABOUT, '$1');
  let out = withPartOfDayHours(withClockMinutes(withCalendarWords(plain, now, timezone)));
  for (const [words, plusDays] of DAY_WORDS)
    out = out.replace(words, ` on ${localDateText(now, timezone, plusDays)} `);
  return withDayParts(out).replace(/\s+/g, ' ').trim();
}

/** "10ish", "10-ish": about ten is ten. */
const ABOUT = /\b(\d{1,2}(?:[:.]\d{2})?)\s*-?ish\b/g;

const QUARTERS = /\b(quarter past|half past|quarter to) (\d{1,2})\b/g;
const QUARTER_MINUTES: Record<string, number> = { 'quarter past': 15, 'half past': 30, 'quarter to': -15 };

/** "quarter to 8" → "7:45", "quarter past 9" → "9:15", "half past 7" → "7:30": chrono reads only digits. A
 * quarter to 1 is 12:45, in whichever half of the day the rest of the message puts it. */
function withClockMinutes(text: string): string {
  return text.replace(QUARTERS, (_, phrase: string, hour: string) => {
    const offset = QUARTER_MINUTES[phrase]!;
    const h = Number(hour);
    if (offset > 0) return `${h}:${offset}`;
    return `${h === 0 ? 23 : h === 1 ? 12 : h - 1}:${60 + offset}`;
  });
}

const AT_HOUR = /\bat (\d{1,2})(?:[:.](\d{2}))?\b(?!\s*(?:am|pm|[:.]\d))/g;
/** How far after a time its part of day may come ("5:30 this evening", "6 mani maalai"). */
const PART_AFTER_CHARS = 12;

/** Each o'clock ("shaam 6 baje", "at 5:30 this evening") takes the part of day written nearest before it since
 * the previous time, else just after it; so "subah 8 baje, wapas shaam 6 baje" reads 8 am and 6 pm. */
function withDayParts(text: string): string {
  const parts = DAY_PARTS.flatMap(([words, half]) =>
    [...text.matchAll(new RegExp(words.source, 'g'))].map((m) => ({
      at: m.index,
      end: m.index + m[0].length,
      half,
    })),
  ).sort((a, b) => a.at - b.at);
  let previousEnd = 0;
  const halfFor = (start: number, end: number) => {
    const before = parts.filter((p) => p.at >= previousEnd && p.end <= start).at(-1);
    const after = parts.find((p) => p.at >= end && p.at - end <= PART_AFTER_CHARS);
    previousEnd = end;
    return (before ?? after)?.half;
  };
  const clock = (hour: string, minute: string | undefined, half: string | undefined) =>
    ` at ${hour}:${minute ?? '00'}${half && Number(hour) <= 12 ? ` ${half}` : ''} `;
  let out = text.replace(OCLOCK, (match, hour: string, minute: string | undefined, offset: number) =>
    clock(hour, minute, halfFor(offset, offset + match.length)),
  );
  previousEnd = 0;
  out = out.replace(AT_HOUR, (match, hour: string, minute: string | undefined, offset: number) => {
    const half = halfFor(offset, offset + match.length);
    return half ? clock(hour, minute, half) : match;
  });
  for (const [words] of DAY_PARTS) out = out.replace(new RegExp(words.source, 'g'), ' ');
  return out;
}

interface TimeRead {
  pickup: Date | null;
  return: Date | null;
  /** The text with the time phrases removed, for place reading. */
  rest: string;
}

function readTimes(text: string, context: ParseContext): TimeRead {
  const normalised = normaliseTimeWords(text, context.now, context.timezone);
  const reference = { instant: context.now, timezone: zoneOffsetMinutes(context.now, context.timezone) };
  const results = chrono.parse(normalised, reference, { forwardDate: true });
  let rest = normalised;
  for (const result of results) rest = rest.replace(result.text, ' ');
  const local = (at: Date) => inZone(at, reference.timezone, context.timezone);
  let pickup = results[0] ? local(laterHalfIfPast(results[0], context.now)) : null;
  const night = NIGHT_DEPARTURES.find(([words]) => words.test(text));
  if (night && (!pickup || !results[0]?.start.isCertain('hour'))) {
    const base = pickup ?? context.now;
    pickup = new Date(base.getTime() + (night[1] - localHour(base, context.timezone)) * 3_600_000);
    pickup.setUTCMinutes(Math.floor(pickup.getUTCMinutes() / 30) * 30, 0, 0);
  }
  const back = results[1]
    ? returnTime(results[1], local(results[1].start.date()), pickup, context.timezone)
    : null;
  return { pickup, return: back, rest };
}

/** chrono reads a day with today's offset from UTC: a day after the clocks change is moved back to its zone's
 * own hour ("on the 5th at 2pm" in London in April is 13:00 UTC, not 14:00). */
function inZone(at: Date, referenceOffset: number, timezone: string): Date {
  return new Date(at.getTime() - (zoneOffsetMinutes(at, timezone) - referenceOffset) * 60_000);
}

const HALF_DAY_MS = 43_200_000;

/** "aaj 4 baje" said at 10 in the morning is 4 in the afternoon: an hour with no am or pm that has already
 * passed today is taken in the later half of the day, while that is still ahead. */
function laterHalfIfPast(result: chrono.ParsedResult, now: Date): Date {
  const at = result.start.date();
  const bareHour =
    result.start.isCertain('hour') &&
    !result.start.isCertain('meridiem') &&
    (result.start.get('hour') ?? 12) < 12;
  if (!bareHour || at >= now) return at;
  const later = new Date(at.getTime() + HALF_DAY_MS);
  return later > now ? later : at;
}

/** A return named by its time alone ("return at 9 pm") is on the pickup's day, or the next if that is earlier;
 * by its weekday ("return sunday"), that weekday after the pickup. A return on a date before the pickup is
 * none: the agent asks for it again. */
function returnTime(
  result: chrono.ParsedResult,
  named: Date,
  pickup: Date | null,
  timezone: string,
): Date | null {
  if (!pickup) return named;
  if (result.start.isCertain('day')) return named > pickup ? named : null;
  if (result.start.isCertain('weekday')) {
    let day = named;
    while (day <= pickup) day = new Date(day.getTime() + 7 * DAY_MS);
    return day;
  }
  const offset = zoneOffsetMinutes(pickup, timezone) * 60_000;
  const pickupDay = Math.floor((pickup.getTime() + offset) / DAY_MS) * DAY_MS;
  const timeOfDay = (((named.getTime() + offset) % DAY_MS) + DAY_MS) % DAY_MS;
  const sameDay = new Date(pickupDay + timeOfDay - offset);
  return sameDay > pickup ? sameDay : new Date(sameDay.getTime() + DAY_MS);
}

function localHour(at: Date, timezone: string): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: timezone }).format(at),
  );
}

/** Patterns naming both places, in the order they name them: pickup first, or drop first ("to X from Y"). */
const PLACE_PAIRS: readonly (readonly [RegExp, 'pickupFirst' | 'dropFirst'])[] = [
  [/\bfrom\s+(.+?)\s+(?:to|till|until)\s+(.+)/, 'pickupFirst'],
  [/\bto\s+(.+?)\s+from\s+(.+)/, 'dropFirst'],
  [
    /\b(?:pick(?: me)? ?up|pickup)(?:\s+(?:from|at))?\s+(.+?)\s+(?:drop|and drop)(?:\s+(?:at|to|off))?\s+(.+)/,
    'pickupFirst',
  ],
  [/(.+?)\s+(?:pick ?up|pickup)\b.*?\bdrop(?:\s+(?:at|to|off))?\s+(.+)/, 'pickupFirst'],
  [/(.+?)\s+(?:jana|jaana)(?:\s+hai)?\s+(.+?)\s+(?:se|say|sey)\b/, 'dropFirst'],
  [/(.+?)\s+(?:se|say|sey)\s+(.+)/, 'pickupFirst'],
  [
    /(.+?)\s+(?:la\s+)?(?:irundhu|irunthu|irundu|erunthu|lendhu|lerndhu|lendu|lerundhu)\s+(.+)/,
    'pickupFirst',
  ],
  [/(.+?)\s+(?:to|2|->|→)\s+(.+)/, 'pickupFirst'],
];

function cleanSpan(span: string): string {
  return (
    span
      .replace(FILLER, ' ')
      // "King's Cross" is the gazetteer's "kings cross", not "king" and "cross".
      .replace(/(\p{L})['’](\p{L})/gu, '$1$2')
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** "Airport" with no city: the one of the city the ride is in, not a locality that happens to be called so. */
const BARE_AIRPORT = /^(?:airport|vimaan ?nilaiyam|vimana ?nilayam)$/;

/** Indian names end in a word riders write apart or joined ("Besant Nagar", "Besantnagar"): the joined form. */
const JOINABLE_ENDING = / (nagar|puram|pet|pettai|palayam|halli|bagh|ganj|pur|abad|wadi)$/;
const joinedName = (phrase: string) =>
  JOINABLE_ENDING.test(phrase) ? phrase.replace(JOINABLE_ENDING, '$1') : undefined;

/** The place a span names: the whole span, else its longest run of words that names one; `near` the other
 * place of the ride, so "MG Road" read with Whitefield is Bengaluru's. */
function findPlace(span: string, places: PlaceIndex, near?: LatLng): Place | null {
  const cleaned = cleanSpan(span);
  if (near && BARE_AIRPORT.test(cleaned)) return places.nearest(near.lat, near.lng, 'airport')?.place ?? null;
  const words = cleaned
    .split(' ')
    // One letter can start a name ("T Nagar"); alone it names nothing (see below).
    .filter((word) => word.length >= 1);
  for (let size = Math.min(words.length, 4); size >= 1; size--) {
    for (let start = 0; start + size <= words.length; start++) {
      const phrase = words.slice(start, start + size).join(' ');
      if (phrase.length < 3 && !/^[a-z]{3}$/i.test(phrase)) continue;
      const [best] = places.search(
        phrase.length === 3 && /^[a-z]{3}$/.test(phrase) ? phrase.toUpperCase() : phrase,
        1,
        { near, wholeWords: true },
      );
      const joined = best ? undefined : joinedName(phrase);
      const found = best ?? (joined ? places.search(joined, 1, { near, wholeWords: true })[0] : undefined);
      if (found) return found;
    }
  }
  return null;
}

/** Two places of one ride lie near each other: each is read again near the other, the rarer name first
 * (a city or airport anchors a locality that many cities have). */
export function readPair(
  firstSpan: string,
  secondSpan: string,
  places: PlaceIndex,
  near: LatLng | undefined,
): [Place | null, Place | null] {
  let first = findPlace(firstSpan, places, near);
  let second = findPlace(secondSpan, places, first ?? near);
  if (second) first = findPlace(firstSpan, places, second) ?? first;
  if (first) second = findPlace(secondSpan, places, first) ?? second;
  return [first, second];
}

/** The first pattern that finds both places wins; failing that, the first that finds one. */
function readPlaces(
  rest: string,
  places: PlaceIndex,
  near: LatLng | undefined,
): { pickup: Place | null; dropoff: Place | null } {
  let partial: { pickup: Place | null; dropoff: Place | null } | null = null;
  for (const [pattern, order] of PLACE_PAIRS) {
    const match = pattern.exec(rest);
    if (!match) continue;
    const [first, second] = readPair(match[1]!, match[2]!, places, near);
    const read =
      order === 'pickupFirst' ? { pickup: first, dropoff: second } : { pickup: second, dropoff: first };
    if (first && second) return read;
    if ((first || second) && order === 'pickupFirst') partial ??= read;
  }
  return partial ?? { pickup: findPlace(rest, places, near), dropoff: null };
}

/** "MG Road", "Benz Circle": a vehicle word naming a street or place is not a vehicle. */
const PLACE_TYPE_WORDS =
  /^\s+(?:road|rd|street|st|nagar|layout|colony|circle|station|hospital|mall|market|park)\b/;

function readVehicle(text: string): VehicleType | null {
  return VEHICLE_WORDS.find(([word]) => vehicleAt(text, word) !== undefined)?.[1] ?? null;
}

/** Where `word` stands alone as a vehicle, if it does: Latin words whole ("ev" is not in "seven") and not part of
 * a place's name; words in other scripts as written. */
function vehicleAt(text: string, word: string): number | undefined {
  if (!/^[\x20-\x7e]+$/.test(word)) return text.includes(word) ? text.indexOf(word) : undefined;
  const pattern = new RegExp(`\\b${escape(word)}\\b`, 'g');
  for (const match of text.matchAll(pattern)) {
    if (!PLACE_TYPE_WORDS.test(text.slice(match.index + word.length))) return match.index;
  }
  return undefined;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function readService(text: string, pickup: Place | null, dropoff: Place | null): RideService | null {
  const named = SERVICE_WORDS.find(([words]) => words.test(text))?.[1];
  if (named) return named;
  if (pickup?.kind === 'airport' || dropoff?.kind === 'airport') return 'airport';
  if (pickup && dropoff)
    return haversineKm(pickup, dropoff) * ROAD_FACTOR > OUTSTATION_FROM_KM ? 'outstation' : 'local';
  return null;
}

const FLIGHT =
  /\bflight\s*(?:no\.?|number)?\s*([a-z0-9]{2})\s?-?(\d{1,4})\b|\b(6e|ai|uk|sg|ix|qp|i5|ek|qr|ey|sv|ba)\s?-?(\d{2,4})\b/;
const PASSENGERS = /\b(\d{1,2})\s*(?:(?:people|persons?|passengers?|pax|adults?|members?|log|per)\b|பேர்)/;
/** "8 hours" hires the car; "in 2 hours" says when to come. */
const RENTAL_HOURS = /(?<!\bin\s+)\b(\d{1,2})\s*(?:hours?|hrs?|h)\b/;

/** Strips what is not a place (vehicle words, flight, passengers) so it does not get read as one. */
function withoutExtras(text: string): string {
  let out = text.replace(FLIGHT, ' ').replace(PASSENGERS, ' ').replace(RENTAL_HOURS, ' ');
  for (const [word] of VEHICLE_WORDS)
    out = out.replace(new RegExp(`\\b${escape(word)}\\b(?!${PLACE_TYPE_WORDS.source.slice(1)})`, 'g'), ' ');
  return out.replace(/\b(?:outstation|rental|local)\b/g, ' ');
}

export function parseBookingText(message: string, context: ParseContext): BookingDraft {
  const latin = romaniseTamil(
    readScriptWords(withoutYes(message), context.language, context.places).toLowerCase(),
  );
  const text = ` ${withoutCorrections(latin).replace(/[,;!?]+/g, ' ')} `;
  // Durations ("8 hours") and flight numbers are not pickup times.
  const times = readTimes(text.replace(RENTAL_HOURS, ' ').replace(FLIGHT, ' '), context);
  const { pickup, dropoff } = readPlaces(
    withoutExtras(times.rest),
    context.places,
    context.near ?? context.around,
  );
  const service = readService(text, pickup, dropoff);
  const tripType: TripType = RETURN_WORDS.test(text) && !ONE_WAY_WORDS.test(text) ? 'return' : 'oneway';
  const flight = FLIGHT.exec(text);
  const draft: Omit<BookingDraft, 'missing'> = {
    pickup,
    dropoff,
    pickupTime: times.pickup?.toISOString() ?? null,
    returnTime: tripType === 'return' ? (times.return?.toISOString() ?? null) : null,
    tripType,
    service,
    rentalHours: service === 'rental' ? Number(RENTAL_HOURS.exec(text)?.[1] ?? 0) || null : null,
    vehicleType: readVehicle(text),
    flightNumber: flight ? `${(flight[1] ?? flight[3])!.toUpperCase()} ${flight[2] ?? flight[4]}` : null,
    passengers: Number(PASSENGERS.exec(text)?.[1] ?? 0) || null,
    unsure: context.near ? null : unsurePlace(pickup, dropoff, context.places),
  };
  return { ...draft, missing: missingFields(draft) };
}

/** Other cities' places of the same name, for a locality or landmark read with no other place to anchor it. */
function namesakes(place: Place, places: PlaceIndex): Place[] {
  if (place.kind !== 'locality' && place.kind !== 'landmark') return [];
  const name = foldName(place.name);
  return places
    .search(place.name, NAMESAKES + 1, { wholeWords: true })
    .filter((other) => other.id !== place.id && foldName(other.name) === name && other.city !== place.city)
    .slice(0, NAMESAKES);
}

export function unsurePlace(
  pickup: Place | null,
  dropoff: Place | null,
  places: PlaceIndex,
): UnsurePlace | null {
  const only = pickup && !dropoff ? 'pickup' : dropoff && !pickup ? 'dropoff' : null;
  const place = only === 'pickup' ? pickup : only === 'dropoff' ? dropoff : null;
  const alternatives = place ? namesakes(place, places) : [];
  return only && alternatives.length ? { field: only, alternatives } : null;
}

export function missingFields(draft: Omit<BookingDraft, 'missing' | 'unsure'>): DraftField[] {
  const missing: DraftField[] = [];
  if (!draft.pickup) missing.push('pickup');
  if (!draft.dropoff && draft.service !== 'rental') missing.push('dropoff');
  if (!draft.pickupTime) missing.push('pickupTime');
  if (draft.tripType === 'return' && !draft.returnTime) missing.push('returnTime');
  return missing;
}
