// The big cities a place lies in or beside, whose names a rider may type after it as a qualifier: "Salford
// Manchester", "Brooklyn New York", "Santa Monica Los Angeles". Only cities of the place's own region count, so
// "Al Nahda Sharjah" does not find Dubai's Al Nahda six kilometres across the emirates' border. A qualified name
// counts as the place's name typed in full: "Harlem Manhattan" is Harlem, not East Harlem beside it.
import type { Place } from './place';

/** A city this big names the towns and districts around it, within a radius that grows with it. */
const AREA_CITY_MIN_POPULATION = 300_000;
const areaRadiusKm = (population: number) =>
  population >= 3_000_000 ? 25 : population >= 1_000_000 ? 15 : 10;

/** Per place, the indexes in `places` of the big cities of its region around it (other than itself). */
export function areaCities(places: readonly Place[]): number[][] {
  const hubs = places
    .flatMap((hub, index) =>
      hub.kind === 'city' && hub.population >= AREA_CITY_MIN_POPULATION ? [{ hub, index }] : [],
    )
    .map(({ hub, index }) => ({
      hub,
      index,
      radius: areaRadiusKm(hub.population),
      kmPerLng: 111.32 * Math.cos((hub.lat * Math.PI) / 180),
    }));
  return places.map((place) => {
    const around: number[] = [];
    for (const { hub, index, radius, kmPerLng } of hubs) {
      const north = (place.lat - hub.lat) * 110.57;
      // Most hubs are far north or south: skip them before the rest of the sum (this runs per place per hub).
      if (north > radius || north < -radius || hub === place || hub.region !== place.region) continue;
      const east = (place.lng - hub.lng) * kmPerLng;
      if (north * north + east * east <= radius * radius) around.push(index);
    }
    return around;
  });
}

/** The query up to the qualifier words typed after a place's name ("harlem manhattan" → "harlem"): the trailing
 * words that are none of its own (`ownWords`), which a match has found among its city's or area's words. */
export function nameBeforeQualifiers(tokens: readonly string[], ownWords: readonly string[]): string {
  let end = tokens.length;
  while (end > 1 && !ownWords.some((word) => word.startsWith(tokens[end - 1]!))) end--;
  return tokens.slice(0, end).join(' ');
}
