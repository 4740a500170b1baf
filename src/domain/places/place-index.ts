// The in-memory gazetteer of one country, shared by `GET /api/v1/places` and the offline PWA: decodes
// the compact file once, precomputes folded keys and a sorted word index, then answers each keystroke
// with prefix ranges, bounded typo checks and a top-k ranking.
import type { Country } from '../constants';
import { allowedTypos, createPrefixDistance } from './edit-distance';
import { areaCities, nameBeforeQualifiers } from './place-area';
import { haversineKm } from '../geo';
import { foldName, foldWords, placeSlug } from './normalize';
import type { AirportRow, CityRow, LocalRow, PlacesFile } from './place-contract';
import type { Place, PlaceKind } from './place';
import { PLACE_QUERY_MIN_CHARS, PLACE_SEARCH_LIMIT } from './place-search-limits';
import {
  LOCAL_MAX_WEIGHT,
  LOCAL_SHARE_OF_CITY,
  MATCH_TIER,
  insertTop,
  isIataQuery,
  matchScore,
  mentionsAirport,
  nearnessTier,
} from './place-rank';
import type { MatchTier, RankedMatch } from './place-rank';
import { buildWordIndex, letterMask, popCount, prefixRange, typoBuckets } from './word-index';

export interface NearestPlace {
  place: Place;
  distanceKm: number;
}

export interface LatLng {
  lat: number;
  lng: number;
}

export interface SearchOptions {
  near?: LatLng | undefined;
  /**
   * For words picked out of a sentence rather than typed into a field: every word must be a whole word of the
   * place's name (or its city's), one typo allowed, and with several words one must be of the name exactly,
   * so "yes" is not Yeshwanthpur and "from Chennai" not Form Press, Chennai.
   */
  wholeWords?: boolean;
}

export interface PlaceIndex {
  readonly country: Country;
  readonly places: readonly Place[];
  /** Best matches of `query`; with `near` (the rider's position or city) nearer places first, typos near it. */
  search(query: string, limit?: number, options?: SearchOptions): Place[];
  /** The closest place of `kind` ('city' by default: a pickup is named after its town, not the airport). */
  nearest(lat: number, lng: number, kind?: PlaceKind | 'any'): NearestPlace | undefined;
  /** What a point is called: the nearest locality or landmark close enough to name it, else the nearest town. */
  reverse(lat: number, lng: number): NearestPlace | undefined;
  /** The city or airport with exactly this name or alias (folded), a city first, the larger first; no typos. */
  lookup(name: string): Place | undefined;
  /** Each place's names written in another script than Latin (folded), with its name: [alias, name]; the same
   * array on every call, so a reader can key what it builds from it. */
  scriptNames(): readonly (readonly [string, string])[];
}

const LATIN_OR_DIGIT = /[\p{Script=Latin}\d]/u;

/** A point this close to a locality's centre is named after it (pincode centres lie a few km apart). */
const LOCALITY_NAMES_WITHIN_KM = 4;

function toPlace(
  row: CityRow | AirportRow,
  kind: PlaceKind,
  country: Country,
  regions: readonly string[],
): Place {
  const [key, name, lat, lng, population, region] = row;
  const place: Place = { id: `${kind}:${key}`, name, lat, lng, country, kind, population };
  if (kind === 'airport') place.iata = String(key);
  const regionName = regions[region];
  if (regionName) place.region = regionName;
  return place;
}

function toLocalPlace(row: LocalRow, country: Country, file: PlacesFile): Place {
  const [name, lat, lng, cityIndex, landmark] = row;
  const city = file.cities[cityIndex];
  const kind = landmark ? 'landmark' : 'locality';
  const id = `${kind}:${placeSlug(name)}-${city ? placeSlug(city[1]) : ''}`;
  const place: Place = { id, name, lat, lng, country, kind, population: 0 };
  const region = city ? file.regions[city[5]] : undefined;
  if (region) place.region = region;
  if (city) place.city = city[1];
  return place;
}

const folded = (names: readonly string[]) => [...new Set(names.map(foldName).filter(Boolean))];

function decode(file: PlacesFile, country: Country) {
  const rows = [
    ...file.cities.map((row) => ({ row, kind: 'city' as const })),
    ...file.airports.map((row) => ({ row, kind: 'airport' as const })),
  ];
  const places = [
    ...rows.map(({ row, kind }) => toPlace(row, kind, country, file.regions)),
    ...file.localities.map((row) => toLocalPlace(row, country, file)),
  ];
  const keys = [
    ...rows.map(({ row }) => folded([row[1], ...row[6]])),
    ...file.localities.map((row) => folded([row[0], ...row[5]])),
  ];
  // A locality stands for a share of its city in ranking; a city for its people.
  const weights = [
    ...rows.map(({ row }) => row[4]),
    ...file.localities.map((row) =>
      Math.min((file.cities[row[3]]?.[4] ?? 0) * LOCAL_SHARE_OF_CITY, LOCAL_MAX_WEIGHT),
    ),
  ];
  // A locality's city is a city row, and city rows come first in `places`.
  const cityOf = [...rows.map(() => undefined), ...file.localities.map((row) => row[3])];
  return { places, keys, weights, cityOf };
}

