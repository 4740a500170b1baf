// Every registered route, as an anonymous visitor, a rider and a partner, gets a body (and query and path)
// generated from its own zod schemas, then malformed ones: wrong types, missing fields, strings near and over
// the body limit, right-to-left text, emoji, combining marks, lone surrogates, NUL, other content types, arrays
// for objects, deep nesting. Whatever the client sends, the answer is never 5xx. Routes come from the app's
// route table, so a route added later is fuzzed without a line here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CataloguedRoute } from '../../src/server/app';
import { LIMITS } from '../../src/domain/constants';
import { DEMO } from '../../src/server/db/seed';
import { startDnsStandIn, type DnsStandIn } from '../helpers/dns-stand-in';
import { startGraphApi, type GraphApi } from '../helpers/graph-api';
import {
  fillPath,
  isConsoleRoute,
  pathParams,
  PLATFORM_HOST,
  routeName,
  routeSchemas,
} from '../helpers/route-walk';
import { objectFields, sampleOf } from '../helpers/schema-samples';
import { textFieldPaths, withValueAt } from '../helpers/schema-strings';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createPlatformSession } from '../../src/server/lib/platform-sessions';
import { testDatabases } from '../helpers/test-databases';

interface FuzzCase {
  label: string;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
  /** Who it is sent as: every session (the default); once, when it is refused while the body is parsed, before
   * any session is read; or the sessions the route admitted with its sample, for the variants of one field, which
   * another session would see refused by the same role check or validated by the same schema. */
  sessions?: 'once' | 'admitted';
}

const LONE_SURROGATE = 'LONE_SURROGATE';
/** Right-to-left, emoji with joiners, combining marks, a direction override, a byte-order mark and (in JSON
 * escapes, where JSON allows them) lone UTF-16 surrogates. */
const UNICODE = `مرحبا שלום 🚕👩🏽‍✈️ e\u0301\u0327 \u202Eevil\u202C 中文 \uFEFF ${LONE_SURROGATE}`;
const NEAR_LIMIT = 'n'.repeat(LIMITS.bodyBytes - 1024);
const MEGABYTE = 'm'.repeat(1024 * 1024);
const DEEP_OBJECT = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
const DEEP_ARRAY = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;

const json = (value: unknown) => JSON.stringify(value);

/** Identical requests sent at once per route and session: enough to meet a check-then-insert race (the chat's
 * first message met it at 10 over HTTP), few enough for a busy 2-core machine. */
const BURST = 8;

