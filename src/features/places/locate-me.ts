// "Use my location": the browser's position (high accuracy, 10 s, never a cached fix; spec 7 and 9), named by
// reverse geocoding (the nearest locality, or the geocoder's street address when the server has one).
import type { Country } from '../../domain/constants';
import type { Place } from '../../domain/places/place';
import type { PlaceIndex } from '../../domain/places/place-index';
import { reversePlace } from './reverse-place';

const GEOLOCATION_TIMEOUT_MS = 10_000;

/** The rider (or the browser's settings) said no: the field says how to allow it, and search stays. */
export class LocationDeniedError extends Error {}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('Geolocation is not available'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      resolve,
      (error) =>
        reject(error.code === error.PERMISSION_DENIED ? new LocationDeniedError(error.message) : error),
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}

export async function locateNearestPlace(country: Country, index: PlaceIndex | undefined): Promise<Place> {
  const { latitude: lat, longitude: lng } = (await currentPosition()).coords;
  return reversePlace({ lat, lng }, country, index);
}
