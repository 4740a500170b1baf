// `npm run bench -- fleet [drivers] [--duration <s>] [--processes 1|2] [--profile <dir>]`: a city's fleet in real time against the
// real server process(es). N on-duty verified drivers of the demo partner in Chennai send a position over their
// socket every 5 s (or as the acks say) from simulated drives; a tenth of them (at most 500) are on trips, each
// watched by its rider's socket; two dispatchers keep the live map open; bookings arrive at 100 a minute over
// HTTP. PostgreSQL when DATABASE_URL is set (a fresh database, dropped after), else the embedded PGlite; two
// processes need DATABASE_URL and REDIS_URL. The simulator runs in a few child processes on the same machine
// as the server, which the output says. Ends with one JSON line of the headline figures.
import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { SESSION } from '../../src/domain/constants';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { drivers, rideOffers, rides, sessions, tenants, users, vehicles } from '../../src/server/db/schema';
import { DEMO, seedDemo } from '../../src/server/db/seed';
import { openFreshPostgres } from '../helpers/test-databases';
import { percentile } from './percentile';
import { startServerProcess, type ServerProcess } from './server-process';
import type { SimCommand, SimDriver, SimReport } from './fleet-sim';

const BASE_PORT = 18_240;
const DRIVERS_PER_SIMULATOR = 2_500;
const MAX_RIDERS = 500;
const BOOKING_EVERY_MS = 600;
const WARMUP_MS = 6_000;
const CHUNK = 1_000;
const CITY = { south: 12.95, north: 13.12, west: 80.18, east: 80.28 };
const random = (min: number, max: number) => min + Math.random() * (max - min);
const somewhere = () => ({ lat: random(CITY.south, CITY.north), lng: random(CITY.west, CITY.east) });
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

interface Options {
  drivers: number;
  durationS: number;
  processes: 1 | 2;
  /** Where the server process(es) write a V8 CPU profile (`--cpu-prof`) on exit; read it with cpu-profile.ts. */
  profileDir: string | undefined;
}

function parseOptions(args: string[]): Options {
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const count = args.find((arg, i) => /^\d+$/.test(arg) && !args[i - 1]?.startsWith('--'));
  const processes = Number(value('--processes') ?? 1);
  if (processes !== 1 && processes !== 2) throw new Error('--processes is 1 or 2');
  return {
    drivers: Number(count ?? 1000),
    durationS: Number(value('--duration') ?? 30),
    processes,
    profileDir: value('--profile'),
  };
}

/** Sessions made as a login makes them (the token's SHA-256 stored), for users already in the table. */
async function sessionsFor(db: DatabaseHandle['db'], tenantId: string, userIds: string[]) {
  const tokens = userIds.map(() => randomBytes(SESSION.tokenBytes).toString('base64url'));
  const expiresAt = new Date(Date.now() + SESSION.ttlMs);
  const rows = userIds.map((userId, i) => ({
    tokenHash: hashToken(tokens[i]!),
    tenantId,
    userId,
    expiresAt,
  }));
  for (const chunk of chunks(rows)) await db.insert(sessions).values(chunk);
  return tokens;
}

/** The demo partner on auto dispatch with `count` verified drivers on duty in their own sedans, the first tenth
 * (at most 500) on a trip with the one rider; every other driver off duty. */
