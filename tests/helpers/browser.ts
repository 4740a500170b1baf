// Debian's Chromium driven by playwright-core (never a downloaded browser), against the real server
// on a free port, serving the real build over a fresh database.
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `args` adds launch flags, such as a host resolver rule or a certificate authority's key to trust. */
export async function launchChromium(args: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...args,
    ],
  });
}

export interface LiveServer extends TestApp {
  baseUrl: string;
}

export async function startLiveServer(
  env: Record<string, string> = {},
  opts: { smsFromEnv?: boolean } = {},
): Promise<LiveServer> {
  const [pglite] = testDatabases();
  const t = await startTestApp(pglite!, { staticRoot: 'dist', env, renderFrom: 'build', ...opts });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { ...t, baseUrl: `http://127.0.0.1:${port}` };
}
