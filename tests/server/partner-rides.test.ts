// The partner's rides through the real API: dashboard counters and money, the lifecycle with its checks,
// wallet entries on completion, idempotent replays, and no reach into another tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { ridesResponseSchema } from '../../src/domain/rides/partner-rides';
import {
  drivers,
  rideEvents,
  rides,
  tenants,
  vehicles,
  walletTransactions,
} from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const istDate = (offsetDays: number) =>
  new Date(Date.now() + 5.5 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())('partner rides on $name', (target) => {
  let t: TestApp;
  let partner: string;
  let rider: string;
  let key = 0;
  beforeAll(async () => {
    t = await startTestApp(target);
    [partner, rider] = [await partnerToken(t), await riderToken(t)];
  });
  afterAll(async () => {
    await t?.close();
  });

  const auth = () => ({ host, authorization: `Bearer ${partner}` });
  const list = async (query: string) => {
    const reply = await t.app.inject({ url: `/api/v1/partner/rides?${query}`, headers: auth() });
    expect(reply.statusCode).toBe(200);
    return ridesResponseSchema.parse(reply.json());
  };
  const act = (rideId: string, body: object, idempotencyKey = `ride-action-${++key}`) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/partner/rides/${rideId}/actions`,
      headers: { ...auth(), 'idempotency-key': idempotencyKey },
      payload: body,
    });

  async function bookSedan(): Promise<{
    rideId: string;
    tripCode: string;
    totalAmount: number;
    cashbackAmount: number;
  }> {
    const pickupTime = new Date(Date.now() + 30 * 3600_000).toISOString();
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quotes',
      headers: { host },
      payload: {
        pickupLocation: { name: 'T. Nagar', lat: 13.0418, lng: 80.2341 },
        dropoffLocation: { name: 'Adyar', lat: 13.0012, lng: 80.2565 },
        pickupTime,
      },
    });
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { host, authorization: `Bearer ${rider}`, 'idempotency-key': `book-${++key}-xyz` },
      payload: {
        rideSearchId: quote.json().data.ride_search_id,
        vehicleType: 'sedan',
        customerName: 'Priya',
        customerPhone: '9876543210',
      },
    });
    return booking.json().data[0];
  }

  it('counts rides per status and sums revenue and commission of completed ones', async () => {
    const month = await list('dateFilter=custom&from=2020-01-01&to=' + istDate(30) + '&limit=5');
    const all = await t.database.db.select().from(rides);
    expect(month.counts.all).toBe(all.length);
    for (const status of ['booked', 'accepted', 'ontrip', 'completed', 'cancelled'] as const) {
      expect(month.counts[status]).toBe(all.filter((r) => r.status === status).length);
    }
    const completed = all.filter((r) => r.status === 'completed');
    expect(month.revenue).toBe(completed.reduce((sum, r) => sum + (r.collectedFee ?? r.totalAmount), 0));
    expect(month.commission).toBe(
      completed.reduce((sum, r) => sum + Math.floor((r.totalAmount * 1000) / 10_000), 0),
    );
    expect(month.items).toHaveLength(5);
    const page2 = await list(
      'dateFilter=custom&from=2020-01-01&to=' + istDate(30) + '&limit=5&offset=5&status=completed',
    );
    expect(page2.total).toBe(month.counts.completed);
    expect(page2.items.every((r) => r.status === 'completed' && r.driverName && r.vehicleLabel)).toBe(true);
  });

  it('finds a ride by the start of its id', async () => {
    const [one] = await t.database.db.select().from(rides).limit(1);
    const found = await list(
      `dateFilter=custom&from=2020-01-01&to=${istDate(30)}&q=${one!.id.slice(0, 8).toUpperCase()}`,
    );
    expect(found.items.map((r) => r.id)).toEqual([one!.id]);
  });

  it("finds a ride by its whole id whenever its pickup is (a notification's link), and nothing by a part outside the period", async () => {
    const [one] = await t.database.db.select().from(rides).limit(1);
    // Today's period holds no ride picked up in the past of 2020: the whole id still finds it, a part does not.
    await t.database.db
      .update(rides)
      .set({ pickupAt: new Date('2020-03-01T10:00:00Z') })
      .where(eq(rides.id, one!.id));
    expect((await list(`q=${one!.id}`)).items.map((r) => r.id)).toEqual([one!.id]);
    expect((await list(`q=${one!.id.slice(0, 8)}`)).items).toEqual([]);
    await t.database.db.update(rides).set({ pickupAt: one!.pickupAt }).where(eq(rides.id, one!.id));
  });

  it('runs a ride from booked to completed with every check, and pays out on completion', async () => {
    const ride = await bookSedan();
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.domain, DEMO.host));
    const crew = await t.database.db.select().from(drivers).where(eq(drivers.tenantId, demo!.id));
    const pending = crew.find((d) => d.accountStatus === 'pending')!;
    const busyRides = (await t.database.db.select().from(rides)).filter((r) =>
      ['accepted', 'ontrip'].includes(r.status),
    );
    const free =
      crew.find((d) => d.accountStatus === 'Verified' && !busyRides.some((r) => r.driverId === d.id)) ??
      (
        await t.database.db
          .insert(drivers)
          .values({
            tenantId: demo!.id,
            firstName: 'Free',
            phone: '+919800000001',
            accountStatus: 'Verified',
          })
          .returning()
      )[0]!;
    const fleet = await t.database.db.select().from(vehicles).where(eq(vehicles.tenantId, demo!.id));
    const busyVehicles = new Set(
      (await t.database.db.select().from(rides))
        .filter((r) => ['accepted', 'ontrip'].includes(r.status))
        .map((r) => r.vehicleId),
    );
    const sedan = fleet.find((v) => v.vehicleType === 'sedan' && !busyVehicles.has(v.id))!;
    const suv = fleet.find((v) => v.vehicleType === 'suv')!;

    const unverified = await act(ride.rideId, {
      action: 'accept',
      driverId: pending.id,
      vehicleId: sedan.id,
    });
    expect(unverified.statusCode).toBe(409);
    expect(unverified.json().error.fields.driverId).toBe('Choose a verified driver');
    const wrongType = await act(ride.rideId, { action: 'accept', driverId: free.id, vehicleId: suv.id });
    expect(wrongType.json().error.fields.vehicleId).toBe('Choose a sedan');
    const early = await act(ride.rideId, { action: 'complete' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('This ride is booked and cannot be completed.');

    const accepted = await act(
      ride.rideId,
      { action: 'accept', driverId: free.id, vehicleId: sedan.id },
      'accept-once-0001',
    );
    expect(accepted.json(), accepted.body).toHaveProperty('ride');
    expect(accepted.json().ride).toMatchObject({
      status: 'accepted',
      vehicleLabel: `${sedan.model} · ${sedan.number}`,
    });
    const replay = await act(
      ride.rideId,
      { action: 'accept', driverId: free.id, vehicleId: sedan.id },
      'accept-once-0001',
    );
    expect(replay.json()).toEqual(accepted.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');

    const wrongCode = await act(ride.rideId, {
      action: 'start',
      tripCode: ride.tripCode === '0000' ? '1111' : '0000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error.fields.tripCode).toBe('Wrong trip code');
    expect((await act(ride.rideId, { action: 'start', tripCode: ride.tripCode })).json().ride.status).toBe(
      'ontrip',
    );

    const before = await t.database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.rideId, ride.rideId));
    expect(before).toHaveLength(0);
    const done = await act(ride.rideId, { action: 'complete', collectedFee: ride.totalAmount });
    expect(done.json().ride).toMatchObject({ status: 'completed', collectedFee: ride.totalAmount });
    const entries = await t.database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.rideId, ride.rideId));
    expect(entries.find((e) => e.riderId === null)).toMatchObject({
      direction: 'debit',
      amount: Math.floor(ride.totalAmount / 10),
    });
    expect(entries.find((e) => e.riderId !== null)).toMatchObject({
      direction: 'credit',
      amount: ride.cashbackAmount,
    });

    const events = await t.database.db.select().from(rideEvents).where(eq(rideEvents.rideId, ride.rideId));
    expect(events.map((e) => e.toStatus).sort()).toEqual(['accepted', 'booked', 'completed', 'ontrip']);
    expect((await act(ride.rideId, { action: 'cancel', reason: 'late' })).statusCode).toBe(409);
  });

  it('declines and cancels with a reason', async () => {
    const declined = await bookSedan();
    expect((await act(declined.rideId, { action: 'decline' })).json().ride).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Declined by the partner',
    });
    const cancelled = await bookSedan();
    const noReason = await act(cancelled.rideId, { action: 'cancel', reason: ' ' });
    expect(noReason.json().error.fields.reason).toBe('Give a reason');
    expect(
      (await act(cancelled.rideId, { action: 'cancel', reason: 'Rider asked' })).json().ride.cancelReason,
    ).toBe('Rider asked');
  });

  it('keeps every ride to its own tenant and needs a partner session', async () => {
    const ride = await bookSedan();
    const [other] = await t.database.db
      .insert(tenants)
      .values({ businessName: 'Other', email: 'x@other.test', domain: 'other.test' })
      .returning();
    await t.database.db.update(rides).set({ tenantId: other!.id }).where(eq(rides.id, ride.rideId));
    const foreign = await act(ride.rideId, { action: 'cancel', reason: 'mine now' });
    expect(foreign.statusCode).toBe(404);
    const listed = await list(
      `dateFilter=custom&from=2020-01-01&to=${istDate(30)}&q=${ride.rideId.slice(0, 8)}`,
    );
    expect(listed.items).toHaveLength(0);
    const asRider = await t.app.inject({
      url: '/api/v1/partner/rides',
      headers: { host, authorization: `Bearer ${rider}` },
    });
    expect(asRider.statusCode).toBe(403);
    const untouched = await t.database.db
      .select()
      .from(rides)
      .where(and(eq(rides.id, ride.rideId), isNull(rides.cancelReason)));
    expect(untouched).toHaveLength(1);
  });

  it('rejects bad queries and actions with named fields', async () => {
    const bad = await t.app.inject({
      url: '/api/v1/partner/rides?dateFilter=custom&from=2019-01-01',
      headers: auth(),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['from', 'to']));
    const unknownAction = await act('00000000-0000-4000-8000-000000000000', { action: 'teleport' });
    expect(unknownAction.statusCode).toBe(400);
    const missing = await act('00000000-0000-4000-8000-000000000000', { action: 'cancel', reason: 'x' });
    expect(missing.statusCode).toBe(404);
  });
});
