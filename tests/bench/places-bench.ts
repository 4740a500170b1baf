// Places search speed on the whole Indian list, keystroke by keystroke: the budget is 5 ms per keystroke
// on a phone-class CPU, so the desktop figures printed here should stay well below 1 ms.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createPlaceIndex } from '../../src/domain/places/place-index';
import { placesFileSchema } from '../../src/domain/places/place-contract';

const FILE = 'public/places/in.json';
const CITIES = [
  'Chennai',
  'Bengaluru',
  'Mumbai',
  'Hyderabad',
  'Kolkata',
  'Coimbatore',
  'Thiruvananthapuram',
  'Madurai',
  'Visakhapatnam',
  'Tiruchirappalli',
  'Puducherry',
  'Mangaluru',
  'Ahmedabad',
  'Chandigarh',
  'Bhubaneswar',
  'Jaipur',
  'Lucknow',
  'Guwahati',
  'Chennai airport',
  'Kochi',
];
const ROUNDS = 6;

/** Swaps two letters in the middle, as a hurried thumb does. */
function withTypo(name: string): string {
  const at = Math.floor(name.length / 2);
  return name.slice(0, at - 1) + name[at] + name[at - 1] + name.slice(at + 1);
}

function keystrokes(): string[] {
  return CITIES.flatMap((name) =>
    [name, withTypo(name)].flatMap((typed) => Array.from(typed, (_, i) => typed.slice(0, i + 1))),
  );
}

const ms = (value: number) => `${value.toFixed(3)} ms`;

export function benchPlaceSearch(): void {
  const text = readFileSync(FILE, 'utf8');
  const started = performance.now();
  const file = placesFileSchema.parse(JSON.parse(text));
  const parsed = performance.now();
  const index = createPlaceIndex(file, 'in');
  const built = performance.now();

  const typed = keystrokes();
  const coldStarted = performance.now();
  index.search(typed[0] ?? 'a', 8);
  const cold = performance.now() - coldStarted;
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of typed) {
      const t0 = performance.now();
      index.search(query, 8);
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
  const p99 = times[Math.floor(times.length * 0.99)] ?? 0;

  console.log(`\nPlaces search, India (${index.places.length} places)`);
  console.log(
    `file ${FILE}: ${(Buffer.byteLength(text) / 1024).toFixed(1)} KB raw, ${(gzipSync(text).length / 1024).toFixed(1)} KB gzipped`,
  );
  console.log(
    `parse + validate ${ms(parsed - started)}, index build ${ms(built - parsed)}, first search ${ms(cold)}`,
  );
  console.log(
    `${times.length} keystrokes: mean ${ms(mean)}, p95 ${ms(p95)}, p99 ${ms(p99)}, max ${ms(times.at(-1) ?? 0)}`,
  );
}
