// A stand-in for a browser push service (RFC 8030) and the browser behind it: `subscribe()` makes a subscription
// as a browser would (keys of its own, an endpoint here); each push POSTed to it is checked the way the real
// services check (TTL, Content-Encoding aes128gcm, Urgency, the VAPID token) and decrypted with the
// subscription's keys, so tests read the notification the service worker would get. A test can make an
// endpoint answer 410 (unsubscribed), 500, or never answer.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import {
  browserKeys,
  decryptAes128gcm,
  verifyVapid,
  type BrowserKeys,
  type VapidClaims,
} from './web-push-crypto';

export interface ReceivedPush {
  endpoint: string;
  ttl: number;
  urgency: string;
  topic: string | undefined;
  vapid: VapidClaims;
  /** The VAPID public key (k) the push was signed with. */
  vapidKey: string;
  /** The decrypted payload, parsed. */
  notification: unknown;
}

export interface StandInSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export type EndpointBehaviour = 'accept' | 'gone' | 'fail' | 'hang';

export interface PushServiceStandIn {
  origin: string;
  /** Pushes taken (201), oldest first. */
  received: ReceivedPush[];
  /** When each of `received` arrived (performance.now()), for latency figures. */
  arrivals: number[];
  /** Why each refused push was refused (a 400 or 401 the sender got). */
  refused: string[];
  subscribe(): StandInSubscription;
  /** What an endpoint answers from now on: 201, 410, 500, or nothing at all. */
  behave(endpoint: string, behaviour: EndpointBehaviour): void;
  close(): Promise<void>;
}

const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** RFC 8030 section 5's headers: what a push service refuses with 400 before looking at the payload. */
function headerProblem(req: IncomingMessage): string | null {
  if (!/^\d+$/.test(String(req.headers.ttl ?? ''))) return 'TTL header missing or not a number';
  if (req.headers['content-encoding'] !== 'aes128gcm') return 'Content-Encoding is not aes128gcm';
  const urgency = req.headers.urgency;
  if (urgency !== undefined && !URGENCIES.has(String(urgency))) return `Urgency ${urgency} is not RFC 8030's`;
  return null;
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const subscriptions = new Map<string, { keys: BrowserKeys; behaviour: EndpointBehaviour }>();
  const sockets = new Set<Socket>();
  const standIn = {
    origin: '',
    received: [] as ReceivedPush[],
    arrivals: [] as number[],
    refused: [] as string[],
  };

  const refuse = (res: ServerResponse, status: number, reason: string) => {
    standIn.refused.push(reason);
    res.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
  };

  async function take(req: IncomingMessage, res: ServerResponse) {
    const endpoint = `${standIn.origin}${req.url}`;
    const subscription = subscriptions.get(endpoint);
    const body = await readBody(req);
    if (req.method !== 'POST' || !subscription) return refuse(res, 404, `no subscription at ${req.url}`);
    if (subscription.behaviour === 'hang') return;
    if (subscription.behaviour === 'gone')
      return res.writeHead(410).end('push subscription has unsubscribed');
    if (subscription.behaviour === 'fail') return res.writeHead(500).end('stand-in failure');
    const problem = headerProblem(req);
    if (problem) return refuse(res, 400, problem);
    let vapid: VapidClaims;
    try {
      vapid = verifyVapid(req.headers.authorization, standIn.origin, Math.floor(Date.now() / 1000));
    } catch (error) {
      return refuse(res, 401, (error as Error).message);
    }
    standIn.arrivals.push(performance.now());
    standIn.received.push({
      endpoint,
      ttl: Number(req.headers.ttl),
      urgency: String(req.headers.urgency ?? 'normal'),
      topic: req.headers.topic === undefined ? undefined : String(req.headers.topic),
      vapid,
      vapidKey: /k=([\w-]+)/.exec(req.headers.authorization ?? '')?.[1] ?? '',
      notification: JSON.parse(decryptAes128gcm(body, subscription.keys)),
    });
    res.writeHead(201, { location: `${standIn.origin}/message/${randomUUID()}` }).end();
  }

  const server = createServer((req, res) => {
    take(req, res).catch((error: Error) => refuse(res, 400, `undecryptable: ${error.message}`));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return Object.assign(standIn, {
    subscribe(): StandInSubscription {
      const keys = browserKeys();
      const endpoint = `${standIn.origin}/push/${randomUUID()}`;
      subscriptions.set(endpoint, { keys, behaviour: 'accept' });
      return { endpoint, expirationTime: null, keys: keys.json };
    },
    behave(endpoint: string, behaviour: EndpointBehaviour) {
      const subscription = subscriptions.get(endpoint);
      if (!subscription) throw new Error(`no subscription at ${endpoint}`);
      subscription.behaviour = behaviour;
    },
    async close() {
      // A hanging request holds its socket open; close would wait for it forever.
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
