// Webhook delivery latency as a partner's endpoint sees it: from the 201 that answers a booking to the signed
// `ride.booked` arriving at a real HTTP endpoint on this machine, with the default sweep (WEBHOOK_SWEEP_MS, 1 s).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO } from '../../src/server/db/seed';
import { bookSedan } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp } from '../helpers/test-app';
import type { TestDatabase } from '../helpers/test-databases';
import { percentile } from './percentile';

const BOOKINGS = 20;

export async function benchWebhooks(target: TestDatabase) {
  const arrivals = new Map<string, number>();
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const rideId = (JSON.parse(body) as { data?: { ride?: { id?: string } } }).data?.ride?.id;
      if (rideId) arrivals.set(rideId, performance.now());
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  // The receiver is on this machine: private targets are allowed for this app only.
  const t = await startTestApp(target, { env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
  try {
    const partner = await partnerToken(t);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/partner/webhooks',
      headers: { host: DEMO.host, authorization: `Bearer ${partner}`, 'idempotency-key': 'bench-webhook' },
      payload: { url, events: ['ride.booked'] },
    });
    if (added.statusCode !== 201) throw new Error(`webhook: ${added.body}`);
    const rider = await riderToken(t);
    const answered = new Map<string, number>();
    for (let at = 0; at < BOOKINGS; at += 1) {
      const rideId = await bookSedan(t, rider, `bench-webhook-${at}`);
      answered.set(rideId, performance.now());
      // Bookings arrive at any moment of the sweep, not in step with it.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
    }
    const deadline = Date.now() + 10_000;
    while (arrivals.size < answered.size && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const latencies = [...answered].flatMap(([rideId, at]) => {
      const arrived = arrivals.get(rideId);
      return arrived === undefined ? [] : [arrived - at];
    });
    latencies.sort((a, b) => a - b);
    console.log(`\nWebhook delivery on ${target.name} (${latencies.length} of ${answered.size} delivered)`);
    console.log(
      'booking answered to ride.booked received'.padEnd(42),
      `median ${percentile(latencies, 0.5).toFixed(0)} ms`,
      `p95 ${percentile(latencies, 0.95).toFixed(0)} ms`,
      `max ${(latencies.at(-1) ?? 0).toFixed(0)} ms`,
    );
  } finally {
    await t.close();
    receiver.close();
  }
}
