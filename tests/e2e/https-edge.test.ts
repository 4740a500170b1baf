// HTTPS for every host a partner owns, end to end on loopback: Caddy running deploy/Caddyfile gets a certificate
// from Pebble on the first visit to a partner's instant address or proven own domain, after the app allowed the
// name, and serves the partner's site with it; an unknown name gets no certificate; HTTP redirects to HTTPS;
// WebSockets pass; the app sees the request as HTTPS (TRUST_PROXY); and the service worker registers on the HTTPS
// origin in Chromium, which trusts Pebble's chain by its intermediate's key.
import { X509Certificate, createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { retiredSlugs, tenantHosts, tenants } from '../../src/server/db/schema';
import { DEMO_TENANT } from '../../src/server/db/seed-data';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { startHttpsEdge, type HttpsEdge } from '../helpers/https-edge';
import { waitFor } from '../helpers/wait-for';

const PLATFORM = 'travelx.test';
const INSTANT = `${DEMO_TENANT.slug}.${PLATFORM}`;
const OWN_DOMAIN = 'gulfcabs.example';

/** base64 SHA-256 of a certificate's SubjectPublicKeyInfo, as Chromium's --ignore-certificate-errors-spki-list
 * takes it. */
const spkiHash = (pem: string) =>
  createHash('sha256')
    .update(new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');

describe('the HTTPS edge', () => {
  let server: LiveServer;
  let edge: HttpsEdge;
  let browser: Browser | undefined;
  // A second app process that is not ready: its readiness answers 503, anything else a 500 no rider may see.
  let readinessProbes = 0;
  const notReady = http.createServer((request, response) => {
    if (request.url === '/api/v1/ready') readinessProbes += 1;
    response.writeHead(request.url === '/api/v1/ready' ? 503 : 500).end('not ready');
  });

  beforeAll(async () => {
    server = await startLiveServer({ PLATFORM_DOMAIN: PLATFORM, TRUST_PROXY: 'true' });
    const { db } = server.database;
    const [gulf] = await db
      .insert(tenants)
      .values({ businessName: 'Gulf Cabs', email: 'ops@gulfcabs.example', domain: OWN_DOMAIN, slug: 'gulf' })
      .returning();
    await db.insert(tenantHosts).values({
      host: OWN_DOMAIN,
      tenantId: gulf!.id,
      provenBy: 'txt',
      provenAt: new Date(),
      checkedAt: new Date(),
    });
    await db
      .insert(retiredSlugs)
      .values({ slug: 'gulf-old', tenantId: gulf!.id, redirectUntil: new Date(Date.now() + 86_400_000) });
    await new Promise<void>((resolve) => notReady.listen(0, '127.0.0.1', resolve));
    const notReadyPort = (notReady.address() as AddressInfo).port;
    edge = await startHttpsEdge([new URL(server.baseUrl).host, `127.0.0.1:${notReadyPort}`]);
    // Caddy checks each upstream once as it starts; until then it would send riders to the process not ready.
    await waitFor(async () => readinessProbes > 0, 'Caddy to check the second process');
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await edge?.close();
    await server?.close();
    notReady.close();
  });

  it("serves a partner's instant address with a certificate for it, got on the first visit", async () => {
    const started = performance.now();
    const page = await edge.get(INSTANT);
    const firstVisitMs = Math.round(performance.now() - started);
    console.log(`first HTTPS request to ${INSTANT} served in ${firstVisitMs} ms (certificate from Pebble)`);
    expect(page.status, edge.log.join('')).toBe(200);
    expect(page.certificateNames).toEqual([INSTANT]);
    const brand = JSON.parse((await edge.get(INSTANT, '/api/v1/config')).body) as { businessName: string };
    expect(brand.businessName).toBe(DEMO_TENANT.businessName);
  });

  it('sends nothing to an app process whose readiness is not 200', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => edge.get(INSTANT, '/api/v1/health')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
  });

  it("serves a partner's proven own domain with a certificate for it", async () => {
    const config = await edge.get(OWN_DOMAIN, '/api/v1/config');
    expect(config.status, edge.log.join('')).toBe(200);
    expect(config.certificateNames).toEqual([OWN_DOMAIN]);
    expect(JSON.parse(config.body)).toMatchObject({ businessName: 'Gulf Cabs' });
  });

  it('gives an unknown name no certificate', async () => {
    await expect(edge.get('stranger.example')).rejects.toThrow(/alert|socket hang up|ECONNRESET/i);
    await expect(edge.get(`nobody.${PLATFORM}`)).rejects.toThrow(/alert|socket hang up|ECONNRESET/i);
  });

  it("redirects HTTP to HTTPS, and passes the client's address and scheme, not what the client claims", async () => {
    const location = await new Promise<string | undefined>((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port: edge.httpPort, path: '/book?x=1', headers: { host: INSTANT } },
          (r) => {
            expect(r.statusCode).toBe(308);
            resolve(r.headers.location);
            r.resume();
          },
        )
        .on('error', reject);
    });
    expect(location).toBe(`https://${INSTANT}:${edge.httpsPort}/book?x=1`);
    // Caddy names the connection's own address, not one the client made up, so TRUST_PROXY=true is safe.
    const forwardedFor: Array<string | string[] | undefined> = [];
    const note = (request: http.IncomingMessage) => forwardedFor.push(request.headers['x-forwarded-for']);
    server.app.server.on('request', note);
    await edge.get(INSTANT, '/api/v1/health', { 'x-forwarded-for': '198.51.100.9' });
    server.app.server.off('request', note);
    expect(forwardedFor).toEqual(['127.0.0.1']);
    // An old instant address redirects with the scheme the app believes the request came by.
    const moved = await edge.get(`gulf-old.${PLATFORM}`, '/rides');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(`https://gulf.${PLATFORM}:${edge.httpsPort}/rides`);
  });

  it('passes WebSocket upgrades to the app', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = https.request({
        host: '127.0.0.1',
        port: edge.httpsPort,
        path: '/socket.io/?EIO=4&transport=websocket',
        servername: INSTANT,
        ca: edge.pebbleRoot,
        agent: false,
        headers: {
          host: INSTANT,
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': Buffer.from('sixteen byte key').toString('base64'),
        },
      });
      request.on('upgrade', (response, socket) => {
        socket.destroy();
        resolve(response.statusCode);
      });
      request.on('response', (response) => resolve(response.statusCode));
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(101);
  });

  it('registers the service worker on the HTTPS origin in Chromium', async () => {
    browser = await launchChromium([
      '--host-resolver-rules=MAP * 127.0.0.1',
      `--ignore-certificate-errors-spki-list=${spkiHash(edge.pebbleIntermediate)}`,
    ]);
    const page = await browser.newPage();
    await page.goto(`https://${OWN_DOMAIN}:${edge.httpsPort}/`);
    const registered = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { secure: window.isSecureContext, active: registration.active?.state ?? null };
    });
    expect(registered.secure).toBe(true);
    expect(['activating', 'activated']).toContain(registered.active);
  });
});
