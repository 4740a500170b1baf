// The driver app's API on real databases: phone login that reveals nothing, duty with a vehicle, the
// auto-offer chain (decline and timeout pass the ride on, then it waits for the partner), the race of two
// accepts, the trip code with its lock, completion with cash and earnings, hand-back, the office taking a ride
// off its driver, and a blocked driver.
import type { AddressInfo } from 'node:net';
import { and, eq, ne } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '../../src/domain/socket-events';
import { driverHomeSchema } from '../../src/domain/drivers/driver-app';
import { invoices, messages, rideEvents, rideOffers, rides, tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { driverRoom } from '../../src/server/realtime/rooms';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';
import { waitFor } from '../helpers/wait-for';

const host = DEMO.host;
const CENTRAL = { name: 'Chennai Central', lat: 13.0827, lng: 80.2707 };
const EGMORE = { name: 'Egmore', lat: 13.0732, lng: 80.2609 };
let keys = 0;
const key = () => `driver-test-${Date.now()}-${(keys += 1)}`;

describe.each(testDatabases())('driver app on $name', (target) => {
  let t: TestApp;
  let partner: string;
  let rider: string;
  const drivers: Record<'near' | 'far', { id: string; token: string; phone: string; vehicleId: string }> =
    {} as never;

  const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: {
        host,
        authorization: `Bearer ${token}`,
        ...(method === 'POST' ? { 'idempotency-key': key() } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  const home = async (token: string) =>
    driverHomeSchema.parse((await as(token, 'GET', '/api/v1/driver/rides')).json());
  const act = (token: string, rideId: string, body: object) =>
    as(token, 'POST', `/api/v1/driver/rides/${rideId}/actions`, body);
  const smsTo = (phone: string) => t.sms.filter((text) => text.to === phone).map((text) => text.text);
  /** Waits for a text to the phone that matches, sent from the outbox a moment after the action. */
  const textMatching = (phone: string, words: RegExp) =>
    waitFor(async () => smsTo(phone).find((text) => words.test(text)), `a text ${words} to ${phone}`);

  async function addDriver(
    firstName: string,
    phone: string,
    number: string,
    at: { lat: number; lng: number },
  ) {
    const added = await as(partner, 'POST', '/api/v1/partner/drivers', { firstName, phone });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id as string;
    const vehicle = await as(partner, 'POST', '/api/v1/partner/vehicles', {
      vehicleType: 'suv',
      model: 'Innova',
      number,
    });
    expect(vehicle.statusCode, vehicle.body).toBe(201);
    await as(partner, 'POST', `/api/v1/partner/drivers/${id}/status`, { action: 'verify' });
    const before = t.sms.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/driver/code',
      headers: { host },
      payload: { phone },
    });
    const code = await t.codeTo(phone, before);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/driver/verify',
      headers: { host },
      payload: { phone, code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const token = verified.json().token as string;
    const duty = await as(token, 'POST', '/api/v1/driver/duty', {
      online: true,
      vehicleId: vehicle.json().id,
    });
    expect(duty.statusCode, duty.body).toBe(200);
    expect((await as(token, 'POST', '/api/v1/driver/position', at)).json().accepted).toBe(true);
    return { id, token, phone, vehicleId: vehicle.json().id as string };
  }

  /** A ride for the rider, picked up `leadMinutes` from now (within the partner's 60-minute busy window). */
  async function book(leadMinutes = 60): Promise<string> {
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quotes',
      headers: { host },
      payload: {
        pickupLocation: CENTRAL,
        dropoffLocation: EGMORE,
        pickupTime: new Date(Date.now() + leadMinutes * 60_000).toISOString(),
      },
    });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { host, authorization: `Bearer ${rider}`, 'idempotency-key': key() },
      payload: {
        rideSearchId: quote.json().data.ride_search_id,
        vehicleType: 'suv',
        customerName: 'Priya Raghavan',
        customerPhone: '9876543210',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    return booked.json().data[0].rideId as string;
  }

  beforeAll(async () => {
    t = await startTestApp(target, { env: { DISPATCH_SWEEP_MS: '100' } });
    partner = await partnerToken(t);
    rider = await riderToken(t);
    drivers.near = await addDriver('Karthik', '+919811100001', 'TN01 AA1001', { lat: 13.081, lng: 80.27 });
    drivers.far = await addDriver('Selvam', '+919811100002', 'TN01 AA1002', { lat: 13.0, lng: 80.2 });
  });
  const sockets: Socket[] = [];
  let base: string | null = null;
  const open = async (token: string) => {
    if (!base) {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    }
    const socket = connect(base, { transports: ['websocket'], auth: { token }, extraHeaders: { host } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  };
  const openDriverApp = async (driver: { id: string; token: string }) => {
    const socket = await open(driver.token);
    // The driver's room is joined once the server has looked the driver up, a moment after the connection.
    await expect
      .poll(async () => (await t.app.io.in(driverRoom(driver.id)).fetchSockets()).length)
      .toBeGreaterThan(0);
    return socket;
  };
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t?.close();
  });

  it('answers an unknown number like a known one and texts nothing; a pending driver is refused with a reason', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/driver/code',
      headers: { host },
      payload: { phone: '+919800000099' },
    });
    expect(unknown.statusCode).toBe(200);
    const queued = await t.database.db.select().from(messages).where(eq(messages.recipient, '+919800000099'));
    expect(queued).toEqual([]);
    await as(partner, 'POST', '/api/v1/partner/drivers', { firstName: 'Pending', phone: '+919811100009' });
    const before = t.sms.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/driver/code',
      headers: { host },
      payload: { phone: '+919811100009' },
    });
    const code = await t.codeTo('+919811100009', before);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/driver/verify',
      headers: { host },
      payload: { phone: '+919811100009', code },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/not verified you/);
  });

  it('shows the driver on duty with their vehicle, and ignores a jump no car can make', async () => {
    const me = await home(drivers.near.token);
    expect(me.driver).toMatchObject({ name: 'Karthik', online: true, vehicle: { vehicleType: 'suv' } });
    const teleport = await as(drivers.near.token, 'POST', '/api/v1/driver/position', {
      lat: 28.6,
      lng: 77.2,
    });
    expect(teleport.json()).toMatchObject({ accepted: false, reason: 'impossibleSpeed' });
    const late = await as(drivers.near.token, 'POST', '/api/v1/driver/position', {
      lat: 13.081,
      lng: 80.27,
      takenAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    });
    expect(late.json()).toMatchObject({ accepted: true, late: true });
  });

  /** How many accepted offers the time-to-accept histogram has counted. */
  const acceptsTimed = async () =>
    (await t.app.services.metrics.offerAcceptSeconds.get()).values.find((value) =>
      value.metricName?.endsWith('_count'),
    )?.value ?? 0;

  it('offers a booking to the nearest driver, passes it on when declined or unanswered, then leaves it to the partner', async () => {
    // The demo's own waiting bookings would take the drivers' attention first: they are not this test's.
    await t.database.db.update(rides).set({ status: 'cancelled' }).where(eq(rides.status, 'booked'));
    await t.database.db
      .update(tenants)
      .set({ dispatchMode: 'auto', offerTimeoutSeconds: 1, maxOffers: 2 })
      .where(eq(tenants.domain, host));
    const rideId = await book();
    const offered = await waitFor(async () => (await home(drivers.near.token)).offers[0], 'the first offer');
    expect(offered).toMatchObject({ id: rideId, customerPhone: null });
    expect(offered.distanceToPickupMeters).toBeLessThan(1000);
    expect((await act(drivers.near.token, rideId, { action: 'decline' })).statusCode).toBe(200);
    await waitFor(
      async () => (await home(drivers.far.token)).offers.find((offer) => offer.id === rideId),
      'the second offer',
    );
    // The second driver lets it run out; with two offers made, the ride waits for the partner.
    await waitFor(async () => {
      const rows = await t.database.db.select().from(rideOffers).where(eq(rideOffers.rideId, rideId));
      return rows.length === 2 && rows.every((row) => row.status !== 'offered') ? rows : null;
    }, 'the offers to close');
    await new Promise((resolve) => setTimeout(resolve, 400));
    const history = await t.database.db.select().from(rideOffers).where(eq(rideOffers.rideId, rideId));
    expect(history.map((row) => row.status).sort()).toEqual(['declined', 'expired']);
    const [ride] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    expect(ride).toMatchObject({ status: 'booked', driverId: null });
    const late = await act(drivers.far.token, rideId, { action: 'accept' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/gone to another driver/);
    const offers = await t.app.services.metrics.dispatchOffers.get();
    const counted = (outcome: string) =>
      offers.values.find((value) => value.labels.outcome === outcome)?.value;
    expect(counted('offered')).toBeGreaterThanOrEqual(2);
    expect(counted('declined')).toBeGreaterThanOrEqual(1);
    expect(counted('expired')).toBeGreaterThanOrEqual(1);
  });

  it('lets exactly one of a driver accepting and the partner assigning win', async () => {
    await t.database.db
      .update(tenants)
      .set({ offerTimeoutSeconds: 30, maxOffers: 3 })
      .where(eq(tenants.domain, host));
    const rideId = await book();
    await waitFor(
      async () => (await home(drivers.near.token)).offers.find((offer) => offer.id === rideId),
      'the offer',
    );
    const [byDriver, byPartner] = await Promise.all([
      act(drivers.near.token, rideId, { action: 'accept' }),
      as(partner, 'POST', `/api/v1/partner/rides/${rideId}/actions`, {
        action: 'accept',
        driverId: drivers.far.id,
        vehicleId: drivers.far.vehicleId,
      }),
    ]);
    expect([byDriver.statusCode, byPartner.statusCode].filter((status) => status === 200)).toHaveLength(1);
    const [ride] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    expect(ride?.status).toBe('accepted');
    // Whoever got it hands it back, so the next tests start from free drivers.
    const holder = ride?.driverId === drivers.near.id ? drivers.near : drivers.far;
    expect((await act(holder.token, rideId, { action: 'drop', reason: 'flat tyre' })).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/partner/rides/${rideId}/actions`,
      headers: { host, authorization: `Bearer ${partner}`, 'idempotency-key': key() },
      payload: { action: 'cancel', reason: 'test over' },
    });
    // Handed back, it may have been offered again; cancelled, it is nobody's offer any more.
    const offers = await t.database.db.select().from(rideOffers).where(eq(rideOffers.rideId, rideId));
    expect(offers.filter((offer) => offer.status === 'offered')).toEqual([]);
  });

  it('runs a ride from offer to completion: arrived, a wrong code counted, the right one, cash, earnings, rider told', async () => {
    // "Arrived" is believed from 30 minutes before the pickup: this ride is due in 20.
    const rideId = await book(20);
    await waitFor(
      async () => (await home(drivers.near.token)).offers.find((offer) => offer.id === rideId),
      'the offer',
    );
    const acceptedBefore = await acceptsTimed();
    const accepted = await act(drivers.near.token, rideId, { action: 'accept' });
    expect(accepted.json().ride).toMatchObject({ status: 'accepted', customerPhone: '+919876543210' });
    expect(await acceptsTimed()).toBe(acceptedBefore + 1);
    expect(
      (await act(drivers.near.token, rideId, { action: 'arrived' })).json().ride.arrivedAt,
    ).not.toBeNull();
    await textMatching('+919876543210', /has arrived/);
    const [stored] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    const wrongCode = stored!.tripCode === '9999' ? '9998' : '9999';
    const wrong = await act(drivers.near.token, rideId, { action: 'start', tripCode: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/4 tries left/);
    const started = await act(drivers.near.token, rideId, { action: 'start', tripCode: stored!.tripCode });
    expect(started.json().ride.status).toBe('ontrip');
    const done = await act(drivers.near.token, rideId, { action: 'complete', collectedFee: 45_000 });
    expect(done.json().ride.status).toBe('completed');
    await textMatching('+919876543210', /completed/);
    expect((await home(drivers.near.token)).earnings.today).toBeGreaterThanOrEqual(45_000);
    // Completing from the driver app issues the ride's invoice too.
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.rideId, rideId));
    expect(invoice!.sequence).toBeGreaterThan(0);
  });

  it('locks the start after five wrong codes and tells the partner', async () => {
    await t.database.db.update(tenants).set({ dispatchMode: 'manual' }).where(eq(tenants.domain, host));
    const rideId = await book();
    await as(partner, 'POST', `/api/v1/partner/rides/${rideId}/actions`, {
      action: 'accept',
      driverId: drivers.far.id,
      vehicleId: drivers.far.vehicleId,
    });
    const [ride] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    const wrongCode = ride!.tripCode === '1111' ? '2222' : '1111';
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(
        (await act(drivers.far.token, rideId, { action: 'start', tripCode: wrongCode })).statusCode,
      );
    expect(answers).toEqual([400, 400, 400, 400, 423, 423]);
    const right = await act(drivers.far.token, rideId, { action: 'start', tripCode: ride!.tripCode });
    expect(right.statusCode).toBe(423);
  });

  it('tells the driver’s app and the ride’s rider at once when the office cancels the ride', async () => {
    const rideId = await book();
    await as(partner, 'POST', `/api/v1/partner/rides/${rideId}/actions`, {
      action: 'accept',
      driverId: drivers.near.id,
      vehicleId: drivers.near.vehicleId,
    });
    const driverApp = await openDriverApp(drivers.near);
    const riderPage = await open(rider);
    expect(await riderPage.emitWithAck('ride:watch', { rideId })).toEqual({ ok: true });
    const driverHeard = new Promise((resolve) =>
      driverApp.once(SOCKET_EVENTS.driverRidesChanged, () => resolve(true)),
    );
    const riderHeard = new Promise((resolve) => riderPage.once('ride:updated', resolve));
    await as(partner, 'POST', `/api/v1/partner/rides/${rideId}/actions`, {
      action: 'cancel',
      reason: 'Rider called to cancel',
    });
    expect(await driverHeard).toBe(true);
    expect(await riderHeard).toEqual({ rideId, news: 'cancelled' });
    expect((await home(drivers.near.token)).rides.find((ride) => ride.id === rideId)).toBeUndefined();
  });

  it('takes an accepted ride off its driver with a reason: the driver’s app hears why, the rider is texted, dispatch offers it to another driver', async () => {
    // The far driver still holds the ride locked above; a third driver is free for the ride to go to.
    const spare = await addDriver('Murugan', '+919811100003', 'TN01 AA1003', { lat: 13.05, lng: 80.25 });
    const rideId = await book();
    const assigned = await as(partner, 'POST', `/api/v1/partner/rides/${rideId}/actions`, {
      action: 'accept',
      driverId: drivers.near.id,
      vehicleId: drivers.near.vehicleId,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    // Rides left waiting by the tests above would be offered to the spare driver first.
    await t.database.db
      .update(rides)
      .set({ status: 'cancelled' })
      .where(and(eq(rides.status, 'booked'), ne(rides.id, rideId)));
    await t.database.db
      .update(tenants)
      .set({ dispatchMode: 'auto', offerTimeoutSeconds: 30, maxOffers: 3 })
      .where(eq(tenants.domain, host));
    const driverApp = await openDriverApp(drivers.near);
    const taken = new Promise((resolve) => driverApp.once(SOCKET_EVENTS.driverRideTaken, resolve));
    // The rider's ride screen hears that another driver is being found, to say so on screen.
    const riderPage = await open(rider);
    expect(await riderPage.emitWithAck('ride:watch', { rideId })).toEqual({ ok: true });
    const riderHeard = new Promise((resolve) => riderPage.once('ride:updated', resolve));
    const noReason = await as(partner, 'POST', `/api/v1/partner/rides/${rideId}/actions`, {
      action: 'unassign',
    });
    expect(noReason.statusCode).toBe(400);
    const unassigned = await as(partner, 'POST', `/api/v1/partner/rides/${rideId}/actions`, {
      action: 'unassign',
      reason: 'Car broke down on the way',
    });
    expect(unassigned.statusCode, unassigned.body).toBe(200);
    expect(unassigned.json().ride).toMatchObject({ status: 'booked', driverName: null, vehicleLabel: null });
    expect(await taken).toEqual({ rideId, kind: 'reassigned', reason: 'Car broke down on the way' });
    expect(await riderHeard).toEqual({ rideId, news: 'reassigning' });
    expect((await home(drivers.near.token)).rides.find((ride) => ride.id === rideId)).toBeUndefined();
    await textMatching('+919876543210', /finding you another one/);
    // Back in dispatch it goes to the next driver, never back to the one it was taken from.
    await waitFor(
      async () => (await home(spare.token)).offers.find((offer) => offer.id === rideId),
      'the offer to the other driver',
    );
    expect((await home(drivers.near.token)).offers.find((offer) => offer.id === rideId)).toBeUndefined();
    const events = await t.database.db.select().from(rideEvents).where(eq(rideEvents.rideId, rideId));
    expect(events.map((event) => event.label)).toContain(
      'Driver unassigned by the office: Car broke down on the way',
    );
    // A ride under way cannot be taken off its driver.
    const accepted = await act(spare.token, rideId, { action: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [stored] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    await act(spare.token, rideId, { action: 'start', tripCode: stored!.tripCode });
    const late = await as(partner, 'POST', `/api/v1/partner/rides/${rideId}/actions`, {
      action: 'unassign',
      reason: 'too late',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/ontrip and cannot be taken off its driver/);
    await act(spare.token, rideId, { action: 'complete' });
  });

  it('ends a blocked driver’s open session at once', async () => {
    await as(partner, 'POST', `/api/v1/partner/drivers/${drivers.far.id}/status`, { action: 'block' });
    const reply = await as(drivers.far.token, 'GET', '/api/v1/driver/rides');
    expect(reply.statusCode).toBe(401);
    expect(reply.json().error.message).toMatch(/blocked/);
    expect((await as(drivers.far.token, 'GET', '/api/v1/driver/rides')).statusCode).toBe(401);
  });
});
