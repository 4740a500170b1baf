// Driving routes from an OSRM-compatible server when ROUTING_URL names one (a stand-in speaking OSRM's
// /route/v1 protocol here), and the great-circle estimate whenever that server fails or answers nonsense.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateRoad } from '../../src/domain/geo';
import { etaMinutes, type TrackingView } from '../../src/domain/rides/tracking';
import { drivingRoute } from '../../src/server/modules/booking/routing';
import { etaOf } from '../../src/server/modules/rides/tracking';

const central = { lat: 13.0827, lng: 80.2707 };
const airport = { lat: 12.9941, lng: 80.1709 };

describe('drivingRoute', () => {
  let server: Server;
  let base = '';
  const asked: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      asked.push(req.url ?? '');
      if (req.url?.startsWith('/broken')) return void res.writeHead(500).end('oops');
      if (req.url?.startsWith('/slow')) return void setTimeout(() => res.end('{}'), 5000);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          code: 'Ok',
          routes: [
            {
              distance: 18250.4,
              duration: 1980.2,
              geometry: {
                type: 'LineString',
                coordinates: [
                  [80.2707, 13.0827],
                  [80.22, 13.04],
                  [80.1709, 12.9941],
                ],
              },
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('uses the routing server and asks it in OSRM coordinates order', async () => {
    const route = await drivingRoute(central, airport, `${base}/`);
    expect(route).toMatchObject({ source: 'routing', distanceMeters: 18250, durationSeconds: 1980 });
    expect(route.geometry).toHaveLength(3);
    expect(asked.at(-1)).toBe(
      '/route/v1/driving/80.2707,13.0827;80.1709,12.9941?overview=full&geometries=geojson',
    );
  });

  it('falls back to the estimate when the server fails, is slow or is absent', async () => {
    const estimate = { ...estimateRoad(central, airport), source: 'estimate' };
    expect(await drivingRoute(central, airport, `${base}/broken`)).toEqual(estimate);
    expect(await drivingRoute(central, airport, `${base}/slow`)).toEqual(estimate);
    expect(await drivingRoute(central, airport, 'http://127.0.0.1:9')).toEqual(estimate);
    expect(await drivingRoute(central, airport, undefined)).toEqual(estimate);
  });

  describe('the driver’s ETA on the watcher’s map', () => {
    const at = '2026-11-29T10:00:00.000Z';
    const view = (status: TrackingView['status']): TrackingView => ({
      rideId: 'ride',
      status,
      pickup: { name: 'Airport', ...airport },
      dropoff: { name: 'Central', ...central },
      driver: { name: 'Ravi', phone: '+919800000000', position: { rideId: 'ride', ...central, at } },
    });

    it('is the routing server’s drive to the pickup, from the position it was computed for', async () => {
      expect(await etaOf(view('accepted'), base)).toEqual({
        minutes: 33,
        source: 'routing',
        from: at,
        ...central,
      });
      expect(asked.at(-1)).toMatch(/^\/route\/v1\/driving\/80.2707,13.0827;80.1709,12.9941/);
    });

    it('is the road estimate without a routing server, or when it is slow', async () => {
      const estimate = { minutes: etaMinutes(central, airport), source: 'estimate', from: at, ...central };
      expect(await etaOf(view('accepted'), undefined)).toEqual(estimate);
      const started = Date.now();
      expect(await etaOf(view('accepted'), `${base}/slow`)).toEqual(estimate);
      expect(Date.now() - started).toBeLessThan(3_000);
      // On trip the ETA is to the drop, here where the driver is: arriving.
      expect(await etaOf(view('ontrip'), undefined)).toMatchObject({ minutes: 0 });
    });
  });
});
