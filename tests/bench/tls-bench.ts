// The cost of the TLS edge's ask (GET /api/v1/tls/allowed), as Caddy pays it: over HTTP on loopback with a kept-
// alive connection, one ask at a time. Names asked again (served and refused) are answered from the tenants
// cache; names never seen before each read the database once (what a flood of made-up names costs).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_TENANT } from '../../src/server/db/seed-data';
import { startTestApp } from '../helpers/test-app';
import type { TestDatabase } from '../helpers/test-databases';
import { percentile } from './percentile';

const ASKS = 2000;
const PLATFORM = 'travelx.test';

function timedAsk(agent: http.Agent, port: number, domain: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, agent, path: `/api/v1/tls/allowed?domain=${domain}` }, (response) => {
        response.resume();
        response.on('end', () => resolve(performance.now() - started));
      })
      .on('error', reject);
  });
}

export async function benchTlsAsk(target: TestDatabase) {
  const t = await startTestApp(target, { env: { PLATFORM_DOMAIN: PLATFORM } });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const cases: Array<[string, (at: number) => string]> = [
      ['instant address, asked again', () => `${DEMO_TENANT.slug}.${PLATFORM}`],
      ['unknown name, asked again', () => 'stranger.example'],
      ['a new unknown name each time', (at) => `stranger-${at}.example`],
    ];
    console.log(`\nTLS ask (GET /api/v1/tls/allowed) on ${target.name}, ${ASKS} asks each, one at a time`);
    for (const [name, domain] of cases) {
      for (let at = 0; at < 200; at += 1) await timedAsk(agent, port, domain(-at - 1));
      const samples: number[] = [];
      for (let at = 0; at < ASKS; at += 1) samples.push(await timedAsk(agent, port, domain(at)));
      samples.sort((a, b) => a - b);
      console.log(
        name.padEnd(32),
        `p50 ${percentile(samples, 0.5).toFixed(2)} ms`,
        `p99 ${percentile(samples, 0.99).toFixed(2)} ms`,
        `max ${(samples.at(-1) ?? 0).toFixed(2)} ms`,
      );
    }
  } finally {
    agent.destroy();
    await t.close();
  }
}
