// The country's gazetteer in the browser: `/places/{country}.json` (shipped with the app, cached by the service
// worker) parsed with the shared contract and indexed with the same code as the server, so search runs offline
// on every keystroke. One query per country, kept for the page's lifetime, and built only once a place field is
// used: parsing and indexing the file is the form's heaviest work, and a rider who only reads it never needs it.
import { queryOptions } from '@tanstack/react-query';
import type { Country } from '../../domain/constants';
import { createPlaceIndex } from '../../domain/places/place-index';
import placesVersion from '../../../public/places/version.json';

// The content hash in the address lets the service worker serve its copy without asking (cache first).
const placesFileUrl = (country: Country) =>
  `/places/${country}.json?v=${placesVersion.files[country]?.hash ?? ''}`;

async function loadPlaceIndex(country: Country, signal: AbortSignal) {
  const response = await fetch(placesFileUrl(country), { signal });
  if (!response.ok) throw new Error(`Places for ${country} answered ${response.status}`);
  // The contract's schemas (full zod) load with the first use, not with the form.
  const { placesFileSchema } = await import('../../domain/places/place-contract');
  return createPlaceIndex(placesFileSchema.parse(await response.json()), country);
}

export function placeIndexQueryOptions(country: Country) {
  return queryOptions({
    queryKey: ['places', country],
    queryFn: ({ signal }) => loadPlaceIndex(country, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    // The index is built here, never refetched: comparing a new one with the old, key by key, is only work.
    structuralSharing: false,
  });
}

const warmed = new Set<Country>();

/**
 * Fetches the country's file without reading it, once, when a place field is first touched, so the service
 * worker holds it for a rider who goes offline before the search has needed it: parsing and indexing wait
 * until the field is typed in.
 */
export function warmPlacesFile(country: Country): void {
  if (warmed.has(country)) return;
  warmed.add(country);
  fetch(placesFileUrl(country)).catch(() => warmed.delete(country));
}
