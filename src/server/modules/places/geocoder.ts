// The street-address geocoder behind GEOCODER_URL, speaking Photon's protocol (GET /api?q=&lat=&lon=&limit= and
// GET /reverse?lat=&lon=) or Nominatim's (GET /search?q=&format=jsonv2&addressdetails=1&countrycodes= and
// GET /reverse?lat=&lon=&format=jsonv2&addressdetails=1) as GEOCODER_KIND says, asked with a deadline so the
// gazetteer still answers within 300 ms when it is slow or down, and cached: riders type the same streets again
// and again, and the operator's server is theirs.
import type { Country } from '../../../domain/constants';
import { nominatimAnswerSchema, nominatimPlace } from '../../../domain/places/nominatim';
import { photonAnswerSchema, photonPlace } from '../../../domain/places/photon';
import { ISO_COUNTRY } from '../../../domain/places/place';
import type { Place } from '../../../domain/places/place';
import type { LatLng } from '../../../domain/places/place-index';
import type { GeocoderKind } from '../../env';

/** Leaves the gazetteer and the reply the rest of the 300 ms the rider waits at most. */
export const GEOCODER_DEADLINE_MS = 200;
const CACHE_ENTRIES = 2000;
const CACHE_TTL_MS = 24 * 3_600_000;

/** Undefined: the geocoder did not answer in time or failed; the caller says results may be incomplete. */
export type GeocoderAnswer = Place[] | undefined;

export interface Geocoder {
  search(q: string, country: Country, near: LatLng | undefined, limit: number): Promise<GeocoderAnswer>;
  reverse(at: LatLng, country: Country): Promise<GeocoderAnswer>;
}

/** A small LRU: a Map keeps insertion order, so the first key is the least recently used. */
function createCache() {
  const entries = new Map<string, { at: number; places: Place[] }>();
  return {
    get(key: string): Place[] | undefined {
      const entry = entries.get(key);
      if (!entry || Date.now() - entry.at > CACHE_TTL_MS) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.places;
    },
    set(key: string, places: Place[]): void {
      entries.set(key, { at: Date.now(), places });
      if (entries.size > CACHE_ENTRIES) entries.delete(entries.keys().next().value!);
    },
  };
}

const round3 = (value: number) => value.toFixed(3);

/** Each protocol's requests and how its answer becomes our places. */
const PROTOCOLS = {
  photon: {
    search: (q: string, limit: number): [string, Record<string, string>] => [
      '/api',
      { q, limit: String(limit) },
    ],
    reverse: (lat: string, lon: string): [string, Record<string, string>] => ['/reverse', { lat, lon }],
    places: (answer: unknown, country: Country) =>
      photonAnswerSchema.parse(answer).features.flatMap((feature) => photonPlace(feature, country) ?? []),
  },
  nominatim: {
    search: (q: string, limit: number): [string, Record<string, string>] => [
      '/search',
      { q, limit: String(limit), format: 'jsonv2', addressdetails: '1' },
    ],
    reverse: (lat: string, lon: string): [string, Record<string, string>] => [
      '/reverse',
      { lat, lon, format: 'jsonv2', addressdetails: '1' },
    ],
    places: (answer: unknown, country: Country) =>
      nominatimAnswerSchema.parse(answer).flatMap((result) => nominatimPlace(result, country) ?? []),
  },
} as const;

export function createGeocoder(
  baseUrl: string,
  kind: GeocoderKind = 'photon',
  deadlineMs = GEOCODER_DEADLINE_MS,
): Geocoder {
  const protocol = PROTOCOLS[kind];
  const base = baseUrl.replace(/\/+$/, '');
  const cache = createCache();

  async function ask(
    path: string,
    params: Record<string, string>,
    country: Country,
  ): Promise<GeocoderAnswer> {
    const url = `${base}${path}?${new URLSearchParams(params).toString()}`;
    const cached = cache.get(`${country} ${url}`);
    if (cached) return cached;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(deadlineMs) });
      if (!response.ok) return undefined;
      const places = protocol.places(await response.json(), country);
      cache.set(`${country} ${url}`, places);
      return places;
    } catch {
      // Timed out, refused or unreadable: the gazetteer answers alone.
      return undefined;
    }
  }

  return {
    search(q, country, near, limit) {
      const [path, params] = protocol.search(q, limit);
      // Rounded so nearby riders share cache entries; a kilometre does not change a street search. Nominatim
      // has no bias point: it is kept to the partner's country instead.
      if (near && kind === 'photon') Object.assign(params, { lat: round3(near.lat), lon: round3(near.lng) });
      if (kind === 'nominatim') params.countrycodes = ISO_COUNTRY[country].toLowerCase();
      return ask(path, params, country);
    },
    reverse(at, country) {
      const [path, params] = protocol.reverse(at.lat.toFixed(4), at.lng.toFixed(4));
      return ask(path, params, country);
    },
  };
}
