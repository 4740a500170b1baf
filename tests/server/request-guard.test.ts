// Text the database cannot store and Host headers no address can be built from answer 400, never 500.
// The NUL fuzz is generated from the registered routes and their zod schemas: every path parameter, query
// field and body field of every route gets a NUL, so a route added later is fuzzed without a new test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { DEMO } from '../../src/server/db/seed';
import {
  fillPath,
  isConsoleRoute,
  pathParams,
  PLATFORM_HOST,
  routeSchemas,
  type RouteSchemas,
} from '../helpers/route-walk';
import { createPlatformSession } from '../../src/server/lib/platform-sessions';
import { textFieldPaths, valueAt } from '../helpers/schema-strings';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const NUL_TEXT = 'a\u0000b';
const PLATFORM_OWNER = 'owner@platform.test';

interface Probe {
  route: string;
  field: string;
  method: string;
  url: string;
  payload?: unknown;
}

function probesFor(method: string, url: string, schema: RouteSchemas): Probe[] {
  const urlWith = (target?: string) => fillPath(url, target ? { [target]: NUL_TEXT } : {});
  const route = `${method} ${url}`;
  const probes: Probe[] = pathParams(url).map((name) => ({ route, field: name, method, url: urlWith(name) }));
  for (const path of textFieldPaths(schema.querystring)) {
    const query = new URLSearchParams({ [path[0]!]: NUL_TEXT });
    probes.push({ route, field: path[0]!, method, url: `${urlWith()}?${query}` });
  }
  for (const path of textFieldPaths(schema.body))
    probes.push({ route, field: path.join('.'), method, url: urlWith(), payload: valueAt(path, NUL_TEXT) });
  return probes;
}

describe.each(testDatabases())('request guard on $name', (target) => {
  let t: TestApp;
  let root: string;
  let headers: Record<string, string>[];
  let consoleHeaders: Record<string, string>;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'travelx-guard-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><title>shell</title></head></html>');
    t = await startTestApp(target, { staticRoot: root, env: { PLATFORM_ADMINS: PLATFORM_OWNER } });
    const [rider, partner] = [await riderToken(t), await partnerToken(t)];
    headers = [{}, { authorization: `Bearer ${rider}` }, { authorization: `Bearer ${partner}` }];
    const owner = await createPlatformSession(t.database.db, PLATFORM_OWNER);
    consoleHeaders = { host: PLATFORM_HOST, authorization: `Bearer ${owner}` };
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a NUL in every parameter and text field of every route with 400 naming the field', async () => {
    const probes = t.app.routeCatalogue.flatMap((route) =>
      probesFor(route.method, route.url, routeSchemas(route)),
    );
    expect(new Set(probes.map((probe) => probe.route)).size).toBeGreaterThan(40);
    let sent = 0;
    const failures: string[] = [];
    for (const probe of probes) {
      // The console's routes answer 404 on a partner's host and 401 to anyone but a platform owner before they
      // read a field, so they are probed on the platform's host as its owner.
      const sessions = isConsoleRoute(probe.url)
        ? [consoleHeaders]
        : headers.map((session) => ({ host: DEMO.host, ...session }));
      for (const session of sessions) {
        sent += 1;
        const reply = await t.app.inject({
          method: probe.method as 'GET',
          url: probe.url,
          remoteAddress: `10.9.${Math.floor(sent / 250)}.${sent % 250}`,
          headers: session,
          ...(probe.payload === undefined ? {} : { payload: probe.payload as object }),
        });
        const fields = reply.statusCode === 400 ? (reply.json().error.fields ?? {}) : {};
        if (reply.statusCode !== 400 || !(probe.field in fields))
          failures.push(`${probe.route} ${probe.field}: ${reply.statusCode} ${reply.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    console.info(
      `NUL fuzz: ${sent} requests over ${probes.length} fields of ${t.app.routeCatalogue.length} routes`,
    );
  });

  it('refuses a control character in chat text sent over the socket contract too', async () => {
    const { chatMessageRequestSchema } =
      await import('../../src/domain/assistants/booking-text/agent-parse-contract');
    expect(chatMessageRequestSchema.safeParse({ text: 'to airport\u0000' }).success).toBe(false);
    expect(chatMessageRequestSchema.safeParse({ text: 'to airport\nat 5' }).success).toBe(true);
  });

  it.each([
    ['a non-numeric port', 'localhost:abc'],
    ['an out-of-range port', 'localhost:99999'],
    ['an empty port', 'localhost:'],
    ['a path in the host', 'evil.example/x'],
    ['a space in the host', 'demo travels'],
  ])('answers %s in the Host header with 400 on every kind of page', async (_name, host) => {
    for (const url of [
      '/',
      '/ride/book',
      '/in/ta/place/chennai',
      '/blog/x',
      '/robots.txt',
      '/sitemap.xml',
      '/api/v1/config',
    ]) {
      const reply = await t.app.inject({ url, headers: { host, accept: 'text/html' } });
      expect(reply.statusCode, `${url} with Host "${host}"`).toBe(400);
      expect(reply.json().error.message).toMatch(/Host header/);
    }
  });

  it('answers an empty Host header on the wire with 400', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.end('GET /robots.txt HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
  });

  it('still serves good Host headers, with a port or an IPv6 address', async () => {
    for (const host of [DEMO.host, `${DEMO.host}:8080`, '[::1]:8080']) {
      const reply = await t.app.inject({ url: '/robots.txt', headers: { host } });
      expect(reply.statusCode, host).toBe(200);
    }
  });
});

describe('error log', () => {
  it('keeps a failed query statement but not its parameters', async () => {
    const { withoutQueryParameters } = await import('../../src/server/plugins/errors');
    const failed = new Error('Failed query: select * from users where phone = $1\nparams: +919876543210');
    failed.cause = new Error('invalid byte sequence for encoding "UTF8": 0x00');
    const logged = withoutQueryParameters(failed);
    expect(logged.message).toContain('select * from users where phone = $1');
    expect(JSON.stringify({ m: logged.message, s: logged.stack })).not.toContain('+919876543210');
    expect((logged.cause as Error).message).toContain('0x00');
  });
});
