// The server as `npm start` runs it, in a process of its own: what the start-up timing, the Lighthouse bench and
// the API bench measure is the real server, not one sharing the bench's process.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

export interface ServerProcess {
  baseUrl: string;
  /** The server's own process id (its CPU time and memory are read from /proc by the fleet bench). */
  pid: number;
  stop: () => Promise<void>;
}

export interface ServerProcessOptions {
  /** PostgreSQL to serve from; by default the embedded database in `dataDir`. */
  databaseUrl?: string;
  /** The server's LOG_LEVEL; `undefined` leaves it unset, so the process logs as `npm start` does by default. */
  logLevel?: string | undefined;
  /** Where its standard output and error go (as a terminal or a journal would take them); by default nowhere. */
  logFile?: string;
  /** More of its environment (rate limits a bench lifts). */
  env?: Record<string, string>;
  /** Node's own flags before the script (`--cpu-prof`). */
  nodeArgs?: string[];
  /** Redis for the socket.io adapter, the live index and the caches; by default none. */
  redisUrl?: string;
  /** The checkout to run (one with its own node_modules), by default this one: a bench compares two builds. */
  cwd?: string;
}

const POLL_MS = 50;

/** Starts the server on `port` over the database in `dataDir` (or `options.databaseUrl`) and answers once it
 * answers its health check. Without options it runs quiet (LOG_LEVEL=warn) over the embedded database. */
export async function startServerProcess(
  port: number,
  dataDir: string,
  timeoutMs: number,
  options: ServerProcessOptions = { logLevel: 'warn' },
): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    REDIS_URL: options.redisUrl ?? '',
    LOG_LEVEL: options.logLevel,
  };
  if (options.logLevel === undefined) delete env.LOG_LEVEL;
  const output = options.logFile ? openSync(options.logFile, 'a') : 'ignore';
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/server/main.ts'],
    {
      env,
      cwd: options.cwd,
      stdio: ['ignore', output, output],
    },
  );
  if (typeof output === 'number') closeSync(output);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const baseUrl = `http://localhost:${port}`;
  for (let waited = 0; waited < timeoutMs; waited += POLL_MS) {
    const up = await fetch(`${baseUrl}/api/v1/health`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (up) return { baseUrl, pid: child.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await stop();
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
}
