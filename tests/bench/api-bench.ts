// Quote and booking throughput against the real server (real database, real rider session), each beside a
// bare Fastify route measured in the same run, so the figure says what our stack costs over Fastify itself.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { DEMO } from '../../src/server/db/seed';
import { riderToken } from '../helpers/sessions';
import { startTestApp } from '../helpers/test-app';
import type { TestDatabase } from '../helpers/test-databases';

const DURATION_S = 3;
const CONNECTIONS = 10;

interface Figure {
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

async function bareFastify(): Promise<Figure> {
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
const quoteBody = () =>
  JSON.stringify({
    pickupLocation: { name: 'Chennai Central', lat: 13.0827, lng: 80.2707 },
    dropoffLocation: { name: 'Bengaluru', lat: 12.9716, lng: 77.5946 },
    pickupTime: pickupTime(),
  });

export async function benchApi(target: TestDatabase): Promise<Figure[]> {
  // The per-client and per-session limits would turn this single client's load into 429s; the bench measures the work.
  const t = await startTestApp(target, {
    env: { QUOTE_RATE_LIMIT: '100000000', ABUSE_LIMIT_FACTOR: '1000000' },
  });
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const token = await riderToken(t);
    const headers = { host: DEMO.host, 'content-type': 'application/json' };
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quotes',
      headers,
      payload: quoteBody(),
    });
    const rideSearchId = quote.json().data.ride_search_id as string;
    const booking = JSON.stringify({
      rideSearchId,
      vehicleType: 'sedan',
      customerName: 'Bench Rider',
      customerPhone: '9876543210',
    });
    return [
      await bareFastify(),
      await measure('POST /api/v1/quotes', {
        url: `${base}/api/v1/quotes`,
        method: 'POST',
        headers,
        body: quoteBody(),
      }),
      await measure('POST /api/v1/bookings', {
        url: `${base}/api/v1/bookings`,
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: booking,
        setupClient: (client) => {
          client.setHeaders({
            ...headers,
            authorization: `Bearer ${token}`,
            'idempotency-key': randomUUID(),
          });
          client.on('response', () =>
            client.setHeaders({
              ...headers,
              authorization: `Bearer ${token}`,
              'idempotency-key': randomUUID(),
            }),
          );
        },
      }),
    ];
  } finally {
    await t.close();
  }
}

export function printApiFigures(database: string, figures: Figure[]) {
  console.log(`\nAPI throughput on ${database} (${CONNECTIONS} connections, ${DURATION_S} s each)`);
  console.log('route'.padEnd(26), 'req/s'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
  for (const f of figures)
    console.log(
      f.name.padEnd(26),
      String(f.requestsPerSecond).padStart(8),
      String(f.p99Ms).padStart(8),
      String(f.errors).padStart(7),
    );
}
