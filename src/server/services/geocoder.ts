// The street-address geocoder behind GEOCODER_URL (Photon's protocol: GET /api?q=&lat=&lon=&limit= and
// GET /reverse?lat=&lon=), asked with a deadline so the gazetteer still answers within 300 ms when it is
// slow or down, and cached: riders type the same streets again and again, and the operator's server is theirs.
import type { Country } from '../../domain/constants';
import { photonAnswerSchema, photonPlace } from '../../domain/places/photon';
import type { Place } from '../../domain/places/place-contract';
import type { LatLng } from '../../domain/places/place-index';

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

export function createGeocoder(baseUrl: string, deadlineMs = GEOCODER_DEADLINE_MS): Geocoder {
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
      const answer = photonAnswerSchema.parse(await response.json());
      const places = answer.features.flatMap((feature) => photonPlace(feature, country) ?? []);
      cache.set(`${country} ${url}`, places);
      return places;
    } catch {
      // Timed out, refused or unreadable: the gazetteer answers alone.
      return undefined;
    }
  }

  return {
    search(q, country, near, limit) {
      const params: Record<string, string> = { q, limit: String(limit) };
      // Rounded so nearby riders share cache entries; a kilometre does not change a street search.
      if (near) Object.assign(params, { lat: round3(near.lat), lon: round3(near.lng) });
      return ask('/api', params, country);
    },
    reverse(at, country) {
      return ask('/reverse', { lat: at.lat.toFixed(4), lon: at.lng.toFixed(4) }, country);
    },
  };
}
