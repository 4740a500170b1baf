// One simulator process of the fleet bench (fleet-bench.ts forks a few): its share of the drivers, each a
// socket.io client (WebSocket only) sending a position over `driver:position` at the interval the server's acks
// say, driving straight-ish segments at city speeds with GPS jitter; the riders on trips with these drivers, each
// watching their ride; and every `driver:rides` a driver hears (an offer). Reports its figures to the parent
// over IPC, then exits. Loopback only; it stops by itself when told or when the parent goes.
import { io, type Socket } from 'socket.io-client';

export interface SimDriver {
  id: string;
  token: string;
  /** Which server process it connects to (an index into `urls`). */
  server: number;
  lat: number;
  lng: number;
  /** The ride it is on, watched by the rider's socket, if any. */
  rideId: string | null;
}

export interface SimSetup {
  urls: string[];
  host: string;
  riderToken: string;
  drivers: SimDriver[];
}

export type SimCommand =
  | { kind: 'setup'; setup: SimSetup }
  | { kind: 'go'; warmupMs: number; durationMs: number }
  | { kind: 'stop' };

export type SimReport =
  | { kind: 'connected'; ms: number; failed: number }
  | {
      kind: 'done';
      sent: number;
      acked: number;
      /** Acked but let go by a server at its limit of positions in flight (reason `busy`). */
      letGo: number;
      refused: Record<string, number>;
      ackMs: number[];
      riderMs: number[];
      intervalsTold: Record<string, number>;
      offers: { driverId: string; at: number }[];
    };

const CONNECT_BATCH = 100;
const CITY = { south: 12.92, north: 13.15, west: 80.17, east: 80.29 };
const KMH_MIN = 15;
const KMH_MAX = 45;
const JITTER_M = 6;
const M_PER_DEG_LAT = 111_200;

const report = (message: SimReport) => process.send!(message);
const random = (min: number, max: number) => min + Math.random() * (max - min);

/** A car on a straight-ish segment: a heading held for a minute or two, a speed that drifts, turns at the ends,
 * and a U-turn at the city's edge. */
class Drive {
  private heading = random(0, 2 * Math.PI);
  private kmh = random(KMH_MIN, KMH_MAX);
  private segmentLeftS = random(30, 120);
  private at = Date.now();
  constructor(
    private lat: number,
    private lng: number,
  ) {}

  next(): { lat: number; lng: number } {
    const now = Date.now();
    const seconds = (now - this.at) / 1000;
    this.at = now;
    this.segmentLeftS -= seconds;
    if (this.segmentLeftS <= 0) {
      this.heading += random(-Math.PI / 2, Math.PI / 2);
      this.segmentLeftS = random(30, 120);
    }
    this.kmh = Math.min(KMH_MAX, Math.max(KMH_MIN, this.kmh + random(-5, 5)));
    const meters = (this.kmh / 3.6) * seconds;
    const mPerDegLng = M_PER_DEG_LAT * Math.cos((this.lat * Math.PI) / 180);
    this.lat += (meters * Math.cos(this.heading)) / M_PER_DEG_LAT;
    this.lng += (meters * Math.sin(this.heading)) / mPerDegLng;
    if (this.lat < CITY.south || this.lat > CITY.north || this.lng < CITY.west || this.lng > CITY.east)
      this.heading += Math.PI;
    this.lat = Math.min(CITY.north, Math.max(CITY.south, this.lat));
    this.lng = Math.min(CITY.east, Math.max(CITY.west, this.lng));
    const jitter = () => random(-JITTER_M, JITTER_M);
    // Seven decimals, as a phone gives them: the rider's copy is matched to the sent one by its text.
    const round = (value: number) => Math.round(value * 1e7) / 1e7;
    return {
      lat: round(this.lat + jitter() / M_PER_DEG_LAT),
      lng: round(this.lng + jitter() / mPerDegLng),
    };
  }
}

function connect(url: string, host: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token },
      extraHeaders: { host },
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function inBatches<T, R>(items: T[], open: (item: T) => Promise<R>): Promise<(R | null)[]> {
  const opened: (R | null)[] = [];
  for (let i = 0; i < items.length; i += CONNECT_BATCH)
    opened.push(
      ...(await Promise.all(items.slice(i, i + CONNECT_BATCH).map((item) => open(item).catch(() => null)))),
    );
  return opened;
}

