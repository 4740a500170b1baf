// The built server as `npm start` runs it, in a process of its own over a fresh or kept embedded database: what
// the start-up timing and the Lighthouse bench measure is the real server, not one sharing the bench's process.
import { spawn } from 'node:child_process';

export interface ServerProcess {
  baseUrl: string;
  stop: () => Promise<void>;
}

const POLL_MS = 50;

/** Starts the server on `port` over the database in `dataDir` and answers once it answers its health check. */
export async function startServerProcess(
  port: number,
  dataDir: string,
  timeoutMs: number,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const stop = async () => {
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
    if (up) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await stop();
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
}
