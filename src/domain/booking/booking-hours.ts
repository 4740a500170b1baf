// A partner's booking hours and minimum notice: when riders may be picked up. Hours are wall-clock intervals in
// the partner's time zone, each starting on a weekday; one whose end is not after its start runs past midnight
// into the next day (22:00–02:00), and equal ends mean 24 hours. No intervals at all is every day, all day, and a
// lead of 0 is "as soon as a driver can come": the defaults, under which every pickup not in the past is allowed.
// Written with zod/mini, since the rider home carries these rules in the brand it parses before its first paint.
import * as z from 'zod/mini';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A week of notice: a longer one would hide every time the form offers. */
export const MAX_LEAD_MINUTES = 7 * 24 * 60;
export const MAX_OPEN_INTERVALS = 28;
/** How far a pickup may lie before the earliest allowed instant: a rider's slow clock or network, and a "Now"
 * sent a moment ago. The same slack the server always gave pickups in the past. */
export const PICKUP_SLACK_MS = 5 * 60 * 1000;

const MINUTE_MS = 60 * 1000;
const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;
/** Messages and the first offered time land on whole 5-minute steps, as the form's times do. */
const STEP_MS = 5 * MINUTE_MS;

const clockSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time like 07:30'));

export const openIntervalSchema = z.object({ day: z.enum(WEEKDAYS), from: clockSchema, to: clockSchema });
export type OpenInterval = z.infer<typeof openIntervalSchema>;

export const bookingHoursSchema = z
  .array(openIntervalSchema)
  .check(z.maxLength(MAX_OPEN_INTERVALS, 'At most 28 opening times'));
export type BookingHours = z.infer<typeof bookingHoursSchema>;

export const minimumLeadSchema = z
  .number({ error: 'Enter a number' })
  .check(
    z.int('Enter whole minutes'),
    z.minimum(0, 'Enter 0 or more'),
    z.maximum(MAX_LEAD_MINUTES, 'At most 7 days (10080 minutes)'),
  );

/** What the partner sets, and what riders' forms and the server both check pickups against. */
export const bookingWindowSchema = z.object({
  minimumLeadMinutes: minimumLeadSchema,
  hours: bookingHoursSchema,
});
export type BookingWindow = z.infer<typeof bookingWindowSchema>;

export interface BookingRules extends BookingWindow {
  timezone: string;
}

/** How the server's refusal of a pickup time by the hours or notice starts, before the time it names; the form
 * tells it from a time in the past by it. */
export const EARLIEST_PICKUP_PREFIX = 'The earliest pickup is';

export const OPEN_ALL_THE_TIME: BookingWindow = { minimumLeadMinutes: 0, hours: [] };

/** The rules a brand carries for riders' forms; null while the partner takes pickups at any time. */
export const brandBookingRules = (brand: {
  timezone: string;
  bookingWindow?: BookingWindow | undefined;
}): BookingRules | null =>
  brand.bookingWindow ? { ...brand.bookingWindow, timezone: brand.timezone } : null;

/** A tenant's stored window (columns that may hold anything older), repaired to the defaults where broken. */
export function bookingWindowOf(minimumLeadMinutes: unknown, hours: unknown): BookingWindow {
  return {
    minimumLeadMinutes: z.safeParse(minimumLeadSchema, minimumLeadMinutes).data ?? 0,
    hours: z.safeParse(bookingHoursSchema, hours).data ?? [],
  };
}

/** Whether the window is the default: no hours and no notice. */
export const isOpenAllTheTime = (window: BookingWindow) =>
  window.hours.length === 0 && window.minimumLeadMinutes === 0;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

function intervalLength({ from, to }: OpenInterval): number {
  const length = (minutesOf(to) - minutesOf(from) + DAY_MINUTES) % DAY_MINUTES;
  return length === 0 ? DAY_MINUTES : length;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  /** 0 Monday … 6 Sunday. */
  weekday: number;
  minute: number;
  second: number;
}

