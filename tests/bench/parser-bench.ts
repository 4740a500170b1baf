// The booking-text parser: accuracy per field over the riders' phrasings of the accuracy test (with each miss
// named), and its time per message. Runs in `npm run bench`, or alone: node --import tsx tests/bench/parser-bench.ts
import { pathToFileURL } from 'node:url';
import { expected, FIELDS, PHRASINGS, placesOf, readPhrasing } from '../helpers/booking-phrasings';

const ROUNDS = 200;

export function benchParser() {
  const misses: string[] = [];
  const right = Object.fromEntries(FIELDS.map((field) => [field, 0])) as Record<
    (typeof FIELDS)[number],
    number
  >;
  for (const phrasing of PHRASINGS) {
    const read = readPhrasing(phrasing);
    const want = expected(phrasing);
    for (const field of FIELDS) {
      if (read[field] === want[field]) right[field]++;
      else
        misses.push(
          `${phrasing.country} · ${phrasing.text}\n    ${field}: read ${read[field]}, meant ${want[field]}`,
        );
    }
  }
  console.log(
    `\nBooking-text parser accuracy over ${PHRASINGS.length} phrasings (6 countries; en, hi, ta, ta script)`,
  );
  for (const field of FIELDS) {
    const share = (100 * right[field]) / PHRASINGS.length;
    console.log(
      field.padEnd(12),
      `${right[field]}/${PHRASINGS.length}`.padStart(7),
      `${share.toFixed(1)} %`.padStart(9),
    );
  }
  const whole = PHRASINGS.filter((p) => FIELDS.every((f) => readPhrasing(p)[f] === p[f])).length;
  console.log('every field'.padEnd(12), `${whole}/${PHRASINGS.length}`.padStart(7));
  for (const miss of misses) console.log(`  miss: ${miss}`);

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
