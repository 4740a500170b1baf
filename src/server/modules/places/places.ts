// Serves the gazetteer the PWA also searches offline (the same shipped files, the same index code), merged with
// the street geocoder when GEOCODER_URL is set. Each country's index is built on first use and kept for the
// life of the process.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Country } from '../../../domain/constants';
import { ERROR_CODES } from '../../../domain/errors';
import { haversineKm } from '../../../domain/geo';
import { insideBounds, TOWN_WITHIN_KM } from '../../../domain/places/country-bounds';
import { foldName } from '../../../domain/places/normalize';
import { placesFileSchema, type PlaceSearchResponse } from '../../../domain/places/place-contract';
import { ISO_COUNTRY, type Place } from '../../../domain/places/place';
import { createPlaceIndex, type LatLng, type PlaceIndex } from '../../../domain/places/place-index';
import { PLACE_QUERY_MIN_CHARS } from '../../../domain/places/place-search-limits';
import { HttpError } from '../../http-error';
import type { Geocoder } from './geocoder';

const placesDir = fileURLToPath(new URL('../../../../public/places/', import.meta.url));
const indexes = new Map<Country, Promise<PlaceIndex>>();
/** A geocoder answer this close to a gazetteer place of the same name is that place. */
const SAME_PLACE_KM = 1;
/** A house number or a street word: the rider is typing an address, the geocoder's answers go first. */
const ADDRESS_LIKE = /\d|\b(?:road|rd|street|st|lane|ln|avenue|ave|salai|marg|blvd|boulevard|way|drive)\b/i;

async function loadIndex(country: Country): Promise<PlaceIndex> {
  const file = placesFileSchema.parse(JSON.parse(await readFile(`${placesDir}${country}.json`, 'utf8')));
  return createPlaceIndex(file, country);
}

export function placeIndex(country: Country): Promise<PlaceIndex> {
  let index = indexes.get(country);
  if (!index) {
    index = loadIndex(country);
    indexes.set(country, index);
  }
  return index;
}

function merge(local: readonly Place[], remote: readonly Place[], q: string, limit: number): Place[] {
  const fresh = remote.filter(
    (address) =>
      !local.some(
        (place) =>
          foldName(place.name) === foldName(address.name) && haversineKm(place, address) <= SAME_PLACE_KM,
      ),
  );
  return (ADDRESS_LIKE.test(q) ? [...fresh, ...local] : [...local, ...fresh]).slice(0, limit);
}

export interface PlaceSearch {
  q: string;
  country: Country;
  limit: number;
  near: LatLng | undefined;
}

/** Gazetteer matches, and the geocoder's within its deadline; `incomplete` when it did not answer. */
export async function searchPlaces(
  search: PlaceSearch,
  geocoder: Geocoder | undefined,
): Promise<PlaceSearchResponse> {
  const { q, country, limit, near } = search;
  if (q.length < PLACE_QUERY_MIN_CHARS) return { data: [], incomplete: false };
  const [index, remote] = await Promise.all([
    placeIndex(country),
    geocoder ? geocoder.search(q, country, near, limit) : Promise.resolve([]),
  ]);
  const local = index.search(q, limit, { near });
  return { data: merge(local, remote ?? [], q, limit), incomplete: remote === undefined };
}

export interface ReverseAnswer {
  data: Place;
  distanceKm: number;
  incomplete: boolean;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

function outside(country: Country): HttpError {
  const name = countryNames.of(ISO_COUNTRY[country]) ?? country.toUpperCase();
  return new HttpError(
    422,
    ERROR_CODES.validation,
    `This point is outside ${name}. Choose a place in ${name}.`,
  );
}

/** What a point is called: the geocoder's address when it answers, else the nearest locality or town. */
export async function reversePlace(
  at: LatLng,
  country: Country,
  geocoder: Geocoder | undefined,
): Promise<ReverseAnswer> {
  if (!insideBounds(at, country)) throw outside(country);
  const [index, remote] = await Promise.all([
    placeIndex(country),
    geocoder ? geocoder.reverse(at, country) : Promise.resolve([]),
  ]);
  const town = index.nearest(at.lat, at.lng, 'city');
  if (!town || town.distanceKm > TOWN_WITHIN_KM) throw outside(country);
  const [address] = remote ?? [];
  const local = index.reverse(at.lat, at.lng)!;
  const found = address ? { place: address, distanceKm: haversineKm(at, address) } : local;
  // The geocoder names streets, not always their city: the locality's city (or the nearest town) fills it in.
  const cityName = local.place.kind === 'city' ? local.place.name : (local.place.city ?? town.place.name);
  const data =
    found.place.city || found.place.kind === 'city' ? found.place : { ...found.place, city: cityName };
  return { data, distanceKm: Math.round(found.distanceKm * 10) / 10, incomplete: remote === undefined };
}