// The setup comes as the first message (a few thousand drivers are too many for the environment).
const setup = await new Promise<SimSetup>((resolve) =>
  process.once('message', (command: SimCommand) => {
    if (command.kind === 'setup') resolve(command.setup);
  }),
);
const started = Date.now();
const driverSockets = await inBatches(setup.drivers, (driver) =>
  connect(setup.urls[driver.server]!, setup.host, driver.token),
);
const onTrip = setup.drivers.filter((driver) => driver.rideId);
const riderSockets = await inBatches(onTrip, async (driver) => {
  const socket = await connect(
    setup.urls[(driver.server + 1) % setup.urls.length]!,
    setup.host,
    setup.riderToken,
  );
  const answer = (await socket.timeout(10_000).emitWithAck('ride:watch', { rideId: driver.rideId })) as {
    ok: boolean;
  };
  if (!answer.ok) throw new Error('the rider may not watch the ride');
  return socket;
});
report({
  kind: 'connected',
  ms: Date.now() - started,
  failed: [...driverSockets, ...riderSockets].filter((socket) => !socket).length,
});

let measuring = false;
let stopped = false;
const figures = {
  sent: 0,
  acked: 0,
  letGo: 0,
  refused: {} as Record<string, number>,
  ackMs: [] as number[],
  riderMs: [] as number[],
  intervalsTold: {} as Record<string, number>,
  offers: [] as { driverId: string; at: number }[],
};
/** When each driver's positions were sent, by their text, for the rider's copy to be matched. */
const sentAt = new Map<string, number>();

function drive(driver: SimDriver, socket: Socket) {
  const car = new Drive(driver.lat, driver.lng);
  socket.on('driver:rides', () => figures.offers.push({ driverId: driver.id, at: Date.now() }));
  const send = async () => {
    if (stopped) return;
    const position = car.next();
    const sent = Date.now();
    if (driver.rideId) sentAt.set(`${position.lat},${position.lng}`, sent);
    let intervalMs = 5_000;
    try {
      const ack = (await socket
        .timeout(10_000)
        .emitWithAck('driver:position', { ...position, takenAt: new Date(sent).toISOString() })) as
        | { ok: true; accepted: boolean; reason: string | null; intervalMs: number }
        | { ok: false; error: string };
      if (measuring) {
        figures.sent += 1;
        if (ack.ok) {
          figures.acked += 1;
          if (!ack.accepted && ack.reason === 'busy') figures.letGo += 1;
          figures.ackMs.push(Date.now() - sent);
          figures.intervalsTold[ack.intervalMs] = (figures.intervalsTold[ack.intervalMs] ?? 0) + 1;
        } else figures.refused[ack.error] = (figures.refused[ack.error] ?? 0) + 1;
      }
      if (ack.ok) intervalMs = ack.intervalMs;
    } catch {
      if (measuring) {
        figures.sent += 1;
        figures.refused['no ack in 10 s'] = (figures.refused['no ack in 10 s'] ?? 0) + 1;
      }
    }
    setTimeout(send, Math.max(0, intervalMs - (Date.now() - sent)));
  };
  // The phones' clocks are not in step: each starts somewhere in its first interval.
  setTimeout(send, random(0, 5_000));
}

function go(warmupMs: number, durationMs: number) {
  setup.drivers.forEach((driver, index) => {
    const socket = driverSockets[index];
    if (socket) drive(driver, socket);
  });
  for (const socket of riderSockets)
    socket?.on('driver:location', (payload: { lat: number; lng: number }) => {
      const sent = sentAt.get(`${payload.lat},${payload.lng}`);
      if (sent !== undefined && measuring) figures.riderMs.push(Date.now() - sent);
    });
  setTimeout(() => (measuring = true), warmupMs);
  setTimeout(() => {
    measuring = false;
    report({ kind: 'done', ...figures });
  }, warmupMs + durationMs);
}

function stop() {
  stopped = true;
  for (const socket of [...driverSockets, ...riderSockets]) socket?.close();
  process.disconnect();
}

process.on('message', (command: SimCommand) => {
  if (command.kind === 'go') go(command.warmupMs, command.durationMs);
  else stop();
});
process.on('disconnect', () => {
  stopped = true;
  process.exit(0);
});
