// Names a point (the rider's position or a dropped pin) the way the server does: GET /api/v1/places/reverse gives
// the geocoder's street address when one is set, else the nearest locality; offline, the loaded gazetteer names
// the nearest locality itself. A point outside the partner's country is refused with the server's message.
import type { Country } from '../../domain/constants';
import type { Place } from '../../domain/places/place';
import type { LatLng, PlaceIndex } from '../../domain/places/place-index';
import { ApiRequestError, apiRequest, CLIENT_ERROR_CODES } from '../../lib/api-client';

export class OutsideCountryError extends Error {}

export async function reversePlace(
  at: LatLng,
  country: Country,
  index: PlaceIndex | undefined,
): Promise<Place> {
  const query = new URLSearchParams({ lat: at.lat.toFixed(6), lng: at.lng.toFixed(6), country });
  const { reverseResponseSchema } = await import('../../domain/places/place-contract');
  try {
    return (await apiRequest(`/api/v1/places/reverse?${query.toString()}`, { schema: reverseResponseSchema }))
      .data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 422)
      throw new OutsideCountryError(error.message);
    const offline = error instanceof ApiRequestError && error.code === CLIENT_ERROR_CODES.network;
    const named = offline ? index?.reverse(at.lat, at.lng) : undefined;
    if (named) return { ...named.place, lat: at.lat, lng: at.lng };
    throw error;
  }
}
