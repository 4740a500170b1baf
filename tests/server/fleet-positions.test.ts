// Drivers' positions over the real API and socket.io: the partner's live map hears them in batches, at most one a
// second, each holding the latest position of every driver that moved; the rider watching a ride hears every ping
// of its driver; the partner's room no longer hears one message per ping.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { fleetPositionsSchema, type FleetPosition } from '../../src/domain/rides/tracking';
import { DEMO } from '../../src/server/db/seed';
import { FLEET_BATCH_MS } from '../../src/server/realtime/fleet-positions';
import { acceptWithNewDriver, bookSedan } from '../helpers/rides';
import { driverToken, partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const PINGS = 6;

describe.each(testDatabases())('fleet positions on $name', (target) => {
  let t: TestApp;
  const sockets: Socket[] = [];
  const crew: { id: string; token: string; rideId: string }[] = [];
  let rider = '';

  beforeAll(async () => {
    t = await startTestApp(target);
    const partner = await partnerToken(t);
    rider = await riderToken(t);
    for (const [index, phone] of ['+919800011101', '+919800011102'].entries()) {
      const rideId = await bookSedan(t, rider, `fleet-positions-${index}`);
      const driver = await acceptWithNewDriver(t, partner, rideId, {
        firstName: 'Fleet',
        lastName: `Driver ${index + 1}`,
        phone,
        vehicleNumber: `TN10 FP${1001 + index}`,
      });
      crew.push({ id: driver.id, token: await driverToken(t, phone), rideId });
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  const open = async (token: string) => {
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const socket = connect(base, { transports: ['websocket'], auth: { token }, extraHeaders: { host } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  };

  it('sends the live map one batch a second with each moved driver, and the rider every ping', async () => {
    const map = await open(await partnerToken(t));
    const watcher = await open(rider);
    expect(await watcher.emitWithAck('ride:watch', { rideId: crew[0]!.rideId })).toEqual({ ok: true });
    const batches: FleetPosition[][] = [];
    let pingsToMap = 0;
    const heardByRider: unknown[] = [];
    map.on('fleet:positions', (payload: unknown) =>
      batches.push(fleetPositionsSchema.parse(payload).positions),
    );
    map.on('driver:location', () => (pingsToMap += 1));
    watcher.on('driver:location', (payload: unknown) => heardByRider.push(payload));

    const started = Date.now();
    const takenFrom = started - 10_000;
    for (let ping = 0; ping < PINGS; ping += 1)
      for (const [index, driver] of crew.entries()) {
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/v1/driver/position',
          headers: { host, authorization: `Bearer ${driver.token}` },
          payload: {
            lat: 13.04 + index / 100 + ping / 10_000,
            lng: 80.23,
            takenAt: new Date(takenFrom + ping * 100).toISOString(),
          },
        });
        expect(answer.json(), answer.body).toMatchObject({ accepted: true, late: false });
      }
    const sentFor = Date.now() - started;

    const latest = () => {
      const last = new Map<string, number>();
      for (const batch of batches) for (const position of batch) last.set(position.driverId, position.lat);
      return last;
    };
    await vi.waitFor(
      () =>
        expect(latest()).toEqual(
          new Map(crew.map((driver, index) => [driver.id, 13.04 + index / 100 + (PINGS - 1) / 10_000])),
        ),
      { timeout: 10_000 },
    );
    // One batch at the first ping, then at most one for each window the pings took.
    expect(batches.length).toBeLessThanOrEqual(Math.ceil(sentFor / FLEET_BATCH_MS) + 1);
    expect(batches.length).toBeLessThan(PINGS * crew.length);
    for (const batch of batches)
      expect(new Set(batch.map((position) => position.driverId)).size).toBe(batch.length);
    expect(pingsToMap).toBe(0);
    await vi.waitFor(() => expect(heardByRider).toHaveLength(PINGS), { timeout: 10_000 });
    expect(heardByRider).toEqual(
      Array.from({ length: PINGS }, (_, ping) =>
        expect.objectContaining({ rideId: crew[0]!.rideId, lat: 13.04 + ping / 10_000 }),
      ),
    );
  });
});
