// A stand-in for a self-hosted Nominatim geocoder: GET /search?q=&format=jsonv2&addressdetails=1 answering a list
// of results and GET /reverse?lat=&lon=&format=jsonv2&addressdetails=1 answering one (or `{ error }` where nothing
// is), shaped like Nominatim's recorded answers (coordinates as strings). Each request is recorded.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface NominatimResultFixture {
  osm_type: 'node' | 'way' | 'relation';
  osm_id: number;
  lat: string;
  lon: string;
  name: string;
  display_name: string;
  address: Record<string, string>;
}

export interface NominatimStandIn {
  url: string;
  requests: URL[];
  /** Results answered for a /search query (by its q, lower-cased); none for others. */
  search: Map<string, NominatimResultFixture[]>;
  /** The result answered for every /reverse request; null answers Nominatim's "Unable to geocode". */
  reverse: NominatimResultFixture | null;
  close: () => Promise<void>;
}

/** A house on a street, as Nominatim answers for Chennai (it names a house by nothing but its address). */
export function nominatimHouse(
  osmId: number,
  at: { lat: number; lng: number },
  address: Record<string, string>,
): NominatimResultFixture {
  return {
    osm_type: 'node',
    osm_id: osmId,
    lat: at.lat.toFixed(7),
    lon: at.lng.toFixed(7),
    name: '',
    display_name: Object.values(address).join(', '),
    address,
  };
}

export async function startNominatimStandIn(): Promise<NominatimStandIn> {
  const standIn: NominatimStandIn = {
    url: '',
    requests: [],
    search: new Map(),
    reverse: null,
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    standIn.requests.push(url);
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.searchParams.get('format') !== 'jsonv2')
      return json(400, { error: 'format must be jsonv2 here' });
    if (url.pathname === '/search')
      return json(200, standIn.search.get((url.searchParams.get('q') ?? '').toLowerCase()) ?? []);
    if (url.pathname === '/reverse') return json(200, standIn.reverse ?? { error: 'Unable to geocode' });
    return json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
