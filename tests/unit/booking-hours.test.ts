// A partner's hours and notice: intervals in the partner's zone (not the machine's), overnight ones, closed days,
// the lead, the next allowed pickup, and a zone with DST next to Asia/Kolkata which has none.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  bookingWindowOf,
  bookingWindowSchema,
  isClosedBetween,
  isPickupAllowed,
  isWithinHours,
  nextAllowedPickup,
  PICKUP_SLACK_MS,
  type BookingHours,
  type BookingRules,
} from '../../src/domain/booking/booking-hours';

const MIN = 60_000;
const at = (iso: string) => Date.parse(iso);
const KOLKATA = 'Asia/Kolkata';
const LONDON = 'Europe/London';

/** Weekdays 08:00–20:00, Friday also overnight 22:00–02:00, Sunday closed (2026-03-02 is a Monday). */
const WEEK: BookingHours = [
  ...(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const).map((day) => ({
    day,
    from: '08:00',
    to: '20:00',
  })),
  { day: 'fri', from: '22:00', to: '02:00' },
];
const rules = (changes: Partial<BookingRules> = {}): BookingRules => ({
  timezone: KOLKATA,
  minimumLeadMinutes: 0,
  hours: WEEK,
  ...changes,
});

describe('booking hours', () => {
  it('reads the hours on the partner’s wall clock, not the server’s', () => {
    // 08:00 in Kolkata is 02:30 UTC.
    expect(isWithinHours(WEEK, at('2026-03-02T02:30:00Z'), KOLKATA)).toBe(true);
    expect(isWithinHours(WEEK, at('2026-03-02T02:29:00Z'), KOLKATA)).toBe(false);
    // 20:00 closes: the last minute is 19:59.
    expect(isWithinHours(WEEK, at('2026-03-02T14:29:00Z'), KOLKATA)).toBe(true);
    expect(isWithinHours(WEEK, at('2026-03-02T14:30:00Z'), KOLKATA)).toBe(false);
  });

  it('runs an overnight interval into the next day', () => {
    // Friday 6 March 23:30 and Saturday 01:59 Kolkata are open; Saturday 02:00 is not (08:00 opens).
    expect(isWithinHours(WEEK, at('2026-03-06T18:00:00Z'), KOLKATA)).toBe(true);
    expect(isWithinHours(WEEK, at('2026-03-06T20:29:00Z'), KOLKATA)).toBe(true);
    expect(isWithinHours(WEEK, at('2026-03-06T20:30:00Z'), KOLKATA)).toBe(false);
  });

  it('keeps a day without intervals closed, and no intervals open all the time', () => {
    expect(isWithinHours(WEEK, at('2026-03-08T06:30:00Z'), KOLKATA)).toBe(false); // Sunday noon
    expect(isWithinHours([], at('2026-03-08T06:30:00Z'), KOLKATA)).toBe(true);
    expect(
      isWithinHours([{ day: 'sun', from: '00:00', to: '00:00' }], at('2026-03-08T18:00:00Z'), KOLKATA),
    ).toBe(true);
  });

  it('follows daylight saving time in a zone that has it', () => {
    const london = [{ day: 'mon' as const, from: '09:00', to: '17:00' }];
    // In winter 09:00 London is 09:00 UTC; in summer it is 08:00 UTC.
    expect(isWithinHours(london, at('2026-03-23T08:30:00Z'), LONDON)).toBe(false);
    expect(isWithinHours(london, at('2026-03-30T08:30:00Z'), LONDON)).toBe(true);
    const next = nextAllowedPickup(
      { timezone: LONDON, minimumLeadMinutes: 0, hours: london },
      at('2026-03-27T12:00:00Z'),
    );
    expect(new Date(next!).toISOString()).toBe('2026-03-30T08:00:00.000Z');
  });
});

