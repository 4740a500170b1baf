// A stand-in for a self-hosted Photon geocoder: GET /api?q=&lat=&lon=&limit= and GET /reverse?lat=&lon=, answering
// GeoJSON FeatureCollections shaped like Photon's recorded answers. Each request is recorded; the test chooses
// the features per query, or makes the server slow or failing to prove the gazetteer answers without it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PhotonFeatureFixture {
  lng: number;
  lat: number;
  properties: Record<string, string | number>;
}

export interface PhotonStandIn {
  url: string;
  requests: URL[];
  /** Features answered for a /api query (by its q, lower-cased); none for others. */
  search: Map<string, PhotonFeatureFixture[]>;
  /** Features answered for every /reverse request. */
  reverse: PhotonFeatureFixture[];
  /** Milliseconds to wait before answering, or an HTTP status to fail with. */
  delayMs: number;
  failWith: number | null;
  close: () => Promise<void>;
}

const collection = (features: readonly PhotonFeatureFixture[]) => ({
  type: 'FeatureCollection',
  features: features.map(({ lng, lat, properties }) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lng, lat] },
    properties,
  })),
});

/** A street address in Photon's words, as it answers for Chennai. */
export function photonAddress(
  osmId: number,
  at: { lat: number; lng: number },
  fields: Record<string, string>,
): PhotonFeatureFixture {
  return {
    ...at,
    properties: {
      osm_id: osmId,
      osm_type: 'N',
      osm_key: 'place',
      osm_value: 'house',
      type: 'house',
      ...fields,
    },
  };
}

export async function startPhotonStandIn(): Promise<PhotonStandIn> {
  const standIn: PhotonStandIn = {
    url: '',
    requests: [],
    search: new Map(),
    reverse: [],
    delayMs: 0,
    failWith: null,
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    standIn.requests.push(url);
    const answer = () => {
      if (standIn.failWith) {
        res.writeHead(standIn.failWith, { 'content-type': 'text/plain' }).end('stand-in failure');
        return;
      }
      const features =
        url.pathname === '/api'
          ? (standIn.search.get((url.searchParams.get('q') ?? '').toLowerCase()) ?? [])
          : url.pathname === '/reverse'
            ? standIn.reverse
            : null;
      if (!features) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(collection(features)));
    };
    if (standIn.delayMs > 0) setTimeout(answer, standIn.delayMs);
    else answer();
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
