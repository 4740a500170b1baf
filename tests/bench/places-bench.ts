// Places search speed on the whole Indian list (cities, airports, localities and landmarks), keystroke by
// keystroke, with and without the rider's position: the budget is 5 ms p99 per keystroke. Also the size of
// every country's file, raw and gzipped, the first search after the file is loaded, and each country's own
// keystrokes (places-queries.ts).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { COUNTRIES } from '../../src/domain/constants';
import { createPlaceIndex } from '../../src/domain/places/place-index';
import { placesFileSchema } from '../../src/domain/places/place-contract';
import type { LatLng, PlaceIndex } from '../../src/domain/places/place-index';
import { percentile } from './percentile';
import { RIDER_AT, TYPED_PLACES } from './places-queries';

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
  'Velachery',
  'Koramangala',
  'Bandra West',
  'Chennai Central Station',
  'Phoenix Marketcity',
  'Lajpat Nagar',
];
/** Velachery, Chennai: where the rider stands for the ranked-by-nearness run. */
const RIDER = { lat: 12.9755, lng: 80.2206 };
const ROUNDS = 6;

/** Swaps two letters in the middle, as a hurried thumb does. */
function withTypo(name: string): string {
  const at = Math.floor(name.length / 2);
  return name.slice(0, at - 1) + name[at] + name[at - 1] + name.slice(at + 1);
}

function keystrokes(names: readonly string[]): string[] {
  return names.flatMap((name) =>
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

  const typed = keystrokes(CITIES);
  const coldStarted = performance.now();
  index.search(typed[0] ?? 'a', 8);
  const cold = performance.now() - coldStarted;
  const times = timeKeystrokes(index, typed, RIDER);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
  const p99 = times[Math.floor(times.length * 0.99)] ?? 0;

  const kinds = new Map<string, number>();
  for (const place of index.places) kinds.set(place.kind, (kinds.get(place.kind) ?? 0) + 1);
  console.log(
    `\nPlaces search, India (${index.places.length} places: ${[...kinds].map(([k, n]) => `${n} ${k}`).join(', ')})`,
  );
  console.log(
    `file ${FILE}: ${(Buffer.byteLength(text) / 1024).toFixed(1)} KB raw, ${(gzipSync(text).length / 1024).toFixed(1)} KB gzipped`,
  );
  console.log(
    `parse + validate ${ms(parsed - started)}, index build ${ms(built - parsed)}, first search ${ms(cold)}`,
  );
  console.log(
    `${times.length} keystrokes (half near the rider): mean ${ms(mean)}, p50 ${ms(percentile(times, 0.5))}, p95 ${ms(p95)}, p99 ${ms(p99)}, max ${ms(times.at(-1) ?? 0)}`,
  );
  countryFiles();
}

/** Each keystroke's search time, sorted; every other round ranked by nearness to `near`. */
function timeKeystrokes(index: PlaceIndex, typed: readonly string[], near: LatLng): number[] {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of typed) {
      const t0 = performance.now();
      index.search(query, 8, round % 2 ? { near } : {});
      times.push(performance.now() - t0);
    }
  }
  return times.sort((a, b) => a - b);
}

/** Each country's shipped file: what a phone downloads (gzipped), how soon it answers once loaded, and its
 * riders' keystrokes (India's are the run above). */
function countryFiles(): void {
  console.log(
    'country'.padEnd(8),
    'places'.padStart(7),
    'raw KB'.padStart(8),
    'gzip KB'.padStart(8),
    'load+first search'.padStart(18),
    'keystroke p50'.padStart(14),
    'p99'.padStart(10),
  );
  for (const country of COUNTRIES) {
    const text = readFileSync(`public/places/${country}.json`, 'utf8');
    const started = performance.now();
    const index = createPlaceIndex(placesFileSchema.parse(JSON.parse(text)), country);
    index.search('al', 8);
    const firstSearch = performance.now() - started;
    const times =
      country === 'in' ? [] : timeKeystrokes(index, keystrokes(TYPED_PLACES[country]), RIDER_AT[country]);
    console.log(
      country.padEnd(8),
      String(index.places.length).padStart(7),
      (Buffer.byteLength(text) / 1024).toFixed(1).padStart(8),
      (gzipSync(text).length / 1024).toFixed(1).padStart(8),
      ms(firstSearch).padStart(18),
      (country === 'in' ? '(above)' : ms(percentile(times, 0.5))).padStart(14),
      (country === 'in' ? '' : ms(percentile(times, 0.99))).padStart(10),
    );
  }
}
