// /metrics in Prometheus' text format: on the main port only to the bearer of METRICS_TOKEN (404 without a token
// set, 401 with a wrong one), or on METRICS_PORT alone; and what it counts follows what the app did: the booking
// route's requests by template and status, login codes sent, queued messages in the outbox, database statements
// and, on PostgreSQL, the pool. Also measures what a scrape costs.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { messages, tenants } from '../../src/server/db/schema';
import { openDatabase } from '../../src/server/db/client';
import { bookSedan } from '../helpers/rides';
import { riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';
import { waitFor } from '../helpers/wait-for';

const TOKEN = 'metrics-token-of-24-chars-or-more';
/** Every metric of ours the Grafana dashboard charts, by its family name. */
const charted = new Set(
  Array.from(readFileSync('deploy/grafana-dashboard.json', 'utf8').matchAll(/travelx_\w+/g), ([name]) =>
    name.replace(/_(bucket|count|sum)$/, ''),
  ),
);
const SCRAPES = 50;

/** The value of the sample `name` whose labels include `labels`, or undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.entries(labels).every(([key, value]) => match[2]?.includes(`${key}="${value}"`));
    if (has) return Number(match[3]);
  }
  return undefined;
}

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(testDatabases())('metrics on $name', (target) => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('serves the counters to the token holder only, and they follow what the app did', async () => {
    t = await startTestApp(target, { env: { METRICS_TOKEN: TOKEN } });
    expect((await scrape(t)).statusCode).toBe(401);
    const wrong = await scrape(t, `Bearer ${TOKEN.replace('m', 'n')}`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      error: { code: 'unauthorized', message: expect.stringMatching(/METRICS_TOKEN/) },
    });

    const read = async () => {
      const response = await scrape(t, `Bearer ${TOKEN}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.body;
    };
    const bookings = { method: 'POST', route: '/api/v1/bookings', status_code: '201' };
    const smsCodes = { channel: 'sms', outcome: 'sent' };
    const before = await read();
    expect(before).toMatch(/^# TYPE travelx_http_request_duration_seconds histogram$/m);
    expect(sample(before, 'travelx_http_request_duration_seconds_count', bookings)).toBeUndefined();

    const token = await riderToken(t);
    await waitFor(
      async () => sample(await read(), 'travelx_login_codes_total', smsCodes) === 1,
      'the texted login code counted',
    );
    const rideId = await bookSedan(t, token, 'metrics-booking');
    const after = await read();
    expect(sample(after, 'travelx_http_request_duration_seconds_count', bookings)).toBe(1);
    // By template: the ride's id never becomes a label.
    expect(after).not.toContain(rideId);
    expect(sample(after, 'travelx_message_deliveries_total', smsCodes)).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'travelx_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(sample(after, 'travelx_socket_connections')).toBe(0);
    expect(sample(after, 'travelx_socket_clients', { room_kind: 'partner' })).toBe(0);
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (target.name === 'postgres')
      expect(sample(after, 'travelx_db_pool_connections', { state: 'max' })).toBe(10);
    else expect(sample(after, 'travelx_db_pool_connections', { state: 'max' })).toBeUndefined();

    // Three messages waiting for a retry a day away, the oldest queued a minute ago: the sender leaves them.
    const [tenant] = await t.database.db.select({ id: tenants.id }).from(tenants).limit(1);
    const tomorrow = new Date(Date.now() + 86_400_000);
    await t.database.db.insert(messages).values(
      [60_000, 1000, 0].map((ago) => ({
        tenantId: tenant!.id,
        channel: 'sms',
        kind: 'ride_booked',
        recipient: '+919876500000',
        nextAttemptAt: tomorrow,
        createdAt: new Date(Date.now() - ago),
      })),
    );
    const queued = await read();
    expect(sample(queued, 'travelx_outbox_depth', { queue: 'messages' })).toBeGreaterThanOrEqual(3);
    expect(sample(queued, 'travelx_outbox_oldest_age_seconds', { queue: 'messages' })).toBeGreaterThanOrEqual(
      60,
    );
    expect(sample(queued, 'travelx_outbox_depth', { queue: 'webhooks' })).toBe(0);

    // The dashboard charts only what is served (the pool only where there is one).
    for (const name of charted)
      if (target.name === 'postgres' || name !== 'travelx_db_pool_connections')
        expect(queued, `${name} charted but not served`).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));

    const started = performance.now();
    for (let i = 0; i < SCRAPES; i += 1) await read();
    const perScrape = (performance.now() - started) / SCRAPES;
    console.log(
      `metrics on ${target.name}: ${perScrape.toFixed(2)} ms a scrape (mean of ${SCRAPES}, through inject), ${
        queued.length
      } bytes`,
    );
  });
});

describe('where /metrics is served', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  const embedded = { name: 'pglite' as const, open: () => openDatabase({ memory: true }) };

  it('is not served on the main port without a token', async () => {
    const t = await startTestApp(embedded);
    cleanups.push(() => t.close());
    expect((await scrape(t, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('is served on METRICS_PORT without a token, and then not on the main port', async () => {
    const port = await freePort();
    const t = await startTestApp(embedded, { env: { METRICS_PORT: String(port), METRICS_TOKEN: TOKEN } });
    cleanups.push(() => t.close());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const main = (t.app.server.address() as AddressInfo).port;

    const own = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(own.status).toBe(200);
    expect(await own.text()).toMatch(/^# TYPE travelx_outbox_depth gauge$/m);
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(404);
    const onMain = await fetch(`http://127.0.0.1:${main}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(onMain.status).toBe(404);
  });
});
