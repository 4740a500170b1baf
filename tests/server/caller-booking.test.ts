// Booking for a caller through the real API: callers found by the digits typed with their last places, the
// booking priced by the same quote and made by the same service (on the board, a replay answered once), the
// caller texted the trip code, a new number made a customer, and a foreign number or a past time refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookingResponseSchema } from '../../src/domain/booking/booking';
import { callerListSchema } from '../../src/domain/booking/caller-booking';
import { rides, users } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const TRIP = {
  pickupLocation: { name: 'T. Nagar', lat: 13.0418, lng: 80.2341 },
  dropoffLocation: { name: 'Adyar', lat: 13.0012, lng: 80.2565 },
};

describe.each(testDatabases())('booking for a caller on $name', (target) => {
  let t: TestApp;
  let partner: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    partner = await partnerToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  const quote = async (pickupTime = new Date(Date.now() + 2 * 3600_000).toISOString()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/quotes',
      headers: { host },
      payload: { ...TRIP, pickupTime },
    });
  const book = (payload: object, key: string, token = partner) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/partner/bookings',
      headers: { host, authorization: `Bearer ${token}`, 'idempotency-key': key },
      payload,
    });
  const callers = (digits: string, token = partner) =>
    t.app.inject({
      url: `/api/v1/partner/callers?phone=${encodeURIComponent(digits)}`,
      headers: { host, authorization: `Bearer ${token}` },
    });

  it('books a new caller through the same quote and booking, texts the trip code, and makes them a customer', async () => {
    // The dispatcher's time field takes any minute: 47 past the hour is booked as 47 past.
    const pickupAt = new Date(Date.now() + 2 * 3600_000);
    pickupAt.setUTCMinutes(47, 0, 0);
    const searched = (await quote(pickupAt.toISOString())).json().data;
    const sedan = searched.ride_details.find(
      (detail: { vehicle: { vehicle_type: string } }) => detail.vehicle.vehicle_type === 'sedan',
    );
    const payload = {
      rideSearchId: searched.ride_search_id,
      vehicleType: 'sedan',
      customerName: 'Lakshmi',
      customerPhone: '98765 11122',
      paymentMethod: 'cash',
    };
    const before = t.sms.length;
    const booked = await book(payload, 'caller-booking-0001');
    expect(booked.statusCode, booked.body).toBe(201);
    const [ride] = bookingResponseSchema.parse(booked.json()).data;
    expect(ride!.totalAmount).toBe(sedan.fee.total_fee);
    const again = await book(payload, 'caller-booking-0001');
    expect(again.headers['idempotent-replayed']).toBe('true');

    const text = await t.textTo('+919876511122', before);
    expect(text.to).toBe('+919876511122');
    expect(text.text).toContain(`Trip code ${ride!.tripCode}`);
    const [caller] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.phone, '+919876511122'), eq(users.role, 'rider')));
    expect(caller?.name).toBe('Lakshmi');
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, ride!.rideId));
    expect(row).toMatchObject({ riderId: caller!.id, status: 'booked', customerName: 'Lakshmi' });
    expect([ride!.pickupTime, row!.pickupAt.toISOString()]).toEqual([
      pickupAt.toISOString(),
      pickupAt.toISOString(),
    ]);
  });

  it('finds callers by the digits typed so far, with where they last rode', async () => {
    const found = callerListSchema.parse((await callers('765111')).json()).items;
    expect(found).toEqual([
      expect.objectContaining({
        name: 'Lakshmi',
        phone: '+919876511122',
        lastPickup: expect.objectContaining({ name: 'T. Nagar' }),
        lastDropoff: expect.objectContaining({ name: 'Adyar' }),
      }),
    ]);
    expect((await callers('12')).statusCode).toBe(400);
    expect((await callers('765111', await riderToken(t))).statusCode).toBe(403);
  });

  it('names a caller whose account has no name by the name their booking recorded, here and in customers', async () => {
    await t.database.db.update(users).set({ name: '' }).where(eq(users.phone, '+919876511122'));
    const found = callerListSchema.parse((await callers('765111')).json()).items;
    expect(found.map((caller) => caller.name)).toEqual(['Lakshmi']);
    const customers = await t.app.inject({
      url: '/api/v1/partner/customers?type=user&q=9876511122',
      headers: { host, authorization: `Bearer ${partner}` },
    });
    expect(customers.json().items.map((item: { name: string }) => item.name)).toEqual(['Lakshmi']);
  });

  it("refuses a number outside the partner's country and a pickup in the past", async () => {
    const searched = (await quote()).json().data;
    const foreign = await book(
      {
        rideSearchId: searched.ride_search_id,
        vehicleType: 'sedan',
        customerName: 'Tom',
        customerPhone: '+1 202 555 0143',
      },
      'caller-booking-0002',
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.customerPhone).toBe('Enter a phone number in India');
    const invalid = await book(
      {
        rideSearchId: searched.ride_search_id,
        vehicleType: 'sedan',
        customerName: 'Tom',
        customerPhone: '12345',
      },
      'caller-booking-0003',
    );
    expect(invalid.json().error.fields.customerPhone).toBe('Invalid phone number');
    const past = await quote(new Date(Date.now() - 3600_000).toISOString());
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields.pickupTime).toBe('Choose a time from now on');
  });
});
