// The booking-text reader on the tuned half of the own-words set (issue 31): riders' requests in Arabic script,
// Devanagari, Tamil script and romanised Tamil, loose English times and returns, and neighbourhoods with their
// city after them. Each category's field must read at least as often as the floor below, set one request under
// what the reader reached, and all the fields together at most two under; the held-out half is measured only by
// `npm run bench -- booking-text`.
import { describe, expect, it } from 'vitest';
import { OWN_WORDS_FIELDS, scoreHalf, type OwnWordsField } from '../helpers/own-words-accuracy';
import {
  OWN_WORDS_CATEGORIES,
  OWN_WORDS_PHRASINGS,
  type OwnWordsCategory,
} from '../helpers/own-words-phrasings';

/** Requests the reader read right out of 10, per category and field: [pickup, dropoff, at, returnAt]. */
const REACHED: Record<OwnWordsCategory, readonly [number, number, number, number]> = {
  arabic: [10, 10, 10, 10],
  devanagari: [10, 10, 10, 10],
  tamilScript: [10, 10, 10, 10],
  tamilLatin: [10, 10, 10, 10],
  looseTimes: [9, 10, 10, 10],
  qualifier: [9, 9, 10, 10],
};
const floor = (category: OwnWordsCategory, i: number) => Math.max(0, REACHED[category][i]! - 1);

describe('parseBookingText on the own-words set, tuned half', () => {
  const { score, misses } = scoreHalf('tuned');
  const missed = (category: OwnWordsCategory, field: OwnWordsField) =>
    misses
      .filter((miss) => miss.phrasing.category === category && miss.field === field)
      .map((miss) => `${miss.phrasing.text} → ${miss.read ?? 'nothing'} (meant ${miss.phrasing[field]})`);

  it('holds 20 requests in each of the six categories, half of them held out', () => {
    for (const category of OWN_WORDS_CATEGORIES) {
      const rows = OWN_WORDS_PHRASINGS.filter((p) => p.category === category);
      expect(rows).toHaveLength(20);
      expect(rows.filter((p) => p.half === 'heldOut')).toHaveLength(10);
    }
  });

  it.each(OWN_WORDS_CATEGORIES)('%s: each field reads at least its floor', (category) => {
    OWN_WORDS_FIELDS.forEach((field, i) => {
      expect(score[category].right[field], missed(category, field).join('\n')).toBeGreaterThanOrEqual(
        floor(category, i),
      );
    });
  });

  it('reads all fields together at most two requests under what it reached', () => {
    const right = OWN_WORDS_CATEGORIES.reduce(
      (sum, category) => sum + OWN_WORDS_FIELDS.reduce((s, field) => s + score[category].right[field], 0),
      0,
    );
    const reached = Object.values(REACHED).reduce((sum, row) => sum + row.reduce((s, n) => s + n, 0), 0);
    expect(right).toBeGreaterThanOrEqual(reached - 2);
  });
});