async function seedFleet(db: DatabaseHandle['db'], count: number) {
  await seedDemo(db);
  const [tenant] = await db
    .update(tenants)
    .set({ dispatchMode: 'auto', offerTimeoutSeconds: 30, maxOffers: 3 })
    .where(eq(tenants.domain, DEMO.host))
    .returning();
  const tenantId = tenant!.id;
  await db.update(drivers).set({ online: false });
  const phone = (n: number) => `+9197${String(n).padStart(8, '0')}`;
  const cars: string[] = [];
  for (const chunk of chunks(Array.from({ length: count }, (_, n) => n)))
    cars.push(
      ...(
        await db
          .insert(vehicles)
          .values(
            chunk.map((n) => ({ tenantId, vehicleType: 'sedan', model: 'Dzire', number: `BENCH ${n}` })),
          )
          .returning({ id: vehicles.id })
      ).map((row) => row.id),
    );
  const driverIds: string[] = [];
  for (const chunk of chunks(Array.from({ length: count }, (_, n) => n)))
    driverIds.push(
      ...(
        await db
          .insert(drivers)
          .values(
            chunk.map((n) => ({
              tenantId,
              firstName: 'Fleet',
              lastName: String(n),
              phone: phone(n),
              accountStatus: 'Verified',
              online: true,
              vehicleId: cars[n]!,
            })),
          )
          .returning({ id: drivers.id })
      ).map((row) => row.id),
    );
  const userIds: string[] = [];
  for (const chunk of chunks(Array.from({ length: count }, (_, n) => n)))
    userIds.push(
      ...(
        await db
          .insert(users)
          .values(chunk.map((n) => ({ tenantId, role: 'driver', name: `Fleet ${n}`, phone: phone(n) })))
          .returning({ id: users.id })
      ).map((row) => row.id),
    );
  const driverTokens = await sessionsFor(db, tenantId, userIds);
  const [rider] = await db
    .insert(users)
    .values({ tenantId, role: 'rider', name: 'Bench Rider', phone: '+919812300000' })
    .returning();
  const [partner] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'partner')))
    .limit(1);
  const [riderToken, partnerToken] = await sessionsFor(db, tenantId, [rider!.id, partner!.id]);
  const starts = driverIds.map(somewhere);
  const onTrip = Math.min(MAX_RIDERS, Math.round(count / 10));
  const rideIds: string[] = [];
  for (const chunk of chunks(Array.from({ length: onTrip }, (_, n) => n)))
    rideIds.push(
      ...(
        await db
          .insert(rides)
          .values(
            chunk.map((n) => ({
              tenantId,
              riderId: rider!.id,
              customerName: 'Bench Rider',
              customerPhone: '+919812300000',
              service: 'local',
              tripType: 'oneway',
              vehicleType: 'sedan',
              pickupName: 'Pickup',
              pickupLat: starts[n]!.lat,
              pickupLng: starts[n]!.lng,
              dropoffName: 'Drop',
              ...(({ lat, lng }) => ({ dropoffLat: lat, dropoffLng: lng }))(somewhere()),
              pickupAt: new Date(),
              distanceMeters: 8_000,
              durationSeconds: 1_200,
              rideAmount: 30_000,
              driverAllowance: 0,
              tolls: 0,
              totalAmount: 30_000,
              currency: 'INR',
              paymentMethod: 'cash',
              status: 'ontrip',
              tripCode: '1234',
              driverId: driverIds[n]!,
              vehicleId: cars[n]!,
            })),
          )
          .returning({ id: rides.id })
      ).map((row) => row.id),
    );
  const fleet = driverIds.map((id, n) => ({
    id,
    token: driverTokens[n]!,
    ...starts[n]!,
    rideId: rideIds[n] ?? null,
  }));
  return { fleet, riderToken: riderToken!, partnerToken: partnerToken!, riders: onTrip };
}

/** CPU seconds used so far and resident memory (MB) of a process, from /proc. */
function processUsage(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return { cpuSeconds: ticks / 100, rssMb: rssKb / 1024 };
}

/** Rows the database wrote (inserted, updated, deleted) and transactions committed, from pg_stat. */
async function databaseWrites(handle: DatabaseHandle) {
  const result = await handle.db.execute(
    sql`select pg_stat_clear_snapshot(),
       (select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0) from pg_stat_user_tables) as written,
       (select xact_commit from pg_stat_database where datname = current_database()) as commits`,
  );
  const [row] = (result as unknown as { rows: { written: string; commits: string }[] }).rows;
  return { written: Number(row!.written), commits: Number(row!.commits) };
}

