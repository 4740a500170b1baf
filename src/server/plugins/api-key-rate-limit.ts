// A ceiling per API key on the partner API, so one partner's runaway script cannot crowd out the platform: counted
// per key (not per address, as a partner's systems may share one), answered 429 with Retry-After. Counts live in
// this process, like the other rate limits.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '../../domain/errors';
import { HttpError } from '../http-error';

const MINUTE_MS = 60_000;

export const apiKeyRateLimitPlugin = fp(async (app: FastifyInstance, opts: { perMinute: number }) => {
  const check = app.createRateLimit({
    max: opts.perMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `api-key:${request.session?.apiKey?.id ?? ''}`,
  });
  // After auth's preValidation has read the key, before the scope check: refused calls count too.
  app.addHook('preValidation', async (request, reply) => {
    if (!request.session?.apiKey) return;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const wait = Math.max(1, result.ttlInSeconds);
    reply.header('retry-after', String(wait));
    throw new HttpError(
      429,
      ERROR_CODES.rateLimited,
      `This API key made more than ${opts.perMinute} requests this minute. Try again in ${wait} second${wait === 1 ? '' : 's'}.`,
    );
  });
});
