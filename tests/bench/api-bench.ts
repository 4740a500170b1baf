// Quote and booking throughput against the real server (real database, real rider session), each beside a
// bare Fastify route measured in the same run, so the figure says what our stack costs over Fastify itself.
// Three rounds, each bare → quotes → bookings back to back, so a neighbour's load on this shared machine weighs
// on all three alike; the table gives the median and the range of the rounds.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { DEMO } from '../../src/server/db/seed';
import { riderToken } from '../helpers/sessions';
import { startTestApp } from '../helpers/test-app';
import type { TestDatabase } from '../helpers/test-databases';
import { spread } from './spread';

const DURATION_S = 3;
const CONNECTIONS = 10;
const ROUNDS = 3;

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

/** Quotes and bookings against a server at `base`, every booking under a new Idempotency-Key. */
export async function measureRoutes(base: string, token: string, rideSearchId: string): Promise<Figure[]> {
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
    await measure('POST /api/v1/quotes', {
      url: `${base}/api/v1/quotes`,
      method: 'POST',
      headers,
      body: quoteBody(),
    }),
    await measure('POST /api/v1/bookings', {
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

export async function benchApi(target: TestDatabase): Promise<Figure[][]> {
  // The per-client and per-session limits would turn this single client's load into 429s; the bench measures the work.
  const t = await startTestApp(target, {
    env: { QUOTE_RATE_LIMIT: '100000000', ABUSE_LIMIT_FACTOR: '1000000' },
  });
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const token = await riderToken(t);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quotes',
      headers: { host: DEMO.host, 'content-type': 'application/json' },
      payload: quoteBody(),
    });
    const rideSearchId = quote.json().data.ride_search_id as string;
    const rounds: Figure[][] = [];
    for (let round = 0; round < ROUNDS; round++)
      rounds.push([await bareFastify(), ...(await measureRoutes(base, token, rideSearchId))]);
    return rounds;
  } finally {
    await t.close();
  }
}

/** One line per route: median and range of its rounds, and its median share of the bare route's rate. */
export function printApiFigures(title: string, rounds: Figure[][]) {
  console.log(
    `\nAPI throughput on ${title} (${CONNECTIONS} connections, ${DURATION_S} s, ${rounds.length} rounds; ` +
      `load average ${loadavg()[0]!.toFixed(2)})`,
  );
  console.log(
    'route'.padEnd(24),
    'req/s median [range]'.padStart(24),
    '% bare'.padStart(7),
    'p99 ms median [range]'.padStart(22),
    'errors'.padStart(7),
  );
  const bare = rounds.map((round) => round[0]!.requestsPerSecond);
  for (const [index, first] of rounds[0]!.entries()) {
    const figures = rounds.map((round) => round[index]!);
    const rate = spread(figures.map((f) => f.requestsPerSecond));
    const shares = figures.map((f, i) => (100 * f.requestsPerSecond) / bare[i]!);
    console.log(
      first.name.padEnd(24),
      rate.text(0).padStart(24),
      spread(shares).median.toFixed(1).padStart(7),
      spread(figures.map((f) => f.p99Ms))
        .text(0)
        .padStart(22),
      String(figures.reduce((sum, f) => sum + f.errors, 0)).padStart(7),
    );
  }
}
