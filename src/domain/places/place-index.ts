// The in-memory gazetteer of one country, shared by `GET /api/v1/places` and the offline PWA: decodes
// the compact file once, precomputes folded keys and a sorted word index, then answers each keystroke
// with prefix ranges, bounded typo checks and a top-k ranking.
import type { Country } from '../constants';
import { allowedTypos, createPrefixDistance } from './edit-distance';
import { haversineKm } from '../geo';
import { foldName, foldWords } from './normalize';
import type { AirportRow, CityRow, Place, PlaceKind, PlacesFile } from './place-contract';
import { PLACE_SEARCH_LIMIT } from './place-contract';
import { MATCH_TIER, insertTop, isIataQuery, matchScore, mentionsAirport } from './place-rank';
import type { MatchTier, RankedMatch } from './place-rank';
import { buildWordIndex, prefixRange, typoBuckets } from './word-index';

export interface NearestPlace {
  place: Place;
  distanceKm: number;
}

export interface PlaceIndex {
  readonly country: Country;
  readonly places: readonly Place[];
  search(query: string, limit?: number): Place[];
  /** The closest place of `kind` ('city' by default: a pickup is named after its town, not the airport). */
  nearest(lat: number, lng: number, kind?: PlaceKind | 'any'): NearestPlace | undefined;
  /** The place with exactly this name or alias (folded), a city before an airport, the larger first; no typos. */
  lookup(name: string): Place | undefined;
}

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

function decode(file: PlacesFile, country: Country): { places: Place[]; keys: string[][] } {
  const rows = [
    ...file.cities.map((row) => ({ row, kind: 'city' as const })),
    ...file.airports.map((row) => ({ row, kind: 'airport' as const })),
  ];
  return {
    places: rows.map(({ row, kind }) => toPlace(row, kind, country, file.regions)),
    keys: rows.map(({ row }) => [...new Set([row[1], ...row[6]].map(foldName).filter(Boolean))]),
  };
}

/** Bit per letter a–z (digits share bit 26): a cheap test of which letters a word lacks. */
function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i) - 97;
    mask |= 1 << (code >= 0 && code < 26 ? code : 26);
  }
  return mask;
}

function popCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

export function createPlaceIndex(file: PlacesFile, country: Country): PlaceIndex {
  const { places, keys } = decode(file, country);
  // IATA codes are searchable words, but not names: "hyd" must rank as a prefix of Hyderabad.
  const searchKeys = keys.map((k, i) => (places[i]?.iata ? [...k, places[i].iata.toLowerCase()] : k));
  const words = buildWordIndex(searchKeys);
  const iataPlace = new Map(places.flatMap((p, i) => (p.iata ? [[p.iata, i] as const] : [])));
  const distance = createPrefixDistance();
  const placeWords = searchKeys.map((k) => [...new Set(k.flatMap((key) => key.split(' ')))]);
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

  function tierOf(place: number, full: string, iata: string | undefined): MatchTier {
    if (viaTypo[place]) return MATCH_TIER.typo;
    const placeKeys = keys[place]!;
    if (placeKeys.includes(full)) return MATCH_TIER.exact;
    if (iata === full || placeKeys.some((key) => key.startsWith(full))) return MATCH_TIER.prefix;
    return MATCH_TIER.words;
  }

  function rank(
    candidates: readonly number[],
    full: string,
    airportIntent: boolean,
    limit: number,
  ): RankedMatch[] {
    const top: RankedMatch[] = [];
    for (const p of candidates) {
      const place = places[p]!;
      const isAirport = place.kind === 'airport';
      const tier = tierOf(p, full, place.iata?.toLowerCase());
      const kindRank = airportIntent && !isAirport ? 1 : 0;
      const score = matchScore(place.population, isAirport, airportIntent);
      insertTop(top, { place: p, tier, kindRank, score, name: place.name }, limit);
    }
    return top;
  }

  function search(query: string, limit: number = PLACE_SEARCH_LIMIT.default): Place[] {
    const tokens = foldWords(query).slice(0, 8);
    if (tokens.length === 0) return [];
    const full = tokens.join(' ');
    const iataMatch = isIataQuery(query) ? iataPlace.get(query.trim()) : undefined;
    const airportIntent = iataMatch !== undefined || mentionsAirport(tokens);
    let candidates = matchTokens(tokens, false);
    if (candidates.length < limit) candidates = matchTokens(tokens, true);
    const top = rank(
      candidates.filter((p) => p !== iataMatch),
      full,
      airportIntent,
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

  let exact: Map<string, number> | undefined;
  function exactKeys(): Map<string, number> {
    const byKey = new Map<string, number>();
    const outranks = (a: Place, b: Place) =>
      a.kind === b.kind ? a.population > b.population : a.kind === 'city';
    keys.forEach((placeKeys, p) => {
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

  return { country, places, search, nearest, lookup };
}
