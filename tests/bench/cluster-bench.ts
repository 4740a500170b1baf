// Quotes and bookings when one process is not enough: the real server (`src/server/main.ts`) as 1 and as 2
// workers of Node's cluster module sharing one port, on PostgreSQL with the Redis adapter (and the caches'
// pub/sub), each beside a bare Fastify route in the same round. `npm run bench -- cluster` (needs DATABASE_URL
// and REDIS_URL).
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { DEMO, seedDemo } from '../../src/server/db/seed';
import { openFreshPostgres } from '../helpers/test-databases';
import { waitFor } from '../helpers/wait-for';
import { bareFastify, measureRoutes, printApiFigures, quoteBody, type Figure } from './api-bench';

const PORT = 18_190;
const ROUNDS = 3;

async function startWorkers(count: number, env: Record<string, string>) {
  cluster.setupPrimary({ exec: 'src/server/main.ts', execArgv: ['--import', 'tsx'], silent: true });
  const log: string[] = [];
  const workers: Worker[] = [];
  for (let i = 0; i < count; i++) {
    const worker = cluster.fork({ ...env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
    worker.process.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    worker.process.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    workers.push(worker);
  }
  await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('listening', resolve))));
  return {
    log,
    stop: () =>
      Promise.all(
        workers.map((worker) => {
          const exited = new Promise((resolve) => worker.once('exit', resolve));
          worker.kill('SIGTERM');
          return exited;
        }),
      ),
  };
}

const post = (base: string, path: string, body: object) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { host: DEMO.host, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((reply) => reply.json() as Promise<Record<string, unknown>>);

async function benchWorkers(count: number, env: Record<string, string>): Promise<Figure[][]> {
  const workers = await startWorkers(count, env);
  const base = `http://127.0.0.1:${PORT}`;
  try {
    const phone = '+919876543210';
    await post(base, '/api/v1/auth/rider/code', { phone });
    const code = await waitFor(
      async () => /SMS to \+919876543210\] (\d{4})/.exec(workers.log.join(''))?.[1],
      'the texted code',
    );
    const { token } = (await post(base, '/api/v1/auth/rider/verify', { phone, code })) as { token: string };
    const quote = (await post(base, '/api/v1/quotes', JSON.parse(quoteBody()) as object)) as {
      data: { ride_search_id: string };
    };
    const rounds: Figure[][] = [];
    for (let round = 0; round < ROUNDS; round++)
      rounds.push([await bareFastify(), ...(await measureRoutes(base, token, quote.data.ride_search_id))]);
    return rounds;
  } finally {
    await workers.stop();
  }
}

const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL || !REDIS_URL) throw new Error('the cluster bench needs DATABASE_URL and REDIS_URL');
const database = await openFreshPostgres(DATABASE_URL);
try {
  await seedDemo(database.db);
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    AUTH_SECRET: randomBytes(24).toString('hex'),
    QUOTE_RATE_LIMIT: '100000000',
    ABUSE_LIMIT_FACTOR: '1000000',
    SMTP_URL: '',
  };
  for (const count of [1, 2])
    printApiFigures(
      `postgres, ${count} cluster worker${count > 1 ? 's' : ''} (load average ${loadavg()[0]!.toFixed(2)} at start)`,
      await benchWorkers(count, env),
    );
} finally {
  await database.close();
}