describe('minimum notice', () => {
  const now = at('2026-03-02T04:30:00Z'); // Monday 10:00 Kolkata

  it('allows a pickup at the lead exactly, not a minute sooner', () => {
    const lead = rules({ minimumLeadMinutes: 90 });
    expect(isPickupAllowed(lead, now + 90 * MIN, now)).toBe(true);
    expect(isPickupAllowed(lead, now + 89 * MIN, now)).toBe(false);
  });

  it('forgives the server’s slack and nothing more', () => {
    const lead = rules({ minimumLeadMinutes: 60 });
    expect(isPickupAllowed(lead, now + 60 * MIN - PICKUP_SLACK_MS, now, PICKUP_SLACK_MS)).toBe(true);
    expect(isPickupAllowed(lead, now + 60 * MIN - PICKUP_SLACK_MS - MIN, now, PICKUP_SLACK_MS)).toBe(false);
  });

  it('with the defaults allows any time from now, as before hours existed', () => {
    const open = rules({ hours: [] });
    expect(isPickupAllowed(open, now, now)).toBe(true);
    expect(isPickupAllowed(open, at('2026-03-08T21:00:00Z'), now)).toBe(true);
    expect(nextAllowedPickup(open, now)).toBe(now);
  });
});

describe('next allowed pickup', () => {
  it('is now plus the lead on a 5-minute step when that is open', () => {
    const now = at('2026-03-02T04:32:10Z'); // Monday 10:02:10 Kolkata
    const next = nextAllowedPickup(rules({ minimumLeadMinutes: 30 }), now);
    expect(new Date(next!).toISOString()).toBe('2026-03-02T05:05:00.000Z'); // 10:35
  });

  it('is the next opening after a closed evening, skipping the closed Sunday', () => {
    const saturdayNight = at('2026-03-07T15:00:00Z'); // Saturday 20:30 Kolkata
    expect(new Date(nextAllowedPickup(rules(), saturdayNight)!).toISOString()).toBe(
      '2026-03-09T02:30:00.000Z',
    );
  });

  it('is the overnight interval’s start on a Friday evening', () => {
    const fridayEvening = at('2026-03-06T15:00:00Z'); // Friday 20:30 Kolkata
    expect(new Date(nextAllowedPickup(rules(), fridayEvening)!).toISOString()).toBe(
      '2026-03-06T16:30:00.000Z',
    );
  });

  it('counts the lead into the opening: a lead past closing lands on the next morning', () => {
    const now = at('2026-03-02T14:00:00Z'); // Monday 19:30 Kolkata
    const next = nextAllowedPickup(rules({ minimumLeadMinutes: 60 }), now);
    expect(new Date(next!).toISOString()).toBe('2026-03-03T02:30:00.000Z');
  });

  it('tells a closed day from an open one', () => {
    const now = at('2026-03-02T04:30:00Z');
    const sunday = [at('2026-03-07T18:30:00Z'), at('2026-03-08T18:30:00Z')] as const;
    const monday = [at('2026-03-08T18:30:00Z'), at('2026-03-09T18:30:00Z')] as const;
    expect(isClosedBetween(rules(), now, ...sunday)).toBe(true);
    expect(isClosedBetween(rules(), now, ...monday)).toBe(false);
  });
});

describe('booking window contract', () => {
  it('refuses a malformed time and a notice beyond a week, with the form’s messages', () => {
    const bad = z.safeParse(bookingWindowSchema, {
      minimumLeadMinutes: 20_000,
      hours: [{ day: 'mon', from: '7:30', to: '25:00' }],
    });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      'At most 7 days (10080 minutes)',
      'Enter a time like 07:30',
      'Enter a time like 07:30',
    ]);
  });

  it('repairs stored columns that are broken to the defaults', () => {
    expect(bookingWindowOf(-5, { mon: 'x' })).toEqual({ minimumLeadMinutes: 0, hours: [] });
    expect(bookingWindowOf(30, WEEK)).toEqual({ minimumLeadMinutes: 30, hours: WEEK });
  });
});