function openSocket(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
      extraHeaders: { host: DEMO.host },
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function book(url: string, riderToken: string, n: number) {
  const headers = { host: DEMO.host, 'content-type': 'application/json' };
  const pickup = somewhere();
  const quote = (await fetch(`${url}/api/v1/quotes`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      pickupLocation: { name: 'Pickup', ...pickup },
      dropoffLocation: { name: 'Drop', ...somewhere() },
      pickupTime: new Date(Date.now() + 5 * 60_000).toISOString(),
    }),
  }).then((reply) => reply.json())) as { data: { ride_search_id: string } };
  const sentAt = Date.now();
  const booked = await fetch(`${url}/api/v1/bookings`, {
    method: 'POST',
    headers: {
      ...headers,
      authorization: `Bearer ${riderToken}`,
      'idempotency-key': `fleet-bench-${n}-${sentAt}`,
    },
    body: JSON.stringify({
      rideSearchId: quote.data.ride_search_id,
      vehicleType: 'sedan',
      customerName: 'Bench Rider',
      customerPhone: '9812300000',
    }),
  });
  if (booked.status !== 201) throw new Error(`booking: ${booked.status} ${await booked.text()}`);
  const { data } = (await booked.json()) as { data: { rideId: string }[] };
  return { rideId: data[0]!.rideId, sentAt };
}

