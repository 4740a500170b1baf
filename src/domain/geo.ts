// Distances on the globe and the default road estimate used when no routing server answers:
// great-circle distance times a road factor, driven at a town or highway speed.
export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;
export const ROAD_FACTOR = 1.3;
/** Beyond this many road km a point-to-point ride is outstation (and the chat's parser reads it so too). */
export const OUTSTATION_FROM_KM = 40;
/** Beyond this many road km a trip is driven mostly on highways. */
const HIGHWAY_FROM_KM = 40;
const TOWN_KMH = 25;
const HIGHWAY_KMH = 55;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface RoadEstimate {
  distanceMeters: number;
  durationSeconds: number;
  /** [lng, lat] pairs, GeoJSON order; the straight line when estimated. */
  geometry: [number, number][];
}

export function estimateRoad(from: LatLng, to: LatLng): RoadEstimate {
  const km = haversineKm(from, to) * ROAD_FACTOR;
  const kmh = km > HIGHWAY_FROM_KM ? HIGHWAY_KMH : TOWN_KMH;
  return {
    distanceMeters: Math.round(km * 1000),
    durationSeconds: Math.round((km / kmh) * 3600),
    geometry: [
      [from.lng, from.lat],
      [to.lng, to.lat],
    ],
  };
}
