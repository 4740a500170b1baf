// Quotes and bookings through the real API: server-side prices, quote expiry, idempotent booking,
// and the partner hearing of the new ride over socket.io.
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { QUOTE_TTL_MS, bookingResponseSchema, quoteResponseSchema } from '../../src/domain/booking/booking';
import { rideSummarySchema } from '../../src/domain/rides/ride';
import {
  rateCards,
  rideEvents,
  rides,
  tenantHosts,
  tenants,
  users,
  vehicles,
} from '../../src/server/db/schema';
import { RATE_CARDS } from '../../src/server/db/seed-data';
import { buildApp } from '../../src/server/app';
import { envSchema } from '../../src/server/env';
import { DEMO } from '../../src/server/db/seed';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';
import { partnerToken, riderToken } from '../helpers/sessions';

const host = DEMO.host;
const tomorrowAt = (hour: number, minute = 0) => {
  const at = new Date(Date.now() + 24 * 3600 * 1000);
  at.setUTCHours(hour - 5, minute - 30, 0, 0); // hour:minute in India (UTC+5:30)
  return at.toISOString();
};
const indiaClock = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', timeStyle: 'short' }).format(new Date(iso));
const chennaiCentral = { name: 'Chennai Central', lat: 13.0827, lng: 80.2707 };
const maa = { name: 'Chennai International Airport', lat: 12.9941, lng: 80.1709, iata: 'MAA' };
const pondicherry = { name: 'Puducherry', lat: 11.9338, lng: 79.835 };

