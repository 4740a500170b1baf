// Accuracy of the booking-text reader over the own-words set (own-words-phrasings.ts), per category and field, on
// one half at a time: the tuned half's figures are floors in tests/unit, the held-out half's are printed by
// `npm run bench -- booking-text`.
import { readPhrasing } from './booking-phrasings';
import {
  OWN_WORDS_CATEGORIES,
  OWN_WORDS_PHRASINGS,
  type OwnWordsCategory,
  type OwnWordsPhrasing,
} from './own-words-phrasings';

export const OWN_WORDS_FIELDS = ['pickup', 'dropoff', 'at', 'returnAt'] as const;
export type OwnWordsField = (typeof OWN_WORDS_FIELDS)[number];
export type Half = OwnWordsPhrasing['half'];

/** Right answers out of `total`, per field. */
export interface CategoryScore {
  total: number;
  right: Record<OwnWordsField, number>;
}
export type HalfScore = Record<OwnWordsCategory, CategoryScore>;

export interface Miss {
  phrasing: OwnWordsPhrasing;
  field: OwnWordsField;
  read: string | null;
}

/** A time the rider gave as a day only ("YYYY-MM-DD") is right when the date is. */
function sameAnswer(field: OwnWordsField, read: string | null, meant: string | null): boolean {
  if ((field === 'at' || field === 'returnAt') && meant?.length === 10) return read?.slice(0, 10) === meant;
  return read === meant;
}

export function scoreHalf(half: Half): { score: HalfScore; misses: Miss[] } {
  const score = Object.fromEntries(
    OWN_WORDS_CATEGORIES.map((category) => [
      category,
      { total: 0, right: Object.fromEntries(OWN_WORDS_FIELDS.map((field) => [field, 0])) },
    ]),
  ) as HalfScore;
  const misses: Miss[] = [];
  for (const phrasing of OWN_WORDS_PHRASINGS.filter((p) => p.half === half)) {
    const read = readPhrasing(phrasing);
    const category = score[phrasing.category];
    category.total++;
    for (const field of OWN_WORDS_FIELDS) {
      if (sameAnswer(field, read[field], phrasing[field])) category.right[field]++;
      else misses.push({ phrasing, field, read: read[field] });
    }
  }
  return { score, misses };
}

/** One row per category: right/total of each field, and the half's totals. */
export function printScore(title: string, score: HalfScore): void {
  console.log(`\n${title}`);
  console.log('category'.padEnd(13), ...OWN_WORDS_FIELDS.map((field) => field.padStart(10)));
  const sum = Object.fromEntries(OWN_WORDS_FIELDS.map((field) => [field, 0])) as Record<
    OwnWordsField,
    number
  >;
  let total = 0;
  for (const category of OWN_WORDS_CATEGORIES) {
    const { right, total: count } = score[category];
    total += count;
    for (const field of OWN_WORDS_FIELDS) sum[field] += right[field];
    console.log(
      category.padEnd(13),
      ...OWN_WORDS_FIELDS.map((field) => `${right[field]}/${count}`.padStart(10)),
    );
  }
  console.log(
    'all'.padEnd(13),
    ...OWN_WORDS_FIELDS.map((field) => `${((100 * sum[field]) / total).toFixed(0)} %`.padStart(10)),
  );
}
