// How a matching place ranks: match quality first (IATA code, exact name, name prefix, words anywhere,
// typo), then airports first when the query asks for one, then size and nearness to the rider. Airports stand
// in for the city they serve, so outside an airport query they count a quarter of it: the city comes first.
// Far from the rider a place needs a better match: beyond FAR_KM a locality or landmark loses one tier, and a
// typo there is no match at all unless the place is a big city riders book to from anywhere.

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

/** Localities and landmarks weigh this share of their city's people, at most LOCAL_MAX_WEIGHT: a town's
 * own name outranks a namesake neighbourhood elsewhere. */
export const LOCAL_SHARE_OF_CITY = 0.1;
export const LOCAL_MAX_WEIGHT = 20_000;
export const FAR_KM = 100;
/** Cities (and airports serving) this many people are known countrywide: no nearness rules for them. */
export const KNOWN_COUNTRYWIDE = 1_000_000;

/**
 * The tier a text match keeps given how far it is from the rider (`km` undefined: position unknown), or
 * undefined when it is too far for its match: a typo beyond FAR_KM, unless the place is known countrywide.
 */
export function nearnessTier(
  tier: MatchTier,
  weight: number,
  kind: string,
  km: number | undefined,
): MatchTier | undefined {
  if (km === undefined || km <= FAR_KM) return tier;
  const town = kind === 'city' || kind === 'airport';
  if (tier === MATCH_TIER.typo) return town && weight >= KNOWN_COUNTRYWIDE ? tier : undefined;
  // Towns are where outstation rides go; another city's locality is rarely meant.
  return town || tier === MATCH_TIER.iata ? tier : ((tier + 1) as MatchTier);
}

/**
 * Bigger first, nearer first: decades of people less the decades of distance (ten times the distance
 * costs as much as a hundred times fewer people), so a nearby locality outranks a namesake across the country.
 */
export function matchScore(weight: number, isAirport: boolean, airportIntent: boolean, km?: number): number {
  const size = Math.log10(
    1 + (isAirport && !airportIntent ? weight * AIRPORT_WEIGHT_WITHOUT_INTENT : weight),
  );
  return km === undefined ? size : size - 2 * Math.log10(1 + km / 3);
}

/** Keeps the best `limit` matches sorted, without sorting every candidate of a one-letter query. */
export function insertTop(top: RankedMatch[], match: RankedMatch, limit: number): void {
  if (top.length >= limit && compareMatches(match, top[top.length - 1]!) >= 0) return;
  let at = top.length;
  while (at > 0 && compareMatches(match, top[at - 1]!) < 0) at--;
  top.splice(at, 0, match);
  if (top.length > limit) top.pop();
}
