// Quote and booking throughput of the server as `npm start` runs it: its own process (server-process.ts), a real
// database, a rider logged in through the API, logging as configured (by default, and with LOG_LEVEL=warn). Each
// figure stands beside a bare Fastify route measured in the same run, so it says what our stack costs over Fastify
// itself. Rounds interleave every variant (bare, then each server's quotes and bookings) so a neighbour's load on
// this shared machine weighs on all alike; the table gives the median and the range of the rounds.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { DEMO } from '../../src/server/db/seed';
import { openFreshPostgres } from '../helpers/test-databases';
import { waitFor } from '../helpers/wait-for';
import { startServerProcess, type ServerProcess } from './server-process';
import { spread } from './spread';

const DURATION_S = 6;
const CONNECTIONS = 20;
const ROUNDS = 3;
const FIRST_PORT = 18_201;
/** Where the API bench finds PostgreSQL unless DATABASE_URL names one: the local server, if it answers. */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
/** The per-client and per-session limits would turn the bench's single client into 429s; it measures the work. */
const UNLIMITED = { QUOTE_RATE_LIMIT: '100000000', ABUSE_LIMIT_FACTOR: '1000000' };

export interface Figure {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Figure> {
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
  const failed = result.errors + result.non2xx;
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: failed,
  };
}

export async function bareFastify(): Promise<Figure> {
  const bare = Fastify();
  bare.post('/', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/`;
  try {
    return await measure('bare Fastify POST', {
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  } finally {
    await bare.close();
  }
}

const pickupTime = () => new Date(Date.now() + 48 * 3600_000).toISOString();
export const quoteBody = () =>
  JSON.stringify({
    pickupLocation: { name: 'Chennai Central', lat: 13.0827, lng: 80.2707 },
    dropoffLocation: { name: 'Bengaluru', lat: 12.9716, lng: 77.5946 },
    pickupTime: pickupTime(),
  });

/** Quotes and bookings against a server at `base`, every booking under a new Idempotency-Key; `label` prefixes
 * the figures' names. */
export async function measureRoutes(
  base: string,
  token: string,
  rideSearchId: string,
  label = '',
): Promise<Figure[]> {
  const headers = { host: DEMO.host, 'content-type': 'application/json' };
  const booking = JSON.stringify({
    rideSearchId,
    vehicleType: 'sedan',
    customerName: 'Bench Rider',
    customerPhone: '9876543210',
  });
  const bookingHeaders = () => ({
    ...headers,
    authorization: `Bearer ${token}`,
    'idempotency-key': randomUUID(),
  });
  return [
    await measure(`${label}quotes`, {
      url: `${base}/api/v1/quotes`,
      method: 'POST',
      headers,
      body: quoteBody(),
    }),
    await measure(`${label}bookings`, {
      url: `${base}/api/v1/bookings`,
      method: 'POST',
      headers: bookingHeaders(),
      body: booking,
      setupClient: (client) => {
        client.setHeaders(bookingHeaders());
        client.on('response', () => client.setHeaders(bookingHeaders()));
      },
    }),
  ];
}

const post = (base: string, path: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { host: DEMO.host, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }).then((reply) => reply.json() as Promise<Record<string, unknown>>);

/** A rider session through the real login: the code the server texts is in its log (SMS_PROVIDER=log). */
export async function riderLogin(base: string, logFile: string): Promise<string> {
  const phone = '+919876543210';
  await post(base, '/api/v1/auth/rider/code', { phone });
  const code = await waitFor(
    async () => /SMS to \+919876543210\] (\d{4})/.exec(readFileSync(logFile, 'utf8'))?.[1],
    'the texted code',
    // The outbox sends it on its next sweep: slow on a loaded machine.
    60_000,
  );
  const { token } = await post(base, '/api/v1/auth/rider/verify', { phone, code });
  if (typeof token !== 'string') throw new Error('the rider login gave no token');
  return token;
}

/** One server to measure: a build (this checkout, or another one's folder) and its LOG_LEVEL. */
export interface Variant {
  label: string;
  logLevel?: string;
  cwd?: string;
}

interface Running {
  variant: Variant;
  server: ServerProcess;
  token: string;
  rideSearchId: string;
  close: () => Promise<void>;
}

/** The database each server process gets to itself: an embedded one in its folder, or a new PostgreSQL database
 * the bench drops afterwards. */
async function startVariant(variant: Variant, port: number, postgres: string | undefined): Promise<Running> {
  const folder = mkdtempSync(join(tmpdir(), 'travelx-api-bench-'));
  const logFile = join(folder, 'server.log');
  const database = postgres ? await openFreshPostgres(postgres) : undefined;
  const cleanUp = async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const server = await startServerProcess(port, join(folder, 'data'), 120_000, {
      databaseUrl: database?.url,
      logLevel: variant.logLevel,
      logFile,
      cwd: variant.cwd,
      env: UNLIMITED,
    });
    const base = `http://127.0.0.1:${port}`;
    const token = await riderLogin(base, logFile).catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
    const quote = (await post(base, '/api/v1/quotes', JSON.parse(quoteBody()) as object)) as {
      data: { ride_search_id: string };
    };
    return {
      variant,
      server,
      token,
      rideSearchId: quote.data.ride_search_id,
      close: async () => {
        await server.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** PostgreSQL's admin URL (DATABASE_URL, else the local server) if it answers; undefined if it does not. */
export async function reachablePostgres(): Promise<string | undefined> {
  const url = process.env.DATABASE_URL || LOCAL_POSTGRES;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Every variant's server on one database (PostgreSQL at `postgres`, else embedded), `rounds` interleaved rounds. */
export async function benchApi(
  variants: Variant[],
  postgres: string | undefined,
  rounds = ROUNDS,
): Promise<Figure[][]> {
  const running: Running[] = [];
  try {
    for (const [index, variant] of variants.entries())
      running.push(await startVariant(variant, FIRST_PORT + index, postgres));
    const figures: Figure[][] = [];
    for (let round = 0; round < rounds; round++) {
      const row = [await bareFastify()];
      for (const { variant, server, token, rideSearchId } of running)
        row.push(
          ...(await measureRoutes(
            server.baseUrl.replace('localhost', '127.0.0.1'),
            token,
            rideSearchId,
            `${variant.label} `,
          )),
        );
      figures.push(row);
    }
    return figures;
  } finally {
    for (const server of running) await server.close();
  }
}

/** One line per route: median and range of its rounds, and its median share of the bare route's rate. */
export function printApiFigures(title: string, rounds: Figure[][]) {
  console.log(
    `\nAPI throughput on ${title} (${CONNECTIONS} connections, ${DURATION_S} s, ${rounds.length} rounds; ` +
      `load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')})`,
  );
  console.log(
    'route'.padEnd(36),
    'req/s median [range]'.padStart(24),
    '% bare median [range]'.padStart(22),
    'p99 ms median [range]'.padStart(22),
    'errors'.padStart(7),
  );
  const bare = rounds.map((round) => round[0]!.requestsPerSecond);
  for (const [index, first] of rounds[0]!.entries()) {
    const figures = rounds.map((round) => round[index]!);
    const rate = spread(figures.map((f) => f.requestsPerSecond));
    const shares = figures.map((f, i) => (100 * f.requestsPerSecond) / bare[i]!);
    console.log(
      first.name.padEnd(36),
      rate.text(0).padStart(24),
      spread(shares).text(1).padStart(22),
      spread(figures.map((f) => f.p99Ms))
        .text(0)
        .padStart(22),
      String(figures.reduce((sum, f) => sum + f.errors, 0)).padStart(7),
    );
  }
}
