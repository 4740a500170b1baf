// Headers helmet does not send. Permissions-Policy on every response: this origin may use what the product
// needs (location for the driver app and "use my location", the microphone for the chat's voice input, payment,
// fullscreen, wake lock, clipboard), embedded frames nothing, and no page anything else. Only features Chromium
// knows are named: an unknown one (Web Share has no policy in Chromium, nor Bluetooth) prints a warning on every
// page and guards nothing. A nonce-based Content-Security-Policy on every HTML
// response: scripts only from this origin or carrying this response's nonce (the shell's own data and styles).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand } from '../../domain/brand';

export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'payment=(self)',
  'fullscreen=(self)',
  'screen-wake-lock=(self)',
  'clipboard-write=(self)',
  'camera=()',
  'microphone=(self)',
  'display-capture=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's Content-Security-Policy nonce, for the inline elements the server writes. */
    cspNonce: string;
  }
}

export interface PolicySources {
  /** The map tile template (`{z}/{x}/{y}`, maybe `{a-c}` in the host). */
  tileUrl: string | undefined;
  routingUrl: string | undefined;
}

/** A URL's origin as a CSP source; a `{a-c}`-style subdomain template becomes a `*.` wildcard. */
export function sourceOf(url: string | undefined): string | null {
  const match = url ? /^(https?:\/\/)([^/?#]+)/i.exec(url) : null;
  if (!match) return null;
  const host = match[2]!.toLowerCase();
  if (!host.includes('{')) return `${match[1]}${host}`;
  const rest = host.replace(/^[^.]*\{[^}]*\}[^.]*\./, '');
  return rest.includes('{') ? null : `${match[1]}*.${rest}`;
}

/** The policy for one HTML response. */
export function contentSecurityPolicy(
  nonce: string,
  host: string,
  brand: Pick<Brand, 'logoUrl' | 'bannerUrl'> | null,
  sources: PolicySources,
): string {
  const tiles = sourceOf(sources.tileUrl);
  const media = [brand?.logoUrl, brand?.bannerUrl].map(sourceOf);
  const images = new Set(["'self'", 'data:', 'blob:', tiles, ...media].filter(Boolean));
  const connect = new Set(
    ["'self'", `ws://${host}`, `wss://${host}`, tiles, sourceOf(sources.routingUrl)].filter(Boolean),
  );
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Elements need the nonce; style attributes (the brand's colours on <html>, components' own) are allowed.
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    `img-src ${[...images].join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const isHtml = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('text/html');

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: PolicySources) => {
  // Made on first use: only a page the server renders needs one, and most answers are JSON.
  const nonces = new WeakMap<FastifyRequest, string>();
  app.decorateRequest('cspNonce', {
    getter(this: FastifyRequest) {
      let nonce = nonces.get(this);
      if (!nonce) nonces.set(this, (nonce = randomBytes(16).toString('base64')));
      return nonce;
    },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    if (isHtml(reply.getHeader('content-type')))
      reply.header(
        'content-security-policy',
        contentSecurityPolicy(request.cspNonce, request.host, request.brand ?? null, opts),
      );
    return payload;
  });
});
