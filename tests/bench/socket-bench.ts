// socket.io under 1,000 connected clients on one server process: the real app with its real socket plugin
// (Redis adapter when REDIS_URL is set), clients from socket.io-client in a worker thread. Two figures:
// round trips (a client's message in, the handler's answer out) and fan-out (one emit to the tenant's room,
// which every connection joins, delivered to all 1,000), each as messages per second with p50 and p99 latency.
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { tenantRoom } from '../../src/server/realtime/rooms';
import { startTestApp } from '../helpers/test-app';
import type { TestDatabase } from '../helpers/test-databases';
import type { ClientsCommand, ClientsReport, ClientsSetup } from './socket-clients';
import { percentile } from './percentile';

const CLIENTS = 1000;
const ROUND_TRIP_SECONDS = 5;
const BROADCASTS = 100;
const BROADCAST_EVERY_MS = 20;

const ms = (value: number) => `${value.toFixed(1)} ms`;

function nextReport<K extends ClientsReport['kind']>(worker: Worker, kind: K) {
  return new Promise<Extract<ClientsReport, { kind: K }>>((resolve, reject) => {
    const onMessage = (message: ClientsReport) => {
      if (message.kind !== kind) return;
      worker.off('message', onMessage);
      resolve(message as Extract<ClientsReport, { kind: K }>);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
}

function line(name: string, perSecond: number, latencies: number[]) {
  const sorted = latencies.sort((a, b) => a - b);
  console.log(
    name.padEnd(34),
    String(Math.round(perSecond)).padStart(9),
    ms(percentile(sorted, 0.5)).padStart(10),
    ms(percentile(sorted, 0.99)).padStart(10),
  );
}

export async function benchSockets(target: TestDatabase, redisUrl?: string) {
  const t = await startTestApp(target, { env: redisUrl ? { REDIS_URL: redisUrl } : {} });
  const worker = { current: null as Worker | null };
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const setup: ClientsSetup = {
      url: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
      host: DEMO.host,
      clients: CLIENTS,
    };
    // The worker loads its TypeScript through tsx, as this process does (workers do not inherit --import).
    const entry = JSON.stringify(new URL('./socket-clients.ts', import.meta.url).href);
    const clients = new Worker(`import('tsx/esm/api').then((tsx) => tsx.tsImport(${entry}, ${entry}))`, {
      eval: true,
      workerData: setup,
    });
    worker.current = clients;
    const connected = await nextReport(clients, 'connected');
    const send = (command: ClientsCommand) => clients.postMessage(command);

    const trips = nextReport(clients, 'roundTrips');
    send({ kind: 'roundTrips', seconds: ROUND_TRIP_SECONDS });
    const roundTrips = await trips;

    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.domain, DEMO.host));
    const heard = nextReport(clients, 'listen');
    send({ kind: 'listen', broadcasts: BROADCASTS });
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let i = 0; i < BROADCASTS; i++) {
      t.app.io
        .to(tenantRoom(demo!.id))
        .emit('bench:broadcast', { sentAt: performance.timeOrigin + performance.now() });
      await new Promise((resolve) => setTimeout(resolve, BROADCAST_EVERY_MS));
    }
    const fanOut = await heard;

    const adapter = redisUrl ? 'Redis adapter' : 'in-memory adapter';
    console.log(`\nsocket.io with ${CLIENTS} connected clients on one process (${target.name}, ${adapter})`);
    console.log(`connecting all ${CLIENTS}: ${(connected.ms / 1000).toFixed(2)} s`);
    console.log('messages'.padEnd(34), 'msg/s'.padStart(9), 'p50'.padStart(10), 'p99'.padStart(10));
    line(
      'round trip (message in, answer out)',
      (roundTrips.count * 1000) / roundTrips.ms,
      roundTrips.latencies,
    );
    line(`fan-out (1 emit → ${CLIENTS} clients)`, (fanOut.delivered * 1000) / fanOut.ms, fanOut.latencies);
    clients.postMessage('close');
  } finally {
    await worker.current?.terminate();
    await t.close();
  }
}