/** A value of another type than the schema expects. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number' || typeof value === 'boolean') return 'not-a-number';
  if (Array.isArray(value)) return { not: 'a list' };
  if (value !== null && typeof value === 'object') return 'not-an-object';
  return { unexpected: true };
}

function queryOf(value: unknown): string {
  const query = new URLSearchParams();
  if (value !== null && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      query.append(key, typeof inner === 'object' ? json(inner) : String(inner));
  return query.size > 0 ? `?${query}` : '';
}

function pathCases(route: CataloguedRoute, params: Record<string, string>): FuzzCase[] {
  return pathParams(route.url).flatMap((name) => [
    { label: `path ${name} unicode`, url: fillPath(route.url, { ...params, [name]: UNICODE }) },
    { label: `path ${name} long`, url: fillPath(route.url, { ...params, [name]: 'p'.repeat(2000) }) },
    {
      label: `path ${name} bad escape`,
      url: fillPath(route.url, params).replace(encodeURIComponent(params[name] ?? 'x'), '%E0%A4%A'),
    },
  ]);
}

function queryCases(base: string, schema: unknown): FuzzCase[] {
  const sample = sampleOf(schema);
  const cases: FuzzCase[] = [{ label: 'query sample', url: `${base}${queryOf(sample)}` }];
  for (const field of objectFields(schema)) {
    const at = (value: string) => `${base}${queryOf({ ...(sample as object), [field.key]: value })}`;
    cases.push(
      { label: `query ${field.key} wrong type`, url: at('{"x":[1]}'), sessions: 'admitted' },
      { label: `query ${field.key} unicode`, url: at(UNICODE), sessions: 'admitted' },
      { label: `query ${field.key} long`, url: at('q'.repeat(8000)), sessions: 'admitted' },
      {
        label: `query ${field.key} twice`,
        url: `${base}?${field.key}=a&${field.key}=b`,
        sessions: 'admitted',
      },
    );
  }
  return cases;
}

function bodyCases(url: string, schema: unknown): FuzzCase[] {
  const sample = sampleOf(schema) ?? {};
  const body = (label: string, value: unknown, sessions?: FuzzCase['sessions']): FuzzCase => ({
    label,
    url,
    contentType: 'application/json',
    payload: json(value),
    sessions,
  });
  const forField = (label: string, value: unknown) => body(label, value, 'admitted');
  const cases: FuzzCase[] = [
    body('sample', sample),
    body('empty object', {}),
    body('array of the sample', [sample]),
    body('null', null),
    body('a bare string', 'text'),
    { label: 'empty body', url, contentType: 'application/json', payload: '' },
    { label: 'deep object', url, contentType: 'application/json', payload: DEEP_OBJECT },
    { label: 'deep array', url, contentType: 'application/json', payload: DEEP_ARRAY },
    { label: 'broken JSON', url, contentType: 'application/json', payload: '{"a": ', sessions: 'once' },
    { label: 'text/plain', url, contentType: 'text/plain', payload: json(sample) },
    { label: 'form', url, contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
    {
      label: 'multipart',
      url,
      contentType: 'multipart/form-data; boundary=fuzz',
      payload: '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--fuzz--\r\n',
    },
    { label: 'no content type', url, payload: json(sample) },
    {
      label: 'one megabyte',
      url,
      contentType: 'application/json',
      payload: json({ text: MEGABYTE }),
      sessions: 'once',
    },
  ];
  for (const field of objectFields(schema)) {
    const value = (sample as Record<string, unknown>)[field.key];
    cases.push(forField(`${field.key} wrong type`, { ...(sample as object), [field.key]: wrongType(value) }));
    if (!field.optional) {
      const rest: Record<string, unknown> = { ...(sample as object) };
      delete rest[field.key];
      cases.push(forField(`${field.key} missing`, rest));
    }
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      cases.push(forField(`${field.key} as array`, { ...(sample as object), [field.key]: [value] }));
  }
  const texts = textFieldPaths(schema);
  // A NUL in each field is request-guard.test.ts's; here one per route shows it never reaches a handler.
  if (texts[0]) cases.push(body('NUL', withValueAt(sample, texts[0], 'a\u0000b')));
  for (const path of texts) {
    const name = path.join('.');
    cases.push(forField(`${name} near the limit`, withValueAt(sample, path, NEAR_LIMIT)), {
      label: `${name} unicode`,
      url,
      contentType: 'application/json',
      sessions: 'admitted',
      payload: json(withValueAt(sample, path, UNICODE)).replace(LONE_SURROGATE, '\\ud800 \\udfff'),
    });
  }
  return cases;
}

function casesFor(route: CataloguedRoute): FuzzCase[] {
  const schemas = routeSchemas(route);
  const params = (sampleOf(schemas.params) ?? {}) as Record<string, string>;
  const base = fillPath(
    route.url,
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  );
  const query = queryCases(base, schemas.querystring);
  const body =
    route.method === 'GET' ? [] : bodyCases(`${base}${queryOf(sampleOf(schemas.querystring))}`, schemas.body);
  // The route's own sample first: the sessions it admits are the ones its field variants are sent as.
  const [sample, ...rest] = route.method === 'GET' ? query : [...body, ...query];
  return [sample!, ...rest, ...pathCases(route, params)];
}

const PLATFORM_OWNER = 'owner@platform.test';

/** Console routes are tried on the platform's host, every other route on the demo partner's. */
const hostFor = (route: CataloguedRoute) => (isConsoleRoute(route.url) ? PLATFORM_HOST : DEMO.host);

/** Routes that end the session they are called with go last, so the others are fuzzed logged in. */
const endsSession = (route: CataloguedRoute) =>
  /\/auth\/logout/.test(route.url) || (route.method === 'DELETE' && route.url === '/api/v1/me');

