// `npm run bench -- booking-text`: the booking-text reader over the own-words set (issue 31), per category and
// field. The held-out half is the honest figure: nothing was tuned on it, so its misses stay unnamed here. The
// tuned half is beside it for comparison (its floors are asserted in tests/unit/booking-text-own-words.test.ts).
// Ends with one JSON line of both halves, for comparing runs.
import { printScore, scoreHalf } from '../helpers/own-words-accuracy';

export function benchBookingText(): void {
  const heldOut = scoreHalf('heldOut').score;
  const tuned = scoreHalf('tuned').score;
  printScore('Booking-text reader, own-words set, held-out half (never tuned on)', heldOut);
  printScore('Booking-text reader, own-words set, tuned half', tuned);
  console.log(JSON.stringify({ bench: 'booking-text', heldOut, tuned }));
}