describe.each(testDatabases())('booking on $name', (target) => {
  let t: TestApp;
  let rider: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    rider = await riderToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  /** The server's clock a quote's lifetime later (only `Date`: timers and the database keep real time). */
  const afterQuoteExpired = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + QUOTE_TTL_MS + 1000);
  };

  const quote = async (body: object) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quotes',
      headers: { host },
      payload: body,
    });
    return reply;
  };
  const book = (body: object, key: string, token = rider) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { host, authorization: `Bearer ${token}`, 'idempotency-key': key },
      payload: body,
    });

  it('prices every vehicle type the partner runs, inferring the service from the places', async () => {
    const airport = quoteResponseSchema.parse(
      (
        await quote({ pickupLocation: chennaiCentral, dropoffLocation: maa, pickupTime: tomorrowAt(10) })
      ).json(),
    );
    expect(airport.data.service).toBe('airport');
    expect(airport.data.ride_details.map((d) => d.vehicle.vehicle_type).sort()).toEqual([
      'electric',
      'hatchback',
      'luxury',
      'sedan',
      'suv',
    ]);
    const hatchback = airport.data.ride_details.find((d) => d.vehicle.vehicle_type === 'hatchback')!;
    expect(hatchback.vehicle.vehicles.length).toBeGreaterThan(0);
    expect(hatchback.fee.total_fee).toBe(
      hatchback.fee.ride_amount + hatchback.fee.driver_bata + hatchback.fee.tolls,
    );
    expect(airport.data.ride_route.distance_time.ride_distance.unit).toBe('km');

    const outstation = quoteResponseSchema.parse(
      (
        await quote({
          rideType: 'return',
          pickupLocation: chennaiCentral,
          dropoffLocation: pondicherry,
          pickupTime: tomorrowAt(7),
          returnTime: tomorrowAt(20),
        })
      ).json(),
    );
    expect(outstation.data.service).toBe('outstation');
    expect(outstation.data.ride_route.tolls).toBeGreaterThan(0);
    const sedan = outstation.data.ride_details.find((d) => d.vehicle.vehicle_type === 'sedan')!;
    expect(sedan.fee.driver_bata).toBeGreaterThan(0);
    expect(sedan.fee.tolls).toBeGreaterThan(0);
  });

  it('rejects bad searches with field errors', async () => {
    const past = await quote({
      pickupLocation: chennaiCentral,
      dropoffLocation: maa,
      pickupTime: '2020-01-01T10:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields.pickupTime).toBeDefined();
    const noReturn = await quote({
      rideType: 'return',
      pickupLocation: chennaiCentral,
      dropoffLocation: maa,
      pickupTime: tomorrowAt(10),
    });
    expect(noReturn.json().error.fields.returnTime).toBe('Choose a return date and time');
    const nowhere = await quote({
      pickupLocation: { lat: 200, lng: 0, name: 'x' },
      dropoffLocation: maa,
      pickupTime: tomorrowAt(10),
    });
    expect(nowhere.statusCode).toBe(400);
  });

  it('books at the server price, ignores client amounts, and replays a key exactly once', async () => {
    const search = quoteResponseSchema.parse(
      (
        await quote({ pickupLocation: chennaiCentral, dropoffLocation: maa, pickupTime: tomorrowAt(9) })
      ).json(),
    );
    const sedan = search.data.ride_details.find((d) => d.vehicle.vehicle_type === 'sedan')!;
    const body = {
      rideSearchId: search.data.ride_search_id,
      vehicleType: 'sedan',
      customerName: 'Priya Raghavan',
      customerPhone: '98765 43210',
      customerEmail: 'priya@example.com',
      paymentMethod: 'upi',
      totalAmount: 1,
      rideAmount: 1,
    };
    const first = await book(body, 'booking-key-0001');
    expect(first.statusCode).toBe(201);
    const booked = bookingResponseSchema.parse(first.json()).data[0]!;
    expect(booked.totalAmount).toBe(sedan.fee.total_fee);
    expect(booked.cashbackAmount).toBe(Math.round((sedan.fee.total_fee * 500) / 1_000_000) * 100);
    expect(booked).toMatchObject({ status: 'booked', paymentMethod: 'upi' });
    expect(booked.tripCode).toMatch(/^\d{4}$/);

    const replay = await book(body, 'booking-key-0001');
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const stored = await t.database.db.select().from(rides).where(eq(rides.id, booked.rideId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ customerPhone: '+919876543210', status: 'booked' });
    expect(
      await t.database.db.select().from(rideEvents).where(eq(rideEvents.rideId, booked.rideId)),
    ).toHaveLength(1);

    const changed = await book({ ...body, vehicleType: 'suv' }, 'booking-key-0001');
    expect(changed.statusCode).toBe(409);
  });

  it("writes the name typed on the form into a nameless rider's profile, and never over one they have", async () => {
    const nameless = await riderToken(t, '+919812377001');
    const profileName = async () =>
      (
        await t.app.inject({
          url: '/api/v1/me/profile',
          headers: { host, authorization: `Bearer ${nameless}` },
        })
      ).json().name as string;
    expect(await profileName()).toBe('');
    const bookAs = async (customerName: string, key: string) => {
      const search = quoteResponseSchema.parse(
        (
          await quote({ pickupLocation: chennaiCentral, dropoffLocation: maa, pickupTime: tomorrowAt(10) })
        ).json(),
      );
      const body = {
        rideSearchId: search.data.ride_search_id,
        vehicleType: 'sedan',
        customerName,
        customerPhone: '98123 77001',
      };
      const reply = await book(body, key, nameless);
      expect(reply.statusCode, reply.body).toBe(201);
    };
    await bookAs('Meena Iyer', 'booking-name-0001');
    expect(await profileName()).toBe('Meena Iyer');
    await bookAs('For My Aunt', 'booking-name-0002');
    expect(await profileName()).toBe('Meena Iyer');
  });

  it('books a pickup at any minute: 7:45 comes back 7:45, 7:47 too, and "now" is bookable', async () => {
    const bookAt = async (pickupTime: string, key: string) => {
      const search = await quote({ pickupLocation: chennaiCentral, dropoffLocation: maa, pickupTime });
      expect(search.statusCode).toBe(200);
      const reply = await book(
        {
          rideSearchId: quoteResponseSchema.parse(search.json()).data.ride_search_id,
          vehicleType: 'sedan',
          customerName: 'Early Flyer',
          customerPhone: '98765 43210',
          paymentMethod: 'cash',
        },
        key,
      );
      expect(reply.statusCode).toBe(201);
      return bookingResponseSchema.parse(reply.json()).data[0]!;
    };
    const quarterTo8 = await bookAt(tomorrowAt(7, 45), 'booking-key-0745');
    expect(indiaClock(quarterTo8.pickupTime)).toBe('07:45');
    const [stored] = await t.database.db.select().from(rides).where(eq(rides.id, quarterTo8.rideId));
    expect(indiaClock(stored!.pickupAt.toISOString())).toBe('07:45');
    // The form offers 5-minute steps; the API, the chat and the caller's booking take any minute.
    expect(indiaClock((await bookAt(tomorrowAt(7, 47), 'booking-key-0747')).pickupTime)).toBe('07:47');
    const now = new Date().toISOString();
    expect((await bookAt(now, 'booking-key-now')).pickupTime).toBe(now);
  });

  it('answers twins sent at once under one key with the one ride the first made, even once its quote expired', async () => {
    // No read of the key comes first: each twin tries the booking's one statement and all but one fail on the key.
    const search = quoteResponseSchema.parse(
      (
        await quote({ pickupLocation: chennaiCentral, dropoffLocation: maa, pickupTime: tomorrowAt(12) })
      ).json(),
    );
    const body = {
      rideSearchId: search.data.ride_search_id,
      vehicleType: 'sedan',
      customerName: 'Twin Rider',
      customerPhone: '9876543210',
    };
    const twins = await Promise.all(Array.from({ length: 6 }, () => book(body, 'booking-twins-0001')));
    expect(twins.map((reply) => reply.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(twins.map((reply) => reply.body)).size).toBe(1);
    expect(twins.filter((reply) => reply.headers['idempotent-replayed'] === 'false')).toHaveLength(1);
    const made = await t.database.db.select().from(rides).where(eq(rides.customerName, 'Twin Rider'));
    expect(made).toHaveLength(1);
    expect(made[0]!.quoteId).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await t.database.db.select().from(rideEvents).where(eq(rideEvents.rideId, made[0]!.id)),
    ).toHaveLength(1);

    afterQuoteExpired();
    const late = await book(body, 'booking-twins-0001');
    expect(late.statusCode).toBe(201);
    expect(late.body).toBe(twins[0]!.body);
  });

  it('needs a rider session, a key and a live quote', async () => {
    const search = quoteResponseSchema.parse(
      (
        await quote({ pickupLocation: chennaiCentral, dropoffLocation: maa, pickupTime: tomorrowAt(11) })
      ).json(),
    );
    const body = {
      rideSearchId: search.data.ride_search_id,
      vehicleType: 'hatchback',
      customerName: 'A',
      customerPhone: '9876543210',
    };
    expect((await book(body, 'no-session-key', 'not-a-token')).statusCode).toBe(401);
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { host, authorization: `Bearer ${rider}` },
      payload: body,
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.message).toMatch(/Idempotency-Key/);
    const partner = await partnerToken(t);
    expect((await book(body, 'partner-books-key', partner)).statusCode).toBe(403);

    afterQuoteExpired();
    const expired = await book(body, 'expired-quote-key');
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('quote_expired');
  });

  it('keeps no search: its signed id prices the booking, an altered one is refused, another process honours it', async () => {
    const search = quoteResponseSchema.parse(
      (
        await quote({
          pickupLocation: chennaiCentral,
          dropoffLocation: pondicherry,
          pickupTime: tomorrowAt(8),
        })
      ).json(),
    );
    const [payload, signature] = search.data.ride_search_id.split('.');
    const trip = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    expect(trip.route.distanceMeters).toBeGreaterThan(100_000);
    // The rider shortens the trip they pay for and keeps the signature; or signs it themselves.
    const shorter = Buffer.from(
      JSON.stringify({ ...trip, route: { ...trip.route, distanceMeters: 1000 } }),
    ).toString('base64url');
    const body = { vehicleType: 'sedan', customerName: 'Signed Rider', customerPhone: '9876543210' };
    for (const [i, rideSearchId] of [
      `${shorter}.${signature}`,
      `${payload}.${'A'.repeat(43)}`,
      'a.b',
    ].entries()) {
      const refused = await book({ ...body, rideSearchId }, `altered-search-${i}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.fields.rideSearchId).toBe('Search for vehicles again');
    }
    const notAnId = await book({ ...body, rideSearchId: 'x'.repeat(5000) }, 'long-search-id');
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().error.fields.rideSearchId).toBe('Search for vehicles again');

    // A second server on the same database (another process, or this one restarted) without AUTH_SECRET: the key
    // it signs with was made once and kept, so it books the first one's search at the quoted price.
    const other = await buildApp({
      db: t.database.db,
      env: envSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      logger: false,
    });
    try {
      const booked = await other.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: { host, authorization: `Bearer ${rider}`, 'idempotency-key': 'other-process-books' },
        payload: { ...body, rideSearchId: search.data.ride_search_id },
      });
      expect(booked.statusCode).toBe(201);
      const sedan = search.data.ride_details.find((d) => d.vehicle.vehicle_type === 'sedan')!;
      expect(bookingResponseSchema.parse(booked.json()).data[0]!.totalAmount).toBe(sedan.fee.total_fee);
    } finally {
      await other.close();
    }
  });

  it('tells the partner console about a new booking at once', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const partner = await partnerToken(t);
    const socket = connect(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      auth: { token: partner },
      extraHeaders: { host },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      const heard = new Promise((resolve) => socket.once('ride:booked', resolve));
      const search = quoteResponseSchema.parse(
        (
          await quote({ pickupLocation: chennaiCentral, dropoffLocation: maa, pickupTime: tomorrowAt(12) })
        ).json(),
      );
      const reply = await book(
        {
          rideSearchId: search.data.ride_search_id,
          vehicleType: 'suv',
          customerName: 'Arjun',
          customerPhone: '9845012345',
        },
        'socket-booking-1',
      );
      const ride = rideSummarySchema.parse(await heard);
      expect(ride.id).toBe(reply.json().data[0].rideId);
      expect(ride).toMatchObject({
        customerName: 'Arjun',
        vehicleType: 'suv',
        service: 'airport',
        status: 'booked',
      });
    } finally {
      socket.close();
    }
  });

  it('refuses the same pickup and drop, foreign searches, vehicles not offered and blocked riders', async () => {
    const same = await quote({
      pickupLocation: chennaiCentral,
      dropoffLocation: { ...chennaiCentral },
      pickupTime: tomorrowAt(10),
    });
    expect(same.json().error.fields.dropoffLocation).toBe('The drop must differ from the pickup');

    const [other] = await t.database.db
      .insert(tenants)
      .values({ businessName: 'Other Cabs', email: 'o@other.test', domain: 'other.test' })
      .returning();
    await t.database.db.insert(tenantHosts).values({ host: 'other.test', tenantId: other!.id });
    await t.database.db
      .insert(rateCards)
      .values({ tenantId: other!.id, vehicleType: 'sedan', rates: RATE_CARDS[1]!.rates });
    await t.database.db
      .insert(vehicles)
      .values({ tenantId: other!.id, vehicleType: 'sedan', model: 'Dzire', number: 'KA01 AB1234' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quotes',
      headers: { host: 'other.test' },
      payload: { pickupLocation: chennaiCentral, dropoffLocation: maa, pickupTime: tomorrowAt(10) },
    });
    const foreignId = foreign.json().data.ride_search_id;
    const body = {
      rideSearchId: foreignId,
      vehicleType: 'sedan',
      customerName: 'A',
      customerPhone: '9876543210',
    };
    const crossed = await book(body, 'foreign-quote-key');
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().error.fields.rideSearchId).toBeDefined();

    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.domain, DEMO.host));
    await t.database.db
      .delete(vehicles)
      .where(and(eq(vehicles.tenantId, demo!.id), eq(vehicles.vehicleType, 'luxury')));
    const search = quoteResponseSchema.parse(
      (
        await quote({ pickupLocation: chennaiCentral, dropoffLocation: maa, pickupTime: tomorrowAt(13) })
      ).json(),
    );
    expect(search.data.ride_details.some((d) => d.vehicle.vehicle_type === 'luxury')).toBe(false);
    const notOffered = await book(
      { ...body, rideSearchId: search.data.ride_search_id, vehicleType: 'luxury' },
      'luxury-not-offered',
    );
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().error.fields.vehicleType).toBeDefined();

    await t.database.db.update(users).set({ blockedAt: new Date() }).where(eq(users.phone, '+919876543210'));
    // A blocked rider's session is refused outright, even where the block was written without ending it.
    const blocked = await book({ ...body, rideSearchId: search.data.ride_search_id }, 'blocked-rider-key');
    expect(blocked.statusCode).toBe(401);
    await t.database.db.update(users).set({ blockedAt: null }).where(eq(users.phone, '+919876543210'));
  });
});
