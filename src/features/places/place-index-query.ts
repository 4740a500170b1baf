// The country's gazetteer in the browser: `/places/{country}.json` (shipped with the app, cached by the service
// worker) parsed with the shared contract and indexed with the same code as the server, so search runs offline
// on every keystroke. One query per country, kept for the page's lifetime.
import { queryOptions } from '@tanstack/react-query';
import type { Country } from '../../domain/constants';
import { placesFileSchema } from '../../domain/places/place-contract';
import { createPlaceIndex } from '../../domain/places/place-index';
import placesVersion from '../../../public/places/version.json';

async function loadPlaceIndex(country: Country, signal: AbortSignal) {
  // The content hash in the address lets the service worker serve its copy without asking (cache first).
  const response = await fetch(`/places/${country}.json?v=${placesVersion.files[country]?.hash ?? ''}`, {
    signal,
  });
  if (!response.ok) throw new Error(`Places for ${country} answered ${response.status}`);
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
