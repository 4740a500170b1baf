// Live tracking through the real API and socket.io: the signed link the driver is texted on accept, positions
// only from that driver while the ride is live, and only the ride's rider or partner watching.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import {
  driverPositionSchema,
  driverWhereaboutsSchema,
  trackingViewSchema,
} from '../../src/domain/rides/tracking';
import { drivers, rides } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { acceptWithNewDriver, bookSedan } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;

describe.each(testDatabases())('tracking on $name', (target) => {
  let t: TestApp;
  let partner: string;
  let rider: string;
  let rideId: string;
  let link: URL;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp(target);
    [partner, rider] = [await partnerToken(t), await riderToken(t)];
    rideId = await bookSedan(t, rider, 'tracking-booking');
    await acceptWithNewDriver(t, partner, rideId, {
      firstName: 'Track',
      lastName: 'Tester',
      phone: '+919800099999',
      vehicleNumber: 'TN99 TT9999',
    });
    const { text } = await t.textTo('+919800099999', 0, /track\/driver/);
    link = new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? 'http://invalid/');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  const ping = (body: object, token = link.searchParams.get('token') ?? '', ride = rideId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/tracking/${ride}/position`,
      headers: { host, 'x-tracking-token': token },
      payload: body,
    });
  const view = (token: string) =>
    t.app.inject({
      url: `/api/v1/rides/${rideId}/tracking`,
      headers: { host, authorization: `Bearer ${token}` },
    });

  it('texts the driver a signed tracking link on accept', () => {
    expect(link.pathname).toBe('/track/driver');
    expect(link.searchParams.get('rideId')).toBe(rideId);
    expect(link.searchParams.get('token')?.length).toBeGreaterThan(20);
  });

  it('stores positions from the assigned driver and shows them to the rider and the partner', async () => {
    const sent = await ping({ lat: 13.03, lng: 80.24, accuracy: 12 });
    expect(sent.statusCode).toBe(200);
    expect(driverPositionSchema.parse(sent.json().position)).toMatchObject({
      rideId,
      lat: 13.03,
      lng: 80.24,
    });
    const seen = trackingViewSchema.parse((await view(rider)).json());
    expect(seen.driver?.position).toMatchObject({ lat: 13.03, lng: 80.24 });
    expect(seen.driver?.name).toBe('Track Tester');
    expect((await view(partner)).statusCode).toBe(200);
    const stranger = await riderToken(t, '+919845012345');
    expect((await view(stranger)).statusCode).toBe(404);
  });

  it("shows a partner their driver's last position and live ride, and no one else's", async () => {
    const [driver] = await t.database.db.select().from(drivers).where(eq(drivers.phone, '+919800099999'));
    const where = await t.app.inject({
      url: `/api/v1/partner/drivers/${driver!.id}/whereabouts`,
      headers: { host, authorization: `Bearer ${partner}` },
    });
    expect(where.statusCode, where.body).toBe(200);
    expect(driverWhereaboutsSchema.parse(where.json())).toMatchObject({
      name: 'Track Tester',
      liveRideId: rideId,
      position: { lat: 13.03, lng: 80.24 },
    });
    const asRider = await t.app.inject({
      url: `/api/v1/partner/drivers/${driver!.id}/whereabouts`,
      headers: { host, authorization: `Bearer ${rider}` },
    });
    expect(asRider.statusCode).toBe(403);
    const unknown = await t.app.inject({
      url: `/api/v1/partner/drivers/00000000-0000-4000-8000-000000000000/whereabouts`,
      headers: { host, authorization: `Bearer ${partner}` },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses wrong links and impossible coordinates', async () => {
    const forged = await ping({ lat: 13, lng: 80 }, 'x'.repeat(43));
    expect(forged.statusCode).toBe(403);
    const impossible = await ping({ lat: 123, lng: 80 });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().error.fields.lat).toBe('Latitude is between -90 and 90');
    const noLink = await t.app.inject({
      method: 'POST',
      url: `/api/v1/tracking/${rideId}/position`,
      headers: { host },
      payload: { lat: 1, lng: 1 },
    });
    expect(noLink.json().error.fields['x-tracking-token']).toBe(
      'Open the tracking link from your ride message',
    );
  });

  it('pushes each position to the watching rider, never to another', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const open = async (token: string) => {
      const socket = connect(base, { transports: ['websocket'], auth: { token }, extraHeaders: { host } });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    };
    const watcher = await open(rider);
    const other = await open(await riderToken(t, '+919884123456'));
    expect(await watcher.emitWithAck('ride:watch', { rideId })).toEqual({ ok: true });
    expect(await other.emitWithAck('ride:watch', { rideId })).toEqual({ ok: false });
    let leaked = false;
    other.on('driver:location', () => (leaked = true));
    const heard = new Promise((resolve) => watcher.once('driver:location', resolve));
    await ping({ lat: 13.02, lng: 80.25 });
    expect(driverPositionSchema.parse(await heard)).toMatchObject({ lat: 13.02, lng: 80.25 });
    expect(leaked).toBe(false);
  });

  it('stops taking positions once the ride is over', async () => {
    await t.database.db
      .update(rides)
      .set({ status: 'completed' })
      .where(and(eq(rides.id, rideId), inArray(rides.status, ['accepted', 'ontrip'])));
    const late = await ping({ lat: 13, lng: 80 });
    expect(late.statusCode).toBe(409);
  });
});
