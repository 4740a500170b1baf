import { spawn } from 'node:child_process';
/** What a production start needs besides its SMS gateway (env.ts PRODUCTION_NEEDS), for tests about something
 * else that start in production. */
export const LIVE_PLATFORM_ENV = {
  NODE_ENV: 'production',
  PLATFORM_DOMAIN: 'travelx.example',
  AUTH_SECRET: 'a-production-secret-of-32-chars!!',
  SMTP_URL: 'smtp://mail.travelx.example:587',
} as const;

/** Starts the server (src/server/main.ts) with only `env` and PATH, as a start that should be refused: answers its
 * exit code and all it printed. */
export async function refusedStart(env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH, DATA_DIR: 'data/never-opened', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, lines: output.trim().split('\n') };
}
