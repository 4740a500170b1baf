// SIGTERM loses no booking: a real server process takes 200 bookings from concurrent riders' requests and is sent
// SIGTERM part-way through. Every request is either acknowledged (201 with a ride) or refused (503, or a
// connection the closed listener no longer takes), never failed half-way; afterwards the database holds exactly
// the acknowledged rides; a socket client hears to reconnect elsewhere; readiness stops answering 200; and the
// process exits 0 within SHUTDOWN_TIMEOUT_MS. On PostgreSQL when DATABASE_URL is set, else on PGlite on disk.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '../../src/domain/auth/auth';
import { bookingResponseSchema, quoteResponseSchema } from '../../src/domain/booking/booking';
import { SOCKET_EVENTS } from '../../src/domain/socket-events';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { rides, users } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { exited, startServer, type ServerProcess, postJson } from '../helpers/server-process';
import { openFreshPostgres } from '../helpers/test-databases';
import { waitFor } from '../helpers/wait-for';

const BOOKINGS = 200;
const IN_FLIGHT = 8;
/** Acknowledged bookings after which SIGTERM is sent, with others in flight and more not sent. */
const SIGTERM_AFTER = 80;
const SHUTDOWN_TIMEOUT_MS = 10_000;
const PHONE = '+919812345678';

/** Where the server keeps its data, and how the test reads it once the process is gone. */
async function serverDatabase(): Promise<{
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
}> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const fresh = await openFreshPostgres(url);
    return { env: { DATABASE_URL: fresh.url }, open: async () => fresh };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'travelx-shutdown-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: async () => {
      const handle = await openDatabase({ dataDir });
      return { ...handle, close: () => handle.close().then(() => rmSync(dataDir, { recursive: true })) };
    },
  };
}

describe('SIGTERM under bookings', () => {
  let server: ServerProcess | undefined;
  let database: DatabaseHandle | undefined;
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await exited(server);
    }
    await database?.close();
  });

  it('finishes the bookings in flight, refuses the rest whole, and exits 0 within the bound', async () => {
    const target = await serverDatabase();
    server = await startServer({
      ...target.env,
      SEED_DEMO: '1',
      AUTH_SECRET: randomBytes(24).toString('hex'),
      ABUSE_LIMIT_FACTOR: '100',
      QUOTE_RATE_LIMIT: '100000',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      REDIS_URL: '',
      SMTP_URL: '',
    });
    const { base } = server;
    await postJson(base, '/api/v1/auth/rider/code', { phone: PHONE });
    const code = await waitFor(
      async () => /SMS to \+919812345678\] (\d{4})/.exec(server!.log.join(''))?.[1],
      'the texted code',
    );
    const login = await postJson(base, '/api/v1/auth/rider/verify', { phone: PHONE, code });
    const auth = { authorization: `Bearer ${sessionSchema.parse(login.body).token}` };

    const socket = connect(base, { transports: ['websocket'], extraHeaders: { host: DEMO.host } });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const toldToReconnect = new Promise<boolean>((resolve) =>
      socket.once(SOCKET_EVENTS.serverRestarting, () => resolve(true)),
    );

    const bookings = await Promise.all(
      Array.from({ length: BOOKINGS }, async (_, i) => {
        const quote = await postJson(base, '/api/v1/quotes', {
          pickupLocation: { name: 'T. Nagar', lat: 13.0418, lng: 80.2341 },
          dropoffLocation: { name: 'Adyar', lat: 13.0012, lng: 80.2565 },
          pickupTime: new Date(Date.now() + (2 + i) * 3600_000).toISOString(),
        });
        return {
          key: `drain-booking-${i}`,
          body: {
            rideSearchId: quoteResponseSchema.parse(quote.body).data.ride_search_id,
            vehicleType: 'sedan',
            customerName: 'Priya',
            customerPhone: PHONE,
          },
        };
      }),
    );

    const acknowledged = new Set<string>();
    const refused = { unavailable: 0, connection: 0 };
    const readiness: Array<number | 'refused'> = [];
    let signalledAt = 0;
    let next = 0;
    const askReadiness = async () => {
      while (server!.child.exitCode === null) {
        readiness.push(
          await fetch(`${base}/api/v1/ready`, { headers: { host: DEMO.host } }).then(
            (response) => response.status,
            () => 'refused' as const,
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const worker = async () => {
      while (next < bookings.length) {
        const booking = bookings[next]!;
        next += 1;
        const reply = await postJson(base, '/api/v1/bookings', booking.body, {
          ...auth,
          'idempotency-key': booking.key,
        }).catch(() => null);
        if (!reply) {
          expect(signalledAt, `${booking.key} refused before SIGTERM`).toBeGreaterThan(0);
          refused.connection += 1;
        } else if (reply.status === 503 && signalledAt) refused.unavailable += 1;
        else {
          expect(reply.status, `${booking.key}: ${JSON.stringify(reply.body)}`).toBe(201);
          acknowledged.add(bookingResponseSchema.parse(reply.body).data[0]!.rideId);
        }
        if (acknowledged.size >= SIGTERM_AFTER && !signalledAt) {
          signalledAt = Date.now();
          server!.child.kill('SIGTERM');
          void askReadiness();
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await exited(server);
    const exitMs = Date.now() - signalledAt;

    expect(server.child.exitCode, server.log.join('')).toBe(0);
    expect(exitMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(await Promise.race([toldToReconnect, new Promise((resolve) => setTimeout(resolve, 1000))])).toBe(
      true,
    );
    socket.close();
    // Once readiness stopped answering 200, it never answered 200 again.
    const firstNotReady = readiness.findIndex((answer) => answer !== 200);
    expect(firstNotReady).toBeGreaterThanOrEqual(0);
    expect(readiness.slice(firstNotReady).every((answer) => answer === 503 || answer === 'refused')).toBe(
      true,
    );
    expect(acknowledged.size + refused.unavailable + refused.connection).toBe(BOOKINGS);
    expect(acknowledged.size).toBeLessThan(BOOKINGS);

    database = await target.open();
    const [rider] = await database.db.select().from(users).where(eq(users.phone, PHONE));
    const stored = await database.db.select({ id: rides.id }).from(rides).where(eq(rides.riderId, rider!.id));
    // Exactly the acknowledged rides: none lost, and no refused request booked half-way.
    expect(new Set(stored.map((ride) => ride.id))).toEqual(acknowledged);
    console.info(
      `graceful shutdown on ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}: ${acknowledged.size} of ` +
        `${BOOKINGS} bookings acknowledged and stored, ${refused.unavailable} refused 503, ` +
        `${refused.connection} refused at connect; exit 0 ${exitMs} ms after SIGTERM; readiness after it: ` +
        `${readiness.filter((answer) => answer === 503).length}×503 before the listener closed`,
    );
  }, 120_000);
});