function startSimulator(setup: { urls: string[]; riderToken: string; drivers: SimDriver[] }) {
  const child = fork('tests/bench/fleet-sim.ts', [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const reports: SimReport[] = [];
  const waiters: (() => void)[] = [];
  child.on('message', (report: SimReport) => {
    reports.push(report);
    for (const wake of waiters.splice(0)) wake();
  });
  const until = (kind: SimReport['kind']) =>
    new Promise<SimReport>((resolve, reject) => {
      const look = () => {
        const found = reports.find((report) => report.kind === kind);
        if (found) resolve(found);
        else if (child.exitCode !== null) reject(new Error('a simulator exited'));
        else waiters.push(look);
      };
      look();
    });
  child.send({ kind: 'setup', setup: { ...setup, host: DEMO.host } } satisfies SimCommand);
  return { child, until, send: (command: SimCommand) => child.send(command) };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const p = (sorted: number[], share: number) => percentile(sorted, share);

export async function benchFleet(args: string[]) {
  const options = parseOptions(args);
  const { DATABASE_URL, REDIS_URL } = process.env;
  if (options.processes === 2 && (!DATABASE_URL || !REDIS_URL))
    throw new Error('two processes need DATABASE_URL and REDIS_URL');
  const database = DATABASE_URL ? 'postgres' : 'pglite';
  const dataDir = mkdtempSync(join(tmpdir(), 'travelx-fleet-'));
  const handle = DATABASE_URL ? await openFreshPostgres(DATABASE_URL) : await openDatabase({ dataDir });
  const servers: ServerProcess[] = [];
  const simulators: ReturnType<typeof startSimulator>[] = [];
  const dispatchers: Socket[] = [];
  try {
    const seeded = await seedFleet(handle.db, options.drivers);
    // The embedded database has one owner: the server opens it once the bench has seeded it.
    if (!DATABASE_URL) await handle.close();
    const env = {
      AUTH_SECRET: randomBytes(24).toString('hex'),
      QUOTE_RATE_LIMIT: '100000000',
      ABUSE_LIMIT_FACTOR: '1000000',
      SMTP_URL: '',
    };
    for (let n = 0; n < options.processes; n += 1)
      servers.push(
        await startServerProcess(BASE_PORT + n, dataDir, 120_000, {
          logLevel: 'warn',
          databaseUrl: 'url' in handle ? (handle.url as string) : undefined,
          redisUrl: options.processes === 2 ? REDIS_URL : undefined,
          env,
          nodeArgs: options.profileDir ? ['--cpu-prof', '--cpu-prof-dir', options.profileDir] : [],
        }),
      );
    const urls = servers.map((server) => server.baseUrl.replace('localhost', '127.0.0.1'));

    let fleetBatches = 0;
    let fleetPositions = 0;
    for (let n = 0; n < 2; n += 1) {
      const socket = await openSocket(urls[n % urls.length]!, seeded.partnerToken);
      socket.on('fleet:positions', (payload: { positions: unknown[] }) => {
        fleetBatches += 1;
        fleetPositions += payload.positions.length;
      });
      dispatchers.push(socket);
    }

    const share = Math.ceil(options.drivers / DRIVERS_PER_SIMULATOR);
    const connectStarted = Date.now();
    for (let n = 0; n < share; n += 1)
      simulators.push(
        startSimulator({
          urls,
          riderToken: seeded.riderToken,
          drivers: seeded.fleet
            .filter((_, i) => i % share === n)
            .map((driver, i) => ({ ...driver, server: i % urls.length })),
        }),
      );
    const connected = await Promise.all(simulators.map((sim) => sim.until('connected')));
    const failedSockets = connected.reduce((sum, r) => sum + (r.kind === 'connected' ? r.failed : 0), 0);
    const connectMs = Date.now() - connectStarted;

    const durationMs = options.durationS * 1000;
    for (const sim of simulators) sim.send({ kind: 'go', warmupMs: WARMUP_MS, durationMs });
    await new Promise((resolve) => setTimeout(resolve, WARMUP_MS));

    const load = { start: loadavg()[0]! };
    const usageStart = servers.map((server) => processUsage(server.pid));
    const writesStart = database === 'postgres' ? await databaseWrites(handle) : null;
    const batchesStart = { batches: fleetBatches, positions: fleetPositions };
    let rssMb = usageStart.reduce((sum, u) => sum + u.rssMb, 0);
    const rssTimer = setInterval(() => {
      rssMb = Math.max(
        rssMb,
        servers.reduce((sum, server) => sum + processUsage(server.pid).rssMb, 0),
      );
    }, 1_000);

    // Bookings at 100 a minute for the measured window, alternating between the processes.
    const booked: { rideId: string; sentAt: number }[] = [];
    const bookingErrors: string[] = [];
    const bookings: Promise<void>[] = [];
    const windowEnd = Date.now() + durationMs;
    for (let n = 0; Date.now() < windowEnd - BOOKING_EVERY_MS; n += 1) {
      bookings.push(
        book(urls[n % urls.length]!, seeded.riderToken, n).then(
          (made) => void booked.push(made),
          (error: unknown) => void bookingErrors.push(String(error)),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, BOOKING_EVERY_MS));
    }
    const done = await Promise.all(simulators.map((sim) => sim.until('done')));
    const batches = fleetBatches - batchesStart.batches;
    const batchedPositions = fleetPositions - batchesStart.positions;
    clearInterval(rssTimer);
    const usageEnd = servers.map((server) => processUsage(server.pid));
    const writesEnd = database === 'postgres' ? await databaseWrites(handle) : null;
    const windowS = options.durationS;
    load.start = Math.max(load.start, 0);
    const loadEnd = loadavg()[0]!;
    await Promise.all(bookings);

    const figures = done.flatMap((report) => (report.kind === 'done' ? [report] : []));
    const ackMs = figures.flatMap((f) => f.ackMs).sort((a, b) => a - b);
    const riderMs = figures.flatMap((f) => f.riderMs).sort((a, b) => a - b);
    const sent = figures.reduce((sum, f) => sum + f.sent, 0);
    const acked = figures.reduce((sum, f) => sum + f.acked, 0);
    const letGo = figures.reduce((sum, f) => sum + f.letGo, 0);
    const refused: Record<string, number> = {};
    const intervals: Record<string, number> = {};
    for (const f of figures) {
      for (const [why, count] of Object.entries(f.refused)) refused[why] = (refused[why] ?? 0) + count;
      for (const [told, count] of Object.entries(f.intervalsTold))
        intervals[told] = (intervals[told] ?? 0) + count;
    }

    // A booking's offer: the first driver offered it (ride_offers), heard on that driver's socket after the
    // booking was sent.
    for (const sim of simulators) sim.send({ kind: 'stop' });
    for (const socket of dispatchers) socket.close();
    await Promise.all(servers.map((server) => server.stop()));
    servers.length = 0;
    const offersDb = DATABASE_URL ? handle : await openDatabase({ dataDir });
    const offers =
      booked.length > 0
        ? await offersDb.db
            .select({ rideId: rideOffers.rideId, driverId: rideOffers.driverId, at: rideOffers.createdAt })
            .from(rideOffers)
            .where(
              inArray(
                rideOffers.rideId,
                booked.map((b) => b.rideId),
              ),
            )
            .orderBy(rideOffers.createdAt)
        : [];
    if (!DATABASE_URL) await offersDb.close();
    const heard = figures.flatMap((f) => f.offers);
    const offerMs: number[] = [];
    for (const booking of booked) {
      const first = offers.find((offer) => offer.rideId === booking.rideId);
      const on = first
        ? heard
            .filter((h) => h.driverId === first.driverId && h.at >= booking.sentAt)
            .sort((a, b) => a.at - b.at)[0]
        : undefined;
      if (on) offerMs.push(on.at - booking.sentAt);
    }
    offerMs.sort((a, b) => a - b);

    const cpu = usageEnd.map((end, i) => (100 * (end.cpuSeconds - usageStart[i]!.cpuSeconds)) / windowS);
    const dbWritesPerSecond =
      writesStart && writesEnd ? (writesEnd.written - writesStart.written) / windowS : null;
    const commitsPerSecond =
      writesStart && writesEnd ? (writesEnd.commits - writesStart.commits) / windowS : null;
    // Stored positions: acked and not let go at the server's limit of positions in flight.
    const positionsPerSecond = (acked - letGo) / windowS;

    console.log(
      `\nFleet in real time: ${options.drivers} drivers (${seeded.riders} on trips, watched), 2 dispatchers, ` +
        `bookings every ${BOOKING_EVERY_MS} ms; ${options.processes} server process(es) on ${database}; ` +
        `${windowS} s measured after ${WARMUP_MS / 1000} s of warm-up`,
    );
    console.log(
      `The simulator (${simulators.length} child process(es), WebSocket only) shares this ${cpus().length}-core ` +
        `machine with the server; load average ${load.start.toFixed(2)} at the window's start, ` +
        `${loadEnd.toFixed(2)} at its end.`,
    );
    console.log(`sockets connected in ${(connectMs / 1000).toFixed(1)} s, ${failedSockets} failed`);
    console.log(
      `positions acked ${acked} of ${sent} sent, ${letGo} of them let go (server busy): ` +
        `${positionsPerSecond.toFixed(0)} stored/s; ack p50 ${ms(p(ackMs, 0.5))}, ` +
        `p99 ${ms(p(ackMs, 0.99))}; intervals told ${JSON.stringify(intervals)}`,
    );
    if (Object.keys(refused).length > 0) console.log('refused or unanswered:', JSON.stringify(refused));
    console.log(
      `position to the rider watching: ${riderMs.length} heard, p50 ${ms(p(riderMs, 0.5))}, p99 ${ms(p(riderMs, 0.99))}`,
    );
    console.log(
      `live map (2 dispatchers): ${(batches / windowS).toFixed(1)} batches/s, ` +
        `${(batchedPositions / Math.max(1, batches)).toFixed(0)} positions a batch`,
    );
    console.log(
      `bookings ${booked.length} made (${bookingErrors.length} failed${bookingErrors[0] ? `: ${bookingErrors[0]}` : ''}); ` +
        `offer on the driver's socket for ${offerMs.length}: p50 ${ms(p(offerMs, 0.5))}, p99 ${ms(p(offerMs, 0.99))}`,
    );
    if (dbWritesPerSecond !== null)
      console.log(
        `database: ${dbWritesPerSecond.toFixed(0)} rows written/s, ${commitsPerSecond!.toFixed(0)} commits/s ` +
          '(pg_stat_user_tables inserts + updates + deletes and pg_stat_database commits over the window)',
      );
    else console.log('database writes: not read on PGlite (no pg_stat from outside the server process)');
    console.log(
      `server process(es): CPU ${cpu.map((c) => `${c.toFixed(0)} %`).join(' + ')} of one core, ` +
        `RSS ${rssMb.toFixed(0)} MB at most (summed)`,
    );
    console.log(
      JSON.stringify({
        drivers: options.drivers,
        processes: options.processes,
        database,
        positionsPerSecond: Math.round(positionsPerSecond),
        ackP99Ms: Math.round(p(ackMs, 0.99)),
        riderP99Ms: Math.round(p(riderMs, 0.99)),
        offerP99Ms: Math.round(p(offerMs, 0.99)),
        dbWritesPerSecond: dbWritesPerSecond === null ? null : Math.round(dbWritesPerSecond),
        rssMb: Math.round(rssMb),
      }),
    );
  } finally {
    for (const sim of simulators) if (sim.child.connected) sim.send({ kind: 'stop' });
    for (const socket of dispatchers) socket.close();
    await Promise.all(servers.map((server) => server.stop()));
    if (DATABASE_URL) await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
