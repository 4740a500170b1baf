// Positions over the driver's socket (`driver:position` with an ack), through a real socket.io client on real
// databases: the same service as POST /api/v1/driver/position (the rider watching the ride hears the driver move,
// dispatch finds the driver where the socket said), identity from the socket's session, and an error ack, never a
// crash, for a bad payload or a socket that is not a driver's.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { openAppSocket } from '../helpers/socket-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverHomeSchema, socketPositionAckSchema } from '../../src/domain/drivers/driver-app';
import { POSITION_INTERVAL } from '../../src/domain/drivers/position-interval';
import { driverPositionSchema } from '../../src/domain/rides/tracking';
import { drivers, tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { acceptWithNewDriver, bookSedan } from '../helpers/rides';
import { driverToken, partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';
import { waitFor } from '../helpers/wait-for';

const host = DEMO.host;
const T_NAGAR = { lat: 13.0418, lng: 80.2341 };
const north = (km: number) => ({ lat: T_NAGAR.lat + km / 111.2, lng: T_NAGAR.lng });

describe.each(testDatabases())('driver positions over the socket on $name', (target) => {
  let t: TestApp;
  let partner = '';
  let rider = '';
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp(target, { env: { DISPATCH_SWEEP_MS: '200' } });
    partner = await partnerToken(t);
    rider = await riderToken(t);
    await t.database.db
      .update(tenants)
      .set({ dispatchMode: 'auto', offerTimeoutSeconds: 30, maxOffers: 3 })
      .where(eq(tenants.domain, host));
    // Nobody else is on duty: dispatch has only the drivers these tests put in the index.
    await t.database.db.update(drivers).set({ online: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  const open = async (token: string | null) => {
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const socket = await openAppSocket(base, token, host);
    sockets.push(socket);
    return socket;
  };
  let keys = 0;
  const post = (token: string, url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        host,
        authorization: `Bearer ${token}`,
        'idempotency-key': `socket-position-${(keys += 1)}`,
      },
      payload,
    });
  const send = async (socket: Socket, payload: unknown) =>
    socketPositionAckSchema.parse(await socket.timeout(5_000).emitWithAck('driver:position', payload));

  it('moves the driver on the rider’s live map, and acks with the interval', async () => {
    const rideId = await bookSedan(t, rider, 'socket-position-ride');
    const phone = '+919800022201';
    await acceptWithNewDriver(t, partner, rideId, {
      firstName: 'Socket',
      lastName: 'Driver',
      phone,
      vehicleNumber: 'TN10 SP2201',
    });
    const driver = await open(await driverToken(t, phone));
    const watcher = await open(rider);
    expect(await watcher.emitWithAck('ride:watch', { rideId })).toEqual({ ok: true });
    const heard: unknown[] = [];
    watcher.on('driver:location', (payload: unknown) => heard.push(payload));

    const ack = await send(driver, { ...north(2), takenAt: new Date().toISOString() });
    expect(ack).toMatchObject({ ok: true, accepted: true, liveRideId: rideId });
    expect(ack.ok && ack.intervalMs).toBe(POSITION_INTERVAL.normalMs);
    const [location] = await waitFor(async () => heard.length > 0 && heard, 'the rider hears the driver');
    expect(driverPositionSchema.parse(location)).toMatchObject({ rideId, ...north(2) });
  });

  it('puts an on-duty driver where dispatch looks: the booking’s offer reaches the driver’s socket', async () => {
    const phone = '+919800022202';
    const added = await post(partner, '/api/v1/partner/drivers', { firstName: 'Duty', phone });
    expect(added.statusCode, added.body).toBe(201);
    const vehicle = await post(partner, '/api/v1/partner/vehicles', {
      vehicleType: 'sedan',
      model: 'Dzire',
      number: 'TN10 SP2202',
    });
    await post(partner, `/api/v1/partner/drivers/${added.json().id}/status`, { action: 'verify' });
    const token = await driverToken(t, phone);
    const duty = await post(token, '/api/v1/driver/duty', { online: true, vehicleId: vehicle.json().id });
    expect(duty.statusCode, duty.body).toBe(200);
    const driver = await open(token);
    let told = 0;
    driver.on('driver:rides', () => (told += 1));

    expect(await send(driver, north(1))).toMatchObject({ ok: true, accepted: true, liveRideId: null });
    const rideId = await bookSedan(t, rider, 'socket-position-dispatch', {
      pickupAt: new Date(Date.now() + 10 * 60_000),
    });
    await waitFor(async () => told > 0, 'the offer on the driver’s socket');
    const home = await t.app.inject({
      method: 'GET',
      url: '/api/v1/driver/rides',
      headers: { host, authorization: `Bearer ${token}` },
    });
    expect(driverHomeSchema.parse(home.json()).offers.map((offer) => offer.id)).toContain(rideId);
  });

  it('answers a bad payload with the schema’s message, and the socket goes on working', async () => {
    const phone = '+919800022203';
    const rideId = await bookSedan(t, rider, 'socket-position-bad');
    await acceptWithNewDriver(t, partner, rideId, {
      firstName: 'Bad',
      lastName: 'Input',
      phone,
      vehicleNumber: 'TN10 SP2203',
    });
    const driver = await open(await driverToken(t, phone));
    expect(await send(driver, { lat: 95, lng: 80 })).toEqual({
      ok: false,
      error: 'Latitude is between -90 and 90',
    });
    expect(await send(driver, 'here')).toMatchObject({ ok: false });
    expect(await send(driver, null)).toMatchObject({ ok: false });
    // A refused payload does not count against the socket's pace: the next good one is taken at once.
    expect(await send(driver, north(3))).toMatchObject({ ok: true, accepted: true, liveRideId: rideId });
  });

  it('refuses a socket without a driver session, whatever driver the payload names', async () => {
    const [someDriver] = await t.database.db.select().from(drivers).limit(1);
    const payload = { ...north(1), driverId: someDriver!.id };
    const refusal = { ok: false, error: 'This needs a driver account.' };
    expect(await send(await open(rider), payload)).toEqual(refusal);
    expect(await send(await open(null), payload)).toEqual(refusal);
  });
});
