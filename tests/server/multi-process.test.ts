// Two server processes on two ports, one PostgreSQL and one Redis: a booking taken by one process reaches the
// partner's socket held by the other. Needs both servers, which CI provides (DATABASE_URL and REDIS_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { sessionSchema } from '../../src/domain/auth/auth';
import { bookingResponseSchema, quoteResponseSchema } from '../../src/domain/booking/booking';
import { rideSummarySchema } from '../../src/domain/rides/ride';
import { DEMO } from '../../src/server/db/seed';
import { startServerPair, type ServerPair } from '../helpers/server-pair';
import { postJson } from '../helpers/server-process';
import { waitFor } from '../helpers/wait-for';

const { DATABASE_URL, REDIS_URL } = process.env;

describe.runIf(DATABASE_URL && REDIS_URL)('two server processes', () => {
  let pair: ServerPair | undefined;
  let socket: Socket | undefined;

  beforeAll(async () => {
    pair = await startServerPair(DATABASE_URL!, REDIS_URL!);
  });
  afterAll(async () => {
    socket?.close();
    await pair?.close();
  });

  it('delivers a booking made on one process to a partner connected to the other', async () => {
    const [partnerSide, riderSide] = pair!.servers;
    await postJson(partnerSide.base, '/api/v1/auth/partner/code', { email: DEMO.partnerEmail });
    const partner = await postJson(partnerSide.base, '/api/v1/auth/partner/verify', {
      email: DEMO.partnerEmail,
      code: await pair!.smtp.codeFor(DEMO.partnerEmail),
    });
    expect(partner.status).toBe(200);
    socket = connect(partnerSide.base, {
      transports: ['websocket'],
      auth: { token: sessionSchema.parse(partner.body).token },
      extraHeaders: { host: DEMO.host },
    });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', resolve);
      socket!.once('connect_error', reject);
    });
    const heard = new Promise((resolve) => socket!.once('ride:booked', resolve));

    const phone = '+919876543210';
    await postJson(riderSide.base, '/api/v1/auth/rider/code', { phone });
    const code = await waitFor(
      async () => /SMS to \+919876543210\] (\d{4})/.exec(riderSide.log.join(''))?.[1],
      'the texted code',
      10_000,
    );
    const rider = await postJson(riderSide.base, '/api/v1/auth/rider/verify', { phone, code });
    const quote = await postJson(riderSide.base, '/api/v1/quotes', {
      pickupLocation: { name: 'Chennai Central', lat: 13.0827, lng: 80.2707 },
      dropoffLocation: { name: 'Chennai Airport', lat: 12.9941, lng: 80.1709, iata: 'MAA' },
      pickupTime: new Date(Date.now() + 30 * 3600_000).toISOString(),
    });
    const booking = await postJson(
      riderSide.base,
      '/api/v1/bookings',
      {
        rideSearchId: quoteResponseSchema.parse(quote.body).data.ride_search_id,
        vehicleType: 'sedan',
        customerName: 'Priya',
        customerPhone: phone,
      },
      {
        authorization: `Bearer ${sessionSchema.parse(rider.body).token}`,
        'idempotency-key': 'two-process-booking',
      },
    );
    expect(booking.status).toBe(201);
    const ride = rideSummarySchema.parse(await heard);
    expect(ride.id).toBe(bookingResponseSchema.parse(booking.body).data[0]!.rideId);
  });
});
