// "Use my location": the browser's position (high accuracy, 10 s, never a cached fix; spec 7 and 9) turned into
// the nearest known place, offline with the loaded gazetteer or else by GET /api/v1/places/nearest.
import { z } from 'zod';
import type { Country } from '../../domain/constants';
import { placeSchema, type Place } from '../../domain/places/place-contract';
import type { PlaceIndex } from '../../domain/places/place-index';
import { apiRequest } from '../../lib/api-client';

const GEOLOCATION_TIMEOUT_MS = 10_000;

const nearestResponseSchema = z.object({ data: placeSchema, distanceKm: z.number() });

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('Geolocation is not available'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: true,
      timeout: GEOLOCATION_TIMEOUT_MS,
      maximumAge: 0,
    });
  });
}

export async function locateNearestPlace(country: Country, index: PlaceIndex | undefined): Promise<Place> {
  const { latitude: lat, longitude: lng } = (await currentPosition()).coords;
  const offline = index?.nearest(lat, lng);
  if (offline) return offline.place;
  const query = new URLSearchParams({ lat: String(lat), lng: String(lng), country });
  return (await apiRequest(`/api/v1/places/nearest?${query.toString()}`, { schema: nearestResponseSchema }))
    .data;
}
