// The gazetteer as shipped: each country's public/places/ file read and indexed once per test file.
import { readFileSync } from 'node:fs';
import type { Country } from '../../src/domain/constants';
import { createPlaceIndex, type PlaceIndex } from '../../src/domain/places/place-index';
import { placesFileSchema } from '../../src/domain/places/place-contract';

const indexes = new Map<Country, PlaceIndex>();

export function shippedPlaces(country: Country): PlaceIndex {
  const cached = indexes.get(country);
  if (cached) return cached;
  const file = placesFileSchema.parse(JSON.parse(readFileSync(`public/places/${country}.json`, 'utf8')));
  const created = createPlaceIndex(file, country);
  indexes.set(country, created);
  return created;
}
