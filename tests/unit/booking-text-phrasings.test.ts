// The booking-text parser against 76 ride requests across the six countries, in English, romanised Hindi and
// Tamil and Tamil script: every field of every request (places, time, return time, trip type, service,
// vehicle, passengers, flight) must read as the rider meant it. `npm run bench` prints the accuracy per field.
import { describe, expect, it } from 'vitest';
import { expected, PHRASINGS, readPhrasing } from '../helpers/booking-phrasings';

describe('parseBookingText on riders’ phrasings', () => {
  it('has at least 60 phrasings from all six countries and four ways of writing', () => {
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(PHRASINGS.map((p) => p.country)).size).toBe(6);
    expect(new Set(PHRASINGS.map((p) => p.language))).toEqual(new Set(['en', 'hi-Latn', 'ta-Latn', 'ta']));
  });

  it.each(PHRASINGS.map((phrasing) => [`${phrasing.country} · ${phrasing.text}`, phrasing] as const))(
    '%s',
    (_, phrasing) => {
      expect(readPhrasing(phrasing)).toEqual(expected(phrasing));
    },
  );
});
