// Whether a point can be in a partner's country, before naming it: a box around each country (islands and
// Alaska included) and a known town within reach. Rough on purpose: it catches a pin dropped abroad or a
// phone reporting the wrong continent, not a border dispute; the geocoder's country code settles the rest.
import type { Country } from '../constants';
import type { LatLng } from './place-index';

/** [south, west, north, east] in degrees. */
export const COUNTRY_BOUNDS: Readonly<Record<Country, readonly [number, number, number, number]>> = {
  in: [6.5, 68.1, 35.7, 97.4],
  us: [18.9, -179.2, 71.4, -66.9],
  uk: [49.8, -8.7, 60.9, 1.8],
  ae: [22.6, 51.5, 26.1, 56.4],
  qa: [24.4, 50.7, 26.2, 51.7],
  sa: [16.3, 34.5, 32.2, 55.7],
};

/** Farther than this from every town of the gazetteer, a point is taken to be outside the country. */
export const TOWN_WITHIN_KM = 150;

export function insideBounds(at: LatLng, country: Country): boolean {
  const [south, west, north, east] = COUNTRY_BOUNDS[country];
  return at.lat >= south && at.lat <= north && at.lng >= west && at.lng <= east;
}
