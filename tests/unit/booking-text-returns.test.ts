// Loose days and returns in the booking-text parser: a return named by its weekday is that weekday after the
// pickup, a return dated before the pickup is none (the agent asks again), a day of the month alone is the next
// one to come, in the zone's own hour after the clocks change, and "in 2 hours" is a time, not a rental.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBookingText } from '../../src/domain/assistants/booking-text/parse-booking-text';
import { placesFileSchema } from '../../src/domain/places/place-contract';
import { createPlaceIndex } from '../../src/domain/places/place-index';

const indexOf = (country: 'in' | 'uk') =>
  createPlaceIndex(
    placesFileSchema.parse(JSON.parse(readFileSync(`public/places/${country}.json`, 'utf8'))),
    country,
  );
const india = indexOf('in');
const uk = indexOf('uk');
// Tuesday 10 March 2026, 10:00 in India and in London.
const parseIn = (text: string) =>
  parseBookingText(text, { now: new Date('2026-03-10T04:30:00Z'), timezone: 'Asia/Kolkata', places: india });
const parseUk = (text: string) =>
  parseBookingText(text, { now: new Date('2026-03-10T10:00:00Z'), timezone: 'Europe/London', places: uk });

describe('parseBookingText: loose days and returns', () => {
  it('puts a return named by its weekday after the pickup', () => {
    const draft = parseIn('Chennai to Pondicherry next friday 7am, return sunday 5 pm');
    expect(draft.pickupTime).toBe('2026-03-20T01:30:00.000Z');
    expect(draft.returnTime).toBe('2026-03-22T11:30:00.000Z');
    expect(parseIn('Mumbai to Pune monday 6am, back wednesday 8 pm').returnTime).toBe(
      '2026-03-18T14:30:00.000Z',
    );
  });

  it('takes no return dated before the pickup, so the agent asks for it', () => {
    const draft = parseIn('Chennai to Madurai on 20 March 7am round trip, return on 15 March 6 pm');
    expect(draft.returnTime).toBeNull();
    expect(draft.missing).toEqual(['returnTime']);
  });

  it('reads "on the 5th" as the next 5th, at its own hour after the clocks change', () => {
    expect(parseUk('Heathrow to Oxford on the 5th at 2pm').pickupTime).toBe('2026-04-05T13:00:00.000Z');
    expect(parseIn('Vellore to Chennai 20 tarikh ko subah 10 baje').pickupTime).toBe(
      '2026-03-20T04:30:00.000Z',
    );
  });

  it('reads "in 2 hours" as a time, not a rental', () => {
    const draft = parseIn('Velachery to Adyar in 2 hours');
    expect(draft.pickupTime).toBe('2026-03-10T06:30:00.000Z');
    expect(draft.service).not.toBe('rental');
  });
});
