// The real server as its own process (`src/server/main.ts` on a free port), for tests that need what `inject`
// cannot give: several processes on one database, or a process killed and started again.
import { spawn, type ChildProcess } from 'node:child_process';
import { DEMO } from '../../src/server/db/seed';

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  log: string[];
}

export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log.join('')}`)), 90_000);
    const read = (chunk: Buffer) => {
      log.push(chunk.toString('utf8'));
      const port = /running at http:\/\/localhost:(\d+)\//.exec(log.join(''))?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${port}`, log });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited ${code}:\n${log.join('')}`)));
  });
}

/** Resolves once the process has exited, however it was told to stop. */
export function exited(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => server.child.once('exit', () => resolve()));
}

/** POSTs JSON to a server process as the demo partner's site (its Host header), answering the status and body. */
export async function postJson(
  base: string,
  path: string,
  body: object,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { host: DEMO.host, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
