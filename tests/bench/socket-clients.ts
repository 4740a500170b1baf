// The client side of the socket.io bench, in a worker thread so the server's event loop has a core to itself:
// 1,000 socket.io-client connections (one WebSocket each), round trips through the server's `ride:watch`
// handler, and the arrival times of what the server broadcasts to the tenant's room.
import { parentPort, workerData } from 'node:worker_threads';
import { io, type Socket } from 'socket.io-client';

export interface ClientsSetup {
  url: string;
  host: string;
  clients: number;
}

export type ClientsCommand = { kind: 'roundTrips'; seconds: number } | { kind: 'listen'; broadcasts: number };

export type ClientsReport =
  | { kind: 'connected'; ms: number }
  | { kind: 'roundTrips'; count: number; ms: number; latencies: number[] }
  | { kind: 'listen'; delivered: number; ms: number; latencies: number[] };

const BENCH_EVENT = 'bench:broadcast';
const setup = workerData as ClientsSetup;
const now = () => performance.timeOrigin + performance.now();
const report = (message: ClientsReport) => parentPort!.postMessage(message);

function connect(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(setup.url, {
      transports: ['websocket'],
      forceNew: true,
      extraHeaders: { host: setup.host },
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function connectAll(): Promise<Socket[]> {
  const started = now();
  const sockets: Socket[] = [];
  // In batches, as a crowd of phones would arrive, rather than 1,000 handshakes in the same tick.
  for (let i = 0; i < setup.clients; i += 100)
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(100, setup.clients - i) }, connect))));
  report({ kind: 'connected', ms: now() - started });
  return sockets;
}

/** Every client sends, waits for the server's answer, and sends again, for `seconds`. */
async function roundTrips(sockets: Socket[], seconds: number) {
  const latencies: number[] = [];
  const started = now();
  const until = started + seconds * 1000;
  await Promise.all(
    sockets.map(async (socket) => {
      while (now() < until) {
        const sent = now();
        // A malformed ride id: the real handler validates it and answers without touching the database.
        await socket.emitWithAck('ride:watch', { rideId: 'bench' });
        latencies.push(now() - sent);
      }
    }),
  );
  report({ kind: 'roundTrips', count: latencies.length, ms: now() - started, latencies });
}

function listen(sockets: Socket[], broadcasts: number) {
  const expected = broadcasts * sockets.length;
  const latencies: number[] = [];
  let first = 0;
  for (const socket of sockets)
    socket.on(BENCH_EVENT, (payload: { sentAt: number }) => {
      const at = now();
      first ||= payload.sentAt;
      latencies.push(at - payload.sentAt);
      if (latencies.length === expected)
        report({ kind: 'listen', delivered: expected, ms: at - first, latencies });
    });
}

const sockets = await connectAll();
parentPort!.on('message', (command: ClientsCommand | 'close') => {
  if (command === 'close') {
    for (const socket of sockets) socket.close();
    parentPort!.close();
  } else if (command.kind === 'roundTrips') void roundTrips(sockets, command.seconds);
  else listen(sockets, command.broadcasts);
});
