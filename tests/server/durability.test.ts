// Bookings survive the server being killed mid-flight: a real server process on a fresh PostgreSQL takes a
// stream of concurrent bookings, each with its own Idempotency-Key, and is killed with SIGKILL (no shutdown,
// no flush) part-way through. Started again on the same database, it is sent every booking again with the
// same key: each booking acknowledged before the kill is in the database exactly once, every replay answers
// the first result (the same ride), and no key made two rides. Needs PostgreSQL (DATABASE_URL), as CI has.
import { randomBytes } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '../../src/domain/auth/auth';
import { bookingResponseSchema, quoteResponseSchema } from '../../src/domain/booking/booking';
import { idempotencyKeys, rides, users } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed';
import { exited, startServer, type ServerProcess, postJson } from '../helpers/server-process';
import { openFreshPostgres } from '../helpers/test-databases';
import { waitFor } from '../helpers/wait-for';

const { DATABASE_URL } = process.env;
const BOOKINGS = 80;
const IN_FLIGHT = 8;
/** Acknowledged bookings after which the process is killed, with others in flight and more not sent. */
const KILL_AFTER = 25;
const PHONE = '+919876543210';

describe.runIf(DATABASE_URL)('bookings across a killed server process on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof openFreshPostgres>>;
  let server: ServerProcess | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await openFreshPostgres(DATABASE_URL!);
    await seedDemo(database.db);
    env = {
      DATABASE_URL: database.url,
      AUTH_SECRET: randomBytes(24).toString('hex'),
      ABUSE_LIMIT_FACTOR: '100',
      QUOTE_RATE_LIMIT: '100000',
      REDIS_URL: '',
      SMTP_URL: '',
    };
    server = await startServer(env);
  });
  afterAll(async () => {
    if (server) {
      server.child.kill('SIGTERM');
      await exited(server);
    }
    await database?.close();
  });

  const keysStored = async (keys: string[]) =>
    (
      await database.db
        .select({ keys: count() })
        .from(idempotencyKeys)
        .where(inArray(idempotencyKeys.key, keys))
    )[0]!.keys;

  it('keeps every acknowledged booking exactly once and replays each key to its first ride', async () => {
    const first = server!;
    await postJson(first.base, '/api/v1/auth/rider/code', { phone: PHONE });
    const code = await waitFor(
      async () => /SMS to \+919876543210\] (\d{4})/.exec(first.log.join(''))?.[1],
      'the texted code',
    );
    const login = await postJson(first.base, '/api/v1/auth/rider/verify', { phone: PHONE, code });
    const auth = { authorization: `Bearer ${sessionSchema.parse(login.body).token}` };
    const [rider] = await database.db.select().from(users).where(eq(users.phone, PHONE));
    const ridesOfRider = async () =>
      (await database.db.select({ rides: count() }).from(rides).where(eq(rides.riderId, rider!.id)))[0]!
        .rides;
    const before = await ridesOfRider();

    const requests: { key: string; body: object }[] = [];
    for (let i = 0; i < BOOKINGS; i += 1) {
      const quote = await postJson(first.base, '/api/v1/quotes', {
        pickupLocation: { name: 'T. Nagar', lat: 13.0418, lng: 80.2341 },
        dropoffLocation: { name: 'Adyar', lat: 13.0012, lng: 80.2565 },
        pickupTime: new Date(Date.now() + (2 + i) * 3600_000).toISOString(),
      });
      requests.push({
        key: `durable-booking-${i.toString().padStart(3, '0')}`,
        body: {
          rideSearchId: quoteResponseSchema.parse(quote.body).data.ride_search_id,
          vehicleType: 'sedan',
          customerName: 'Priya',
          customerPhone: PHONE,
        },
      });
    }

    // Workers take the next booking until the process is gone; the kill lands while IN_FLIGHT are open.
    const acknowledged = new Map<string, string>();
    const sent = new Set<string>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed && next < requests.length) {
        const request = requests[next]!;
        next += 1;
        sent.add(request.key);
        try {
          const reply = await postJson(first.base, '/api/v1/bookings', request.body, {
            ...auth,
            'idempotency-key': request.key,
          });
          if (reply.status >= 200 && reply.status < 300 && !killed)
            acknowledged.set(request.key, bookingResponseSchema.parse(reply.body).data[0]!.rideId);
          else if (!killed)
            throw new Error(`booking ${request.key}: ${reply.status} ${JSON.stringify(reply.body)}`);
        } catch (error) {
          if (!killed) throw error;
        }
        if (acknowledged.size >= KILL_AFTER && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await exited(first);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(sent.size).toBeLessThan(BOOKINGS);
    const committedAtKill = await keysStored([...sent]);

    server = await startServer(env);
    const replays = new Map<string, string>();
    for (const request of requests.filter((candidate) => sent.has(candidate.key))) {
      const reply = await postJson(server.base, '/api/v1/bookings', request.body, {
        ...auth,
        'idempotency-key': request.key,
      });
      expect(reply.status, `${request.key}: ${JSON.stringify(reply.body)}`).toBe(201);
      replays.set(request.key, bookingResponseSchema.parse(reply.body).data[0]!.rideId);
    }
    for (const [key, rideId] of acknowledged) expect(replays.get(key), key).toBe(rideId);

    const found = await database.db
      .select({ id: rides.id })
      .from(rides)
      .where(inArray(rides.id, [...acknowledged.values()]));
    const [made] = await database.db
      .select({ rides: count() })
      .from(rides)
      .where(inArray(rides.id, [...replays.values()]));
    expect(found).toHaveLength(acknowledged.size);
    expect(new Set(replays.values()).size).toBe(sent.size);
    expect(made!.rides).toBe(sent.size);
    expect(await keysStored([...sent])).toBe(sent.size);
    // The rider's earlier rides plus exactly one per key sent: nothing booked twice.
    expect(await ridesOfRider()).toBe(before + sent.size);
    console.info(
      `durability on postgres: ${sent.size} bookings sent, ${acknowledged.size} acknowledged before SIGKILL, ` +
        `${found.length} of them found once after restart (${committedAtKill} committed by the kill); ` +
        `${sent.size} replays answered with the first ride, ${made!.rides} rides for ${sent.size} keys`,
    );
  }, 180_000);
});