describe.each(testDatabases())('route fuzz on $name', (target) => {
  let t: TestApp;
  let graph: GraphApi;
  let dns: DnsStandIn;
  let sessions: { name: string; headers: Record<string, string> }[];
  beforeAll(async () => {
    [graph, dns] = await Promise.all([startGraphApi({}), startDnsStandIn()]);
    t = await startTestApp(target, {
      env: {
        WHATSAPP_API_URL: graph.url,
        DNS_SERVERS: dns.server,
        ABUSE_LIMIT_FACTOR: '1000',
        QUOTE_RATE_LIMIT: '1000000',
        PLATFORM_ADMINS: PLATFORM_OWNER,
      },
    });
    const [rider, partner] = [await riderToken(t), await partnerToken(t)];
    const owner = await createPlatformSession(t.database.db, PLATFORM_OWNER);
    sessions = [
      { name: 'anonymous', headers: {} },
      { name: 'rider', headers: { authorization: `Bearer ${rider}` } },
      { name: 'partner', headers: { authorization: `Bearer ${partner}` } },
      { name: 'platform owner', headers: { authorization: `Bearer ${owner}` } },
    ];
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([graph?.close(), dns?.close()]);
  });

  it('accepts a DELETE that says application/json and carries no body', async () => {
    const partner = sessions[2]!.headers;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/partner/vehicles',
      headers: { host: DEMO.host, 'idempotency-key': 'fuzz-delete-add', ...partner },
      payload: { vehicleType: 'sedan', model: 'Etios', number: 'TN09 FZ4242' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/partner/vehicles/${added.json().id}`,
      headers: {
        host: DEMO.host,
        'idempotency-key': 'fuzz-delete',
        'content-type': 'application/json',
        ...partner,
      },
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
  });

  it(
    `never answers 5xx to a burst of ${BURST} identical valid requests in parallel, per route and session`,
    { timeout: 600_000 },
    async () => {
      // A rider new to the tenant, so routes that create a per-rider row on first use race to create it.
      const newcomer = await riderToken(t, '+919876500042');
      const burstSessions = sessions.map((session) =>
        session.name === 'rider' ? { ...session, headers: { authorization: `Bearer ${newcomer}` } } : session,
      );
      const routes = t.app.routeCatalogue.filter((route) => !endsSession(route));
      const failures: string[] = [];
      let sent = 0;
      for (const route of routes) {
        const [sample] = casesFor(route);
        for (const session of burstSessions) {
          const replies = await Promise.all(
            Array.from({ length: BURST }, () => {
              sent += 1;
              return t.app.inject({
                method: route.method as 'GET',
                url: sample!.url,
                remoteAddress: `11.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
                headers: {
                  host: hostFor(route),
                  'idempotency-key': `burst-${sent}`,
                  ...session.headers,
                  ...(sample!.contentType ? { 'content-type': sample!.contentType } : {}),
                },
                ...(sample!.payload === undefined ? {} : { payload: sample!.payload }),
              });
            }),
          );
          for (const reply of replies.filter((answer) => answer.statusCode >= 500))
            failures.push(
              `${routeName(route)} as ${session.name}: ${reply.statusCode} ${reply.body.slice(0, 160)}`,
            );
        }
      }
      console.info(
        `route fuzz bursts on ${target.name}: ${sent} requests in bursts of ${BURST} over ${routes.length} routes ` +
          `and ${burstSessions.length} sessions, ${failures.length} answered 5xx`,
      );
      expect(failures).toEqual([]);
    },
  );

  it(
    'never answers 5xx, whatever the body, query, path, content type or session',
    { timeout: 900_000 },
    async () => {
      const routes = [...t.app.routeCatalogue].sort(
        (a, b) => Number(endsSession(a)) - Number(endsSession(b)),
      );
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      const answeredSample = new Set<string>();
      let sent = 0;
      for (const route of routes) {
        const [sample, ...others] = casesFor(route);
        const admitted = new Set<string>();
        for (const fuzz of [sample!, ...others]) {
          const as =
            fuzz.sessions === 'once'
              ? sessions.slice(0, 1)
              : fuzz.sessions === 'admitted' && admitted.size > 0
                ? sessions.filter((session) => admitted.has(session.name))
                : sessions;
          for (const session of as) {
            sent += 1;
            const reply = await t.app.inject({
              method: route.method as 'GET',
              url: fuzz.url,
              remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
              headers: {
                host: hostFor(route),
                'idempotency-key': `fuzz-${sent}`,
                ...session.headers,
                ...(fuzz.contentType ? { 'content-type': fuzz.contentType } : {}),
              },
              ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
            });
            statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1);
            if (fuzz === sample && reply.statusCode !== 401 && reply.statusCode !== 403)
              admitted.add(session.name);
            if (fuzz === sample && reply.statusCode < 300) answeredSample.add(routeName(route));
            if (reply.statusCode >= 500)
              failures.push(
                `${routeName(route)} [${fuzz.label}] as ${session.name}: ${reply.statusCode} ${reply.body.slice(0, 160)}`,
              );
          }
        }
      }
      expect(failures).toEqual([]);
      // The generated requests have the right shape: many routes do their work with them, not just refuse them
      // (the others need ids of rows that exist, or another kind of session).
      expect(answeredSample.size).toBeGreaterThan(routes.length * 0.4);
      console.info(
        `route fuzz on ${target.name}: ${sent} requests over ${routes.length} routes, ` +
          `${answeredSample.size} routes answered their generated sample with 2xx; statuses ${json(Object.fromEntries(statuses))}`,
      );
    },
  );
});
