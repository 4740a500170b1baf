// Date filters of the partner console (Today … Last Month, Custom) as UTC instant ranges computed in the
// partner's time zone, so "Today" in Chennai starts at midnight in Chennai whatever the server's clock says.
import { z } from 'zod';

export const DATE_FILTERS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
export const CUSTOM_DATE_MIN = '2020-01-01';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-14');

export const dateFilterShape = {
  dateFilter: z.enum(DATE_FILTERS).default('today'),
  from: isoDate.optional(),
  to: isoDate.optional(),
};

/** The custom range's own rules, for any query schema that spreads `dateFilterShape`. */
export function checkCustomRange(
  query: { dateFilter: DateFilter; from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (query.dateFilter !== 'custom') return;
  if (!query.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Choose a start date' });
  if (!query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose an end date' });
  if (query.from && query.from < CUSTOM_DATE_MIN) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: `Choose a date from ${CUSTOM_DATE_MIN}` });
  }
  if (query.from && query.to && query.to < query.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end must not be before the start' });
  }
}

export const dateFilterQuerySchema = z.object(dateFilterShape).superRefine(checkCustomRange);
export type DateFilterQuery = z.infer<typeof dateFilterQuerySchema>;

export interface InstantRange {
  from: Date;
  to: Date;
}

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

function localDate(at: Date, timezone: string): LocalDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** An instant's calendar date in a zone, as YYYY-MM-DD. */
export function isoDateInZone(timezone: string, at: Date = new Date()): string {
  const { year, month, day } = localDate(at, timezone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The zone's offset from UTC in minutes at a given instant. */
export function zoneOffsetMinutes(at: Date, timezone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60000);
}

/** A wall-clock time in a zone as a UTC instant; a zone that changes its clocks that day is read at the offset
 * the time itself has. */
export function localInstant(
  date: LocalDate,
  timezone: string,
  clock: { hour: number; minute: number; second?: number } = { hour: 0, minute: 0 },
): Date {
  const guess = new Date(
    Date.UTC(date.year, date.month - 1, date.day, clock.hour, clock.minute, clock.second ?? 0),
  );
  const first = new Date(guess.getTime() - zoneOffsetMinutes(guess, timezone) * 60000);
  return new Date(guess.getTime() - zoneOffsetMinutes(first, timezone) * 60000);
}

/** Midnight at the start of a local calendar day, as a UTC instant. */
export function startOfLocalDay(date: LocalDate, timezone: string): Date {
  return localInstant(date, timezone);
}

const parseIsoDate = (text: string): LocalDate => {
  const [year, month, day] = text.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
};

/** Midnight at the start of a calendar day written `YYYY-MM-DD`, in a zone. */
export const startOfIsoDate = (date: string, timezone: string) =>
  startOfLocalDay(parseIsoDate(date), timezone);

/** A calendar month (`YYYY-MM`) in a zone, as the instants from its first midnight to the next month's. */
export function monthRange(month: string, timezone: string): InstantRange {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return {
    from: startOfLocalDay({ year, month: number, day: 1 }, timezone),
    to: startOfLocalDay(
      { year: number === 12 ? year + 1 : year, month: (number % 12) + 1, day: 1 },
      timezone,
    ),
  };
}

const addDays = (date: LocalDate, days: number): LocalDate => {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
};

/** Weeks start on Monday. */
function startOfWeek(date: LocalDate): LocalDate {
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export function dateRange(query: DateFilterQuery, now: Date, timezone: string): InstantRange {
  const today = localDate(now, timezone);
  const day = (date: LocalDate) => startOfLocalDay(date, timezone);
  const monthStart = { ...today, day: 1 };
  switch (query.dateFilter) {
    case 'today':
      return { from: day(today), to: day(addDays(today, 1)) };
    case 'yesterday':
      return { from: day(addDays(today, -1)), to: day(today) };
    case 'thisWeek':
      return { from: day(startOfWeek(today)), to: day(addDays(startOfWeek(today), 7)) };
    case 'lastWeek':
      return { from: day(addDays(startOfWeek(today), -7)), to: day(startOfWeek(today)) };
    case 'thisMonth':
      return {
        from: day(monthStart),
        to: day({
          year: today.month === 12 ? today.year + 1 : today.year,
          month: (today.month % 12) + 1,
          day: 1,
        }),
      };
    case 'lastMonth':
      return {
        from: day({
          year: today.month === 1 ? today.year - 1 : today.year,
          month: today.month === 1 ? 12 : today.month - 1,
          day: 1,
        }),
        to: day(monthStart),
      };
    case 'custom':
      return {
        from: day(parseIsoDate(query.from ?? CUSTOM_DATE_MIN)),
        to: day(addDays(parseIsoDate(query.to ?? query.from ?? CUSTOM_DATE_MIN), 1)),
      };
  }
}
