// Webhook endpoints cannot reach the server's own network (SSRF), on real databases, with names answered by a
// real DNS server on this machine (the stand-in, through DNS_SERVERS) and a listener on every local address
// (`::`, dual-stack) counting the connections anything made to it. Every address class is refused when the
// endpoint is added and again at each delivery, written as a literal or behind a name; one refused answer among
// a name's addresses refuses it; a name rebound to 127.0.0.1 after it was added reaches nothing; the log says
// only "Address not allowed". With WEBHOOK_ALLOW_PRIVATE=1 the delivery goes to the very address checked, not
// to whatever a second lookup would say.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants, webhookDeliveries, webhooks } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { REFUSED_TARGET_ERROR } from '../../src/server/modules/integrations/webhooks';
import { startDnsStandIn, type DnsRecords, type DnsStandIn } from '../helpers/dns-stand-in';
import { partnerToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';
import { waitFor } from '../helpers/wait-for';

/** One address of each class the guard refuses. */
const REFUSED_ADDRESSES = {
  loopback: '127.0.0.1',
  'loopback, elsewhere in 127/8': '127.1.2.3',
  'private 10/8': '10.1.2.3',
  'private 172.16/12': '172.31.255.254',
  'private 192.168/16': '192.168.1.1',
  'link-local (cloud metadata)': '169.254.169.254',
  'carrier-grade NAT': '100.64.0.1',
  unspecified: '0.0.0.0',
  multicast: '224.0.0.251',
  broadcast: '255.255.255.255',
  documentation: '192.0.2.10',
  benchmarking: '198.18.0.1',
  'reserved 240/4': '240.0.0.1',
  'IPv6 loopback': '::1',
  'IPv6 unspecified': '::',
  'IPv6 link-local': 'fe80::1',
  'unique-local fd00::/8': 'fd12:3456::1',
  'unique-local fc00::/8': 'fc00::1',
  'IPv6 multicast': 'ff02::1',
  'IPv4-mapped loopback': '::ffff:127.0.0.1',
  'IPv4-mapped private': '::ffff:10.0.0.1',
  'IPv4-mapped metadata': '::ffff:169.254.169.254',
  '6to4 of loopback': '2002:7f00:1::1',
  'NAT64 of a private address': '64:ff9b::a00:1',
  'IPv6 site-local': 'fec0::1',
  'IPv6 documentation': '2001:db8::1',
  Teredo: '2001:0:4136:e378::1',
} as const;

const PUBLIC_V4 = '93.184.215.14';
const PUBLIC_V6 = '2606:2800:21f:cb07:6820:80da:af6b:8b2c';
const REFUSED_MESSAGE = 'Use an address on the public internet for your endpoint.';

const isV6 = (address: string) => address.includes(':');
/** The address as a URL host; the stand-in takes IPv6 without a dotted tail. */
const urlHost = (address: string) => (isV6(address) ? `[${address}]` : address);
const dnsForm = (address: string) =>
  address.replace(
    /::ffff:(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
    (_, a, b, c, d) => `::ffff:${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}`,
  );
const records = (address: string): DnsRecords =>
  isV6(address) ? { aaaa: [dnsForm(address)] } : { a: [address] };
const nameOf = (label: string) => `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.ssrf.test`;

/** Counts connections and requests on one address and port. */
function listener(address: string, port = 0) {
  const requests: IncomingHttpHeaders[] = [];
  let connections = 0;
  const server: Server = createServer((request, response) => {
    requests.push(request.headers);
    request.resume();
    request.on('end', () => response.writeHead(204).end());
  });
  server.on('connection', () => (connections += 1));
  return {
    requests,
    connections: () => connections,
    start: () =>
      new Promise<number>((resolve) =>
        server.listen(port, address, () => resolve((server.address() as AddressInfo).port)),
      ),
    stop: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

let keys = 0;
const key = () => `ssrf-${Date.now()}-${(keys += 1)}`;

function ownerCalls(t: () => TestApp, token: () => string) {
  const headers = () => ({ host: DEMO.host, authorization: `Bearer ${token()}`, 'idempotency-key': key() });
  return {
    add: (url: string) =>
      t().app.inject({
        method: 'POST',
        url: '/api/v1/partner/webhooks',
        headers: headers(),
        payload: { url, events: ['ride.booked'] },
      }),
    sendTest: (id: string) =>
      t().app.inject({ method: 'POST', url: `/api/v1/partner/webhooks/${id}/test`, headers: headers() }),
    remove: (id: string) =>
      t().app.inject({ method: 'DELETE', url: `/api/v1/partner/webhooks/${id}`, headers: headers() }),
  };
}

/** Waits until every delivery was attempted once and answers them. */
async function attempted(t: TestApp, ids: string[]) {
  return waitFor(async () => {
    const rows = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.id, ids));
    return rows.length === ids.length && rows.every((row) => row.attempts >= 1) ? rows : null;
  }, `${ids.length} delivery attempts`);
}

describe.each(testDatabases())('outbound addresses on $name', (target) => {
  let t: TestApp;
  let dns: DnsStandIn;
  let owner: string;
  let port: number;
  const local = listener('::');
  const calls = ownerCalls(
    () => t,
    () => owner,
  );

  beforeAll(async () => {
    [dns, port] = await Promise.all([startDnsStandIn(), local.start()]);
    t = await startTestApp(target, { env: { WEBHOOK_SWEEP_MS: '100', DNS_SERVERS: dns.server } });
    owner = await partnerToken(t);
  });
  afterAll(async () => {
    await t?.close();
    await dns?.close();
    await local.stop();
  });

  const literalUrl = (address: string) => `http://${urlHost(address)}:${port}/hook`;
  const namedUrl = (label: string) => `http://${nameOf(label)}:${port}/hook`;

  it('refuses every address class when the endpoint is added, as a literal or behind a name', async () => {
    const urls: string[] = [];
    for (const [label, address] of Object.entries(REFUSED_ADDRESSES)) {
      dns.zone.set(nameOf(label), records(address));
      urls.push(literalUrl(address), namedUrl(label));
    }
    dns.zone.set('mixed.ssrf.test', { a: [PUBLIC_V4, '10.0.0.1'] });
    dns.zone.set('mixed-v6.ssrf.test', { a: [PUBLIC_V4], aaaa: ['::1'] });
    dns.zone.set('vm', { a: ['127.0.0.1'] });
    urls.push(
      `http://mixed.ssrf.test:${port}/`,
      `http://mixed-v6.ssrf.test:${port}/`,
      `http://VM.:${port}/`,
      `http://LOCALHOST.:${port}/`,
      `http://localhost:${port}/`,
      `http://2130706433:${port}/`, // 127.0.0.1 written as one number
      `http://0x7f.1:${port}/`,
      `http://nowhere.ssrf.test:${port}/`, // no address: the same answer, so nothing is told apart
    );
    const answers = await Promise.all(urls.map(async (url) => ({ url, reply: await calls.add(url) })));
    const accepted = answers.filter(({ reply }) => reply.statusCode !== 400).map(({ url }) => url);
    expect(accepted).toEqual([]);
    for (const { reply } of answers) expect(reply.json().error.fields).toEqual({ url: REFUSED_MESSAGE });
    expect(await t.database.db.select().from(webhooks)).toEqual([]);
    expect(local.connections()).toBe(0);
    console.info(
      `outbound addresses on ${target.name}: ${urls.length} endpoints over ` +
        `${Object.keys(REFUSED_ADDRESSES).length} address classes refused when added, 0 local connections`,
    );
  });

  it('accepts a name whose every address is public', async () => {
    dns.zone.set('public.ssrf.test', { a: [PUBLIC_V4], aaaa: [PUBLIC_V6] });
    const added = await calls.add(`https://public.ssrf.test/hook`);
    expect(added.statusCode, added.body).toBe(201);
    expect((await calls.remove(added.json().id)).statusCode).toBe(200);
  });

  it('refuses every class again at delivery, logs only "Address not allowed" and connects to nothing', async () => {
    // Endpoints stored before the guard, or whose names have since moved: written straight to the table.
    const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.domain, DEMO.host));
    const urls = Object.entries(REFUSED_ADDRESSES).flatMap(([label, address]) => {
      dns.zone.set(nameOf(label), records(address));
      return [literalUrl(address), namedUrl(label)];
    });
    const stored = await t.database.db
      .insert(webhooks)
      .values(urls.map((url) => ({ tenantId: tenant!.id, url, events: ['ride.booked'], secret: 'whsec_x' })))
      .returning();
    const queued = await Promise.all(stored.map((hook) => calls.sendTest(hook.id)));
    const rows = await attempted(
      t,
      queued.map((reply) => reply.json().id as string),
    );
    expect(rows.map((row) => [row.lastError, row.lastStatusCode])).toEqual(
      rows.map(() => [REFUSED_TARGET_ERROR, null]),
    );
    expect(local.connections()).toBe(0);
    console.info(
      `outbound addresses on ${target.name}: ${rows.length} deliveries refused ("${REFUSED_TARGET_ERROR}"), ` +
        `0 local connections`,
    );
    await t.database.db.delete(webhooks).where(inArray(webhooks.url, urls));
  });

  it('refuses a name rebound to 127.0.0.1 between the check and the delivery: nothing connects', async () => {
    dns.zone.set('rebind.ssrf.test', { a: [PUBLIC_V4], next: { a: ['127.0.0.1'] } });
    const added = await calls.add(`http://rebind.ssrf.test:${port}/hook`);
    expect(added.statusCode, added.body).toBe(201);
    expect(dns.zone.get('rebind.ssrf.test')).toEqual({ a: ['127.0.0.1'] });
    const queued = await calls.sendTest(added.json().id);
    const [row] = await attempted(t, [queued.json().id]);
    expect(row).toMatchObject({ lastError: REFUSED_TARGET_ERROR, lastStatusCode: null, status: 'pending' });
    expect(local.connections()).toBe(0);
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/v1/partner/webhooks/${added.json().id}/deliveries`,
      headers: { host: DEMO.host, authorization: `Bearer ${owner}` },
    });
    expect(log.json().deliveries[0]).toMatchObject({
      lastError: 'Address not allowed',
      lastStatusCode: null,
    });
    await calls.remove(added.json().id);
  });
});

describe.each(testDatabases())('a delivery connects to the address it checked, on $name', (target) => {
  let t: TestApp;
  let dns: DnsStandIn;
  let owner: string;
  const checked = listener('127.0.0.1');
  let later: ReturnType<typeof listener>;
  let port: number;
  const calls = ownerCalls(
    () => t,
    () => owner,
  );

  beforeAll(async () => {
    [dns, port] = await Promise.all([startDnsStandIn(), checked.start()]);
    later = listener('127.0.0.2', port);
    await later.start();
    // The one place a private target is allowed: both listeners are on this machine.
    t = await startTestApp(target, {
      env: { WEBHOOK_SWEEP_MS: '100', DNS_SERVERS: dns.server, WEBHOOK_ALLOW_PRIVATE: '1' },
    });
    owner = await partnerToken(t);
  });
  afterAll(async () => {
    await t?.close();
    await dns?.close();
    await checked.stop();
    await later?.stop();
  });

  it('posts to the address the delivery check saw, with the name as Host, though the DNS answers anew', async () => {
    dns.zone.set('pinned.ssrf.test', { a: ['127.0.0.1'] });
    const added = await calls.add(`http://pinned.ssrf.test:${port}/hook`);
    expect(added.statusCode, added.body).toBe(201);
    // The delivery's check is answered 127.0.0.1; any lookup after it would be answered 127.0.0.2.
    dns.zone.set('pinned.ssrf.test', { a: ['127.0.0.1'], next: { a: ['127.0.0.2'] } });
    const queued = await calls.sendTest(added.json().id);
    const [row] = await attempted(t, [queued.json().id]);
    expect(row).toMatchObject({ status: 'delivered', lastStatusCode: 204 });
    expect(dns.zone.get('pinned.ssrf.test')).toEqual({ a: ['127.0.0.2'] });
    expect(checked.requests.map((headers) => headers.host)).toEqual([`pinned.ssrf.test:${port}`]);
    expect(later.connections()).toBe(0);
  });
});