const SHORT_WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The wall clock an instant shows in a time zone. */
export function wallClock(at: number, timezone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timezone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: SHORT_WEEKDAYS.indexOf(parts.weekday ?? ''),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The instant a zone's wall clock shows a date and minute of day (in a spring-forward gap, just after it). */
function zonedInstant(year: number, month: number, day: number, minute: number, timezone: string): number {
  const asUtc = Date.UTC(year, month - 1, day, 0, minute);
  let at = asUtc;
  for (let i = 0; i < 2; i++) {
    const shown = wallClock(at, timezone);
    const shownAsUtc = Date.UTC(shown.year, shown.month - 1, shown.day, 0, shown.minute, shown.second);
    at += asUtc - shownAsUtc;
  }
  return at;
}

/** Whether the partner takes pickups at this instant by its hours (the notice aside). */
export function isWithinHours(hours: BookingHours, at: number, timezone: string): boolean {
  if (hours.length === 0) return true;
  const clock = wallClock(at, timezone);
  const weekMinute = clock.weekday * DAY_MINUTES + clock.minute;
  return hours.some((interval) => {
    const start = WEEKDAYS.indexOf(interval.day) * DAY_MINUTES + minutesOf(interval.from);
    return (weekMinute - start + WEEK_MINUTES) % WEEK_MINUTES < intervalLength(interval);
  });
}

/** The earliest pickup the notice allows, hours aside: `now` plus the lead. */
export const earliestPickup = (rules: Pick<BookingRules, 'minimumLeadMinutes'>, now: number) =>
  now + rules.minimumLeadMinutes * MINUTE_MS;

/** Whether a pickup at `at`, asked for at `now`, is within the hours and gives at least the notice. `slackMs`
 * forgives a pickup that slid a little early while the rider chose it (the server passes PICKUP_SLACK_MS). */
export function isPickupAllowed(rules: BookingRules, at: number, now: number, slackMs = 0): boolean {
  return at >= earliestPickup(rules, now) - slackMs && isWithinHours(rules.hours, at, rules.timezone);
}

/** The first pickup allowed at or after `after` (itself at least `now` plus the notice), on a whole 5-minute step
 * unless an opening time is not one; null only for hours that never open (a DST gap swallowing them). */
export function nextAllowedPickup(rules: BookingRules, now: number, after = now): number | null {
  const from = Math.ceil(Math.max(after, earliestPickup(rules, now)) / STEP_MS) * STEP_MS;
  if (isWithinHours(rules.hours, from, rules.timezone)) return from;
  const today = wallClock(from, rules.timezone);
  const starts: number[] = [];
  for (let offset = 0; offset <= 14; offset++) {
    const weekday = WEEKDAYS[(today.weekday + offset) % 7];
    for (const interval of rules.hours.filter((candidate) => candidate.day === weekday)) {
      const start = zonedInstant(
        today.year,
        today.month,
        today.day + offset,
        minutesOf(interval.from),
        rules.timezone,
      );
      if (start > from && isWithinHours(rules.hours, start, rules.timezone)) starts.push(start);
    }
    if (starts.length) return Math.min(...starts);
  }
  return null;
}

/** Whether no pickup is allowed on a calendar day of the partner's zone (given as its first instant and the
 * next day's), for the date sheet to show the day as closed. */
export function isClosedBetween(rules: BookingRules, now: number, dayStart: number, dayEnd: number): boolean {
  const next = nextAllowedPickup(rules, now, dayStart);
  return next === null || next >= dayEnd;
}

/** An instant as the partner's wall clock with its offset, to the minute: "2026-03-02T10:35+05:30". */
export function zonedIsoMinute(at: number, timezone: string): string {
  const clock = wallClock(at, timezone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const wallAsUtc = Date.UTC(clock.year, clock.month - 1, clock.day, 0, clock.minute, clock.second);
  const offset = Math.round((wallAsUtc - Math.floor(at / 1000) * 1000) / MINUTE_MS);
  const sign = offset < 0 ? '-' : '+';
  const date = `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
  const time = `${pad(Math.floor(clock.minute / 60))}:${pad(clock.minute % 60)}`;
  return `${date}T${time}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}
