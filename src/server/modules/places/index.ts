// places: where things are. The gazetteer the PWA also searches offline (public/places), merged with the street
// geocoder when GEOCODER_URL is set; search and reverse lookup. Owns no table.
import type { RegisterModule } from '../../lib/server-module';
import { placeRoutes } from './places-routes';

export { createGeocoder, type Geocoder } from './geocoder';
export { placeIndex } from './places';

export const register: RegisterModule = async (app) => {
  await app.register(placeRoutes, { prefix: '/api/v1' });
};
