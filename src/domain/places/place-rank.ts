// How a matching place ranks: match quality first (IATA code, exact name, name prefix, words anywhere,
// typo), then airports first when the query asks for one, then population. Airports stand in for the
// city they serve, so outside an airport query they count a quarter of it: the city comes first.

export const MATCH_TIER = { iata: 0, exact: 1, prefix: 2, words: 3, typo: 4 } as const;
export type MatchTier = (typeof MATCH_TIER)[keyof typeof MATCH_TIER];

const AIRPORT_WORD = 'airport';
const AIRPORT_WEIGHT_WITHOUT_INTENT = 0.25;

export interface RankedMatch {
  place: number;
  tier: MatchTier;
  /** 0 for the kind the query asks for (airports when it mentions one), 1 otherwise. */
  kindRank: number;
  score: number;
  name: string;
}

/** "MAA" typed in capitals is an IATA code; "maa" or "Hyd" are the start of a name. */
export function isIataQuery(query: string): boolean {
  return /^[A-Z0-9]{3}$/.test(query.trim());
}

/** "chennai air", "airport chennai": a word of three letters or more that starts "airport". */
export function mentionsAirport(tokens: readonly string[]): boolean {
  return tokens.some((token) => token.length >= 3 && AIRPORT_WORD.startsWith(token));
}

/** Best first: lower tier, preferred kind, bigger score, then name for a stable order. */
export function compareMatches(a: RankedMatch, b: RankedMatch): number {
  return a.tier - b.tier || a.kindRank - b.kindRank || b.score - a.score || (a.name < b.name ? -1 : 1);
}

export function matchScore(population: number, isAirport: boolean, airportIntent: boolean): number {
  return isAirport && !airportIntent ? population * AIRPORT_WEIGHT_WITHOUT_INTENT : population;
}

/** Keeps the best `limit` matches sorted, without sorting every candidate of a one-letter query. */
export function insertTop(top: RankedMatch[], match: RankedMatch, limit: number): void {
  if (top.length >= limit && compareMatches(match, top[top.length - 1]!) >= 0) return;
  let at = top.length;
  while (at > 0 && compareMatches(match, top[at - 1]!) < 0) at--;
  top.splice(at, 0, match);
  if (top.length > limit) top.pop();
}
