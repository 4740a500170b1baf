// The booking-text parser: accuracy per field over the riders' phrasings of the accuracy test (with each miss
// named), the local-ride phrasings on their tuned and held-out halves apart, and its time per message.
// Runs in `npm run bench`, or alone: node --import tsx tests/bench/parser-bench.ts
import { pathToFileURL } from 'node:url';
import {
  expected,
  FIELDS,
  PHRASINGS,
  placesOf,
  readPhrasing,
  type Phrasing,
} from '../helpers/booking-phrasings';
import { LOCAL_PHRASINGS } from '../helpers/local-ride-phrasings';

const ROUNDS = 200;

/** Prints right/total per field over `phrasings`; `showMisses` names each wrong field. */
function accuracyTable(title: string, phrasings: readonly Phrasing[], showMisses: boolean): void {
  const misses: string[] = [];
  const right = Object.fromEntries(FIELDS.map((field) => [field, 0])) as Record<
    (typeof FIELDS)[number],
    number
  >;
  let whole = 0;
  for (const phrasing of phrasings) {
    const read = readPhrasing(phrasing);
    const want = expected(phrasing);
    let all = true;
    for (const field of FIELDS) {
      if (read[field] === want[field]) right[field]++;
      else {
        all = false;
        misses.push(
          `${phrasing.country} · ${phrasing.text}\n    ${field}: read ${read[field]}, meant ${want[field]}`,
        );
      }
    }
    if (all) whole++;
  }
  console.log(`\n${title}`);
  for (const field of FIELDS) {
    const share = (100 * right[field]) / phrasings.length;
    console.log(
      field.padEnd(12),
      `${right[field]}/${phrasings.length}`.padStart(7),
      `${share.toFixed(1)} %`.padStart(9),
    );
  }
  console.log('every field'.padEnd(12), `${whole}/${phrasings.length}`.padStart(7));
  if (showMisses) for (const miss of misses) console.log(`  miss: ${miss}`);
}

export function benchParser() {
  accuracyTable(
    `Booking-text parser accuracy over ${PHRASINGS.length} phrasings (6 countries; en, hi, ta, ta script)`,
    PHRASINGS,
    true,
  );
  const tuned = LOCAL_PHRASINGS.filter((p) => p.half === 'tuned');
  const heldOut = LOCAL_PHRASINGS.filter((p) => p.half === 'heldOut');
  accuracyTable(`Local rides, tuned half (${tuned.length} phrasings)`, tuned, true);
  // The held-out half is never read for tuning: its misses stay unnamed here.
  accuracyTable(`Local rides, held-out half (${heldOut.length} phrasings)`, heldOut, false);

  for (const country of new Set(PHRASINGS.map((p) => p.country))) placesOf(country);
  for (const phrasing of PHRASINGS) readPhrasing(phrasing);
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) for (const phrasing of PHRASINGS) readPhrasing(phrasing);
  const perMessage = (performance.now() - started) / (ROUNDS * PHRASINGS.length);
  console.log(
    `time per message: ${(perMessage * 1000).toFixed(0)} µs (mean of ${ROUNDS * PHRASINGS.length} parses)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) benchParser();
