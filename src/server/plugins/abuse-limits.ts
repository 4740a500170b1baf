// Ceilings on the writes an abuser would flood (bookings, partner changes, the payment callback, the WhatsApp
// webhook), counted per session and per client address at once, far above what a rider or dispatcher does.
// One table, matched on the route pattern, so a new partner write is limited the day it is added.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '../../domain/errors';
import { HttpError } from '../http-error';
import { PARTNER_API_PREFIX } from '../../domain/partners/partner-staff';

interface AbuseLimit {
  name: string;
  applies: (method: string, url: string) => boolean;
  /** Requests per minute one session may make; absent where callers have no session. */
  perSession?: number;
  /** Requests per minute from one client address (per tenant host, as the webhook's senders are shared). */
  perAddress: number;
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

export const ABUSE_LIMITS: readonly AbuseLimit[] = [
  {
    name: 'bookings',
    applies: (method, url) => method === 'POST' && url === '/api/v1/bookings',
    perSession: 30,
    perAddress: 60,
  },
  {
    name: 'partner-changes',
    applies: (method, url) => isWrite(method) && url.startsWith(PARTNER_API_PREFIX),
    perSession: 300,
    perAddress: 600,
  },
  {
    name: 'payment-callback',
    applies: (method, url) => method === 'POST' && url.startsWith('/api/v1/payments/callback/'),
    perAddress: 60,
  },
  {
    name: 'whatsapp-webhook',
    applies: (method, url) => method === 'POST' && url === '/api/v1/whatsapp/webhook',
    perAddress: 600,
  },
];

const MINUTE_MS = 60_000;

export const abuseLimitsPlugin = fp(async (app: FastifyInstance, opts: { factor: number }) => {
  const counters = ABUSE_LIMITS.map((limit) => ({
    limit,
    bySession: limit.perSession
      ? app.createRateLimit({
          max: limit.perSession * opts.factor,
          timeWindow: MINUTE_MS,
          keyGenerator: (request) => `${limit.name}:session:${request.session?.id ?? ''}`,
        })
      : null,
    byAddress: app.createRateLimit({
      max: limit.perAddress * opts.factor,
      timeWindow: MINUTE_MS,
      keyGenerator: (request) => `${limit.name}:ip:${request.ip}:${request.tenant?.id ?? request.host}`,
    }),
  }));

  // After the session is read (auth's preValidation), before the body is validated or the handler runs.
  app.addHook('preValidation', async (request, reply) => {
    const url = request.routeOptions.url ?? '';
    const counter = counters.find(({ limit }) => limit.applies(request.method, url));
    if (!counter) return;
    const checks = [counter.byAddress];
    if (counter.bySession && request.session) checks.push(counter.bySession);
    for (const check of checks) {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      const wait = Math.max(1, result.ttlInSeconds);
      reply.header('retry-after', String(wait));
      throw new HttpError(
        429,
        ERROR_CODES.rateLimited,
        `Too many requests. Try again in ${wait} second${wait === 1 ? '' : 's'}.`,
      );
    }
  });
});