/**
 * Distance in km on a flat map around `from`: within a per cent of the great circle inside a city and a few
 * per cent across a country, which ranking does not feel, at a fraction of the trigonometry per candidate.
 */
function flatKmFrom(from: LatLng): (to: LatLng) => number {
  const kmPerLng = 111.32 * Math.cos((from.lat * Math.PI) / 180);
  return (to) => Math.hypot((to.lng - from.lng) * kmPerLng, (to.lat - from.lat) * 110.57);
}

export function createPlaceIndex(file: PlacesFile, country: Country): PlaceIndex {
  const { places, keys, weights, cityOf } = decode(file, country);
  // IATA codes are searchable words, but not names: "hyd" must rank as a prefix of Hyderabad.
  const searchKeys = keys.map((k, i) => (places[i]?.iata ? [...k, places[i].iata.toLowerCase()] : k));
  const words = buildWordIndex(searchKeys);
  const iataPlace = new Map(places.flatMap((p, i) => (p.iata ? [[p.iata, i] as const] : [])));
  const distance = createPrefixDistance();
  const nameWords = searchKeys.map((k) => [...new Set(k.flatMap((key) => key.split(' ')))]);
  const cityWords = places.map((place) => foldWords(place.city ?? ''));
  const around = areaCities(places);
  const wordsOf = (p: number) => keys[p]!.flatMap((key) => key.split(' '));
  // A locality's city by any of its names, or the big city a town lies beside, narrows a typed query too
  // ("koramangala bangalore", "salford manchester"), without making the city's name find all of them. A sentence
  // (wholeWords) keeps to the city's own name: a bigger net there lets a passing word pick a wrong place.
  const placeWords = nameWords.map((own, p) => {
    const city = cityOf[p];
    const qualifiers = [...(city === undefined ? [] : wordsOf(city)), ...around[p]!.flatMap(wordsOf)];
    return [...new Set([...own, ...cityWords[p]!, ...qualifiers])];
  });
  const wordLetters = Int32Array.from(words.words, letterMask);
  // Per-place scratch for one query, reset by bumping `run` rather than clearing.
  const runOf = new Int32Array(places.length);
  const viaTypo = new Uint8Array(places.length);
  const wordSeen = new Int32Array(words.words.length);
  let run = 0;

  function collect(id: number, typo: boolean, found: number[]): void {
    for (const p of words.places[id]!) {
      if (runOf[p] === run) continue;
      runOf[p] = run;
      viaTypo[p] = typo ? 1 : 0;
      found.push(p);
    }
  }

  /** Places with a word starting with `token`, then (with `typos`) those a few edits away from one. */
  function matchFirstToken(token: string, typos: boolean): number[] {
    run++;
    const found: number[] = [];
    const [from, to] = prefixRange(words.words, token);
    for (let id = from; id < to; id++) collect(id, false, found);
    const max = typos ? allowedTypos(token.length) : 0;
    if (max === 0) return found;
    const letters = letterMask(token);
    for (const bucket of typoBuckets(words, token)) {
      for (const id of bucket) {
        if (wordSeen[id] === run || (id >= from && id < to)) continue;
        wordSeen[id] = run;
        // Each edit brings at most one letter the word lacks: skip words missing more, before the DP.
        if (popCount(letters & ~wordLetters[id]!) > max || distance(token, words.words[id]!, max) > max)
          continue;
        collect(id, true, found);
      }
    }
    return found;
  }

  /** The remaining tokens only narrow the first token's places, so they check those places' own words. */
  function matchesToken(place: number, token: string, typos: boolean): boolean {
    const own = placeWords[place]!;
    if (own.some((word) => word.startsWith(token))) return true;
    const max = typos ? allowedTypos(token.length) : 0;
    if (max === 0 || !own.some((word) => distance(token, word, max) <= max)) return false;
    viaTypo[place] = 1;
    return true;
  }

  function matchTokens(tokens: readonly string[], typos: boolean): number[] {
    let found = matchFirstToken(tokens[0]!, typos);
    for (const token of tokens.slice(1)) found = found.filter((p) => matchesToken(p, token, typos));
    return found;
  }

  function tierOf(place: number, tokens: readonly string[], iata: string | undefined): MatchTier {
    if (viaTypo[place]) return MATCH_TIER.typo;
    const placeKeys = keys[place]!;
    const full = tokens.join(' ');
    if (placeKeys.includes(full) || placeKeys.includes(nameBeforeQualifiers(tokens, nameWords[place]!)))
      return MATCH_TIER.exact;
    if (iata === full || placeKeys.some((key) => key.startsWith(full))) return MATCH_TIER.prefix;
    return MATCH_TIER.words;
  }

  function rank(
    candidates: readonly number[],
    query: { tokens: readonly string[]; airportIntent: boolean; near: LatLng | undefined },
    limit: number,
  ): RankedMatch[] {
    const top: RankedMatch[] = [];
    const { tokens, airportIntent, near } = query;
    const kmFrom = near ? flatKmFrom(near) : undefined;
    for (const p of candidates) {
      const place = places[p]!;
      const isAirport = place.kind === 'airport';
      const textTier = tierOf(p, tokens, place.iata?.toLowerCase());
      const km = kmFrom?.(place);
      const tier = nearnessTier(textTier, weights[p]!, place.kind, km);
      if (tier === undefined) continue;
      const kindRank = airportIntent && !isAirport ? 1 : 0;
      const score = matchScore(weights[p]!, isAirport, airportIntent, km);
      insertTop(top, { place: p, tier, kindRank, score, name: place.name }, limit);
    }
    return top;
  }

  /** See SearchOptions.wholeWords. */
  function wholeWordMatch(place: number, tokens: readonly string[]): boolean {
    let exactName = false;
    const whole = (token: string, word: string) => {
      // Four-letter words of a sentence ("from", "make") are too often one typo from some name.
      const max = token.length < 5 ? 0 : allowedTypos(token.length);
      return Math.abs(word.length - token.length) <= max && distance(token, word, max) <= max;
    };
    for (const token of tokens) {
      if (nameWords[place]!.includes(token)) exactName = true;
      else if (![...nameWords[place]!, ...cityWords[place]!].some((word) => whole(token, word))) return false;
    }
    return exactName || tokens.length === 1;
  }

  function search(
    query: string,
    limit: number = PLACE_SEARCH_LIMIT.default,
    options: SearchOptions = {},
  ): Place[] {
    const { near, wholeWords = false } = options;
    const tokens = foldWords(query).slice(0, 8);
    // One letter matches half the country: the field waits for a second one.
    if (tokens.join('').length < PLACE_QUERY_MIN_CHARS) return [];
    const iataMatch = isIataQuery(query) ? iataPlace.get(query.trim()) : undefined;
    const airportIntent = iataMatch !== undefined || mentionsAirport(tokens);
    let candidates = matchTokens(tokens, false);
    // Typos are looked for only when nothing matches as typed: a rider spelling right so far sees no guesses,
    // and the costly scan of similar words is skipped on most keystrokes.
    if (candidates.length === 0) candidates = matchTokens(tokens, true);
    const top = rank(
      candidates.filter((p) => p !== iataMatch && (!wholeWords || wholeWordMatch(p, tokens))),
      { tokens, airportIntent, near },
      limit,
    );
    if (iataMatch !== undefined) {
      insertTop(top, { place: iataMatch, tier: MATCH_TIER.iata, kindRank: 0, score: 0, name: '' }, limit);
    }
    return top.map((match) => places[match.place]!);
  }

  function nearest(lat: number, lng: number, kind: PlaceKind | 'any' = 'city'): NearestPlace | undefined {
    // Equirectangular distance orders places correctly at these ranges; haversine only for the answer.
    const cosLat = Math.cos((lat * Math.PI) / 180);
    let best: Place | undefined;
    let bestSquared = Infinity;
    for (const place of places) {
      if (kind !== 'any' && place.kind !== kind) continue;
      const dx = (place.lng - lng) * cosLat;
      const dy = place.lat - lat;
      const squared = dx * dx + dy * dy;
      if (squared < bestSquared) [best, bestSquared] = [place, squared];
    }
    return best && { place: best, distanceKm: haversineKm({ lat, lng }, best) };
  }

  function reverse(lat: number, lng: number): NearestPlace | undefined {
    const local = [nearest(lat, lng, 'locality'), nearest(lat, lng, 'landmark')]
      .filter((found) => found !== undefined && found.distanceKm <= LOCALITY_NAMES_WITHIN_KM)
      .sort((a, b) => a!.distanceKm - b!.distanceKm)[0];
    return local ?? nearest(lat, lng, 'city');
  }

  let exact: Map<string, number> | undefined;
  function exactKeys(): Map<string, number> {
    const byKey = new Map<string, number>();
    const outranks = (a: Place, b: Place) =>
      a.kind === b.kind ? a.population > b.population : a.kind === 'city';
    keys.forEach((placeKeys, p) => {
      if (places[p]!.kind !== 'city' && places[p]!.kind !== 'airport') return;
      for (const key of placeKeys) {
        const held = byKey.get(key);
        if (held === undefined || outranks(places[p]!, places[held]!)) byKey.set(key, p);
      }
    });
    return byKey;
  }

  function lookup(name: string): Place | undefined {
    exact ??= exactKeys();
    const found = exact.get(foldName(name));
    return found === undefined ? undefined : places[found];
  }

  let inScripts: (readonly [string, string])[] | undefined;
  function scriptNames(): readonly (readonly [string, string])[] {
    inScripts ??= keys.flatMap((placeKeys, p) =>
      placeKeys.filter((key) => !LATIN_OR_DIGIT.test(key)).map((key) => [key, places[p]!.name] as const),
    );
    return inScripts;
  }

  return { country, places, search, nearest, reverse, lookup, scriptNames };
}
