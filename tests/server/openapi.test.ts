// The OpenAPI 3.1 description is generated from the routes' own contracts: it validates against the OpenAPI 3.1
// schema, names every API route with its method, and carries the fields each route's zod contract declares. The
// webhook signature and its verification code (run by webhooks.test.ts) are in both the document and the page, and
// every partner operation says whether an API key reaches it and with which scope.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/server/db/seed';
import { escapeHtml } from '../../src/server/modules/pages/page-head';
import { WEBHOOK_VERIFIERS } from '../../src/server/modules/integrations/webhook-verifiers';
import { PARTNER_ROUTE_SCOPES } from '../../src/domain/integrations/api-keys';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
type Operation = {
  security?: Record<string, string[]>[];
  'x-scope'?: string;
  description?: string;
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { 'application/json': { schema: { required?: string[]; properties: object } } } };
  responses: Record<string, { content?: { 'application/json': { schema: { properties?: object } } } }>;
};

describe('the API description', () => {
  let t: TestApp;
  let document: {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
    servers: { url: string }[];
    webhooks: Record<string, { post: { description: string; parameters: { name: string }[] } }>;
    components: { securitySchemes: Record<string, object> };
  };
  beforeAll(async () => {
    t = await startTestApp(testDatabases()[0]!);
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { host } });
    expect(answer.statusCode).toBe(200);
    document = answer.json();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is a valid OpenAPI 3.1 document for this host', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers[0]!.url).toBe(`http://${host}/api/v1`);
  });

  it('names every registered API route with its method', () => {
    const routes = t.app.routeCatalogue.filter((route) => route.url.startsWith('/api/v1/'));
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
  });

  it('carries what the contracts declare: path parameters, required body fields, enums and answers', () => {
    const booking = document.paths['/api/v1/bookings']!.post!;
    expect(booking.requestBody!.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['rideSearchId', 'vehicleType']),
    );
    expect(booking.parameters).toContainEqual(
      expect.objectContaining({ name: 'idempotency-key', in: 'header', required: true }),
    );
    const action = document.paths['/api/v1/driver/rides/{rideId}/actions']!.post!;
    expect(action.parameters).toContainEqual(expect.objectContaining({ name: 'rideId', in: 'path' }));
    expect(JSON.stringify(action.requestBody)).toContain('"accept"');
    const home = document.paths['/api/v1/driver/rides']!.get!;
    expect(Object.keys(home.responses['200']!.content!['application/json'].schema.properties!)).toEqual(
      expect.arrayContaining(['offers', 'rides', 'earnings']),
    );
  });

  it('reads as one HTML page with every operation, styled from a file', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const operations = Object.values(document.paths).reduce(
      (n, methods) => n + Object.keys(methods).length,
      0,
    );
    expect(page.body.match(/<section id=/g)).toHaveLength(operations);
    expect(page.body).toContain('<code>/api/v1/driver/rides/{rideId}/actions</code>');
    expect(page.body).not.toMatch(/<script|style=/);
    const css = await t.app.inject({ method: 'GET', url: '/api/docs.css', headers: { host } });
    expect(css.headers['content-type']).toMatch(/text\/css/);
  });

  it('shows the webhook signature with a five-minute window and code that checks it in Node, Python and PHP', async () => {
    const delivery = document.webhooks.rideEvent!.post;
    expect(delivery.parameters).toEqual([expect.objectContaining({ name: 'X-TravelX-Signature' })]);
    expect(delivery.description).toContain('t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"');
    expect(delivery.description).toContain('5 minutes');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { host } });
    for (const [language, code] of Object.entries(WEBHOOK_VERIFIERS)) {
      expect(delivery.description).toContain(code);
      expect(page.body).toContain(`<h3>${language}</h3><pre><code>${escapeHtml(code)}</code></pre>`);
    }
    expect(WEBHOOK_VERIFIERS.Node).toContain('timingSafeEqual');
    expect(WEBHOOK_VERIFIERS.Python).toContain('hmac.compare_digest');
    expect(WEBHOOK_VERIFIERS.PHP).toContain('hash_equals');
  });

  it('declares the API key scheme and, on every partner operation, the scope a key needs or that none reaches it', async () => {
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'tx_live_…',
    });
    const partnerRoutes = t.app.routeCatalogue.filter((route) => route.url.startsWith('/api/v1/partner/'));
    for (const route of partnerRoutes) {
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]![route.method.toLowerCase()]!;
      const scope = PARTNER_ROUTE_SCOPES[`${route.method} ${route.url}`];
      const name = `${route.method} ${route.url}`;
      if (scope) {
        expect(operation.security, name).toEqual([{ session: [] }, { apiKey: [scope] }]);
        expect(operation['x-scope'], name).toBe(scope);
      } else expect(operation.security, name).toEqual([{ session: [] }]);
    }
    const page = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { host } });
    expect(page.body).toContain(
      '<code>/api/v1/partner/rides</code></h3><p>An API key needs the rides:read scope.</p>',
    );
  });
});
