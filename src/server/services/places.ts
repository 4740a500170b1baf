// Serves the gazetteer the PWA also searches offline: the same shipped files, the same index code.
// Each country's index is built on first use and kept for the life of the process.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Country } from '../../domain/constants';
import { placesFileSchema } from '../../domain/places/place-contract';
import { createPlaceIndex, type PlaceIndex } from '../../domain/places/place-index';

const placesDir = fileURLToPath(new URL('../../../public/places/', import.meta.url));
const indexes = new Map<Country, Promise<PlaceIndex>>();

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
