// Reads a platform owner's session from the bearer token, on the platform's own host only (a host no partner
// claimed): a partner's host never has a platform owner, whatever token it is sent. The e-mail must still be in
// PLATFORM_ADMINS, so taking an address out of the list ends its access at its next request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '../../domain/errors';
import { isApiKey } from '../../domain/integrations/api-keys';
import { HttpError } from '../http-error';
import { findPlatformSession, type PlatformAdminSession } from '../lib/platform-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    platformAdmin: PlatformAdminSession | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export const platformAdminPlugin = fp(async (app: FastifyInstance, opts: { admins: readonly string[] }) => {
  const { db } = app.services;
  const admins = new Set(opts.admins);
  app.decorateRequest('platformAdmin', null);
  app.addHook('preValidation', async (request) => {
    const token = bearerToken(request);
    if (!token || request.tenant || isApiKey(token)) return;
    const session = await findPlatformSession(db, token);
    request.platformAdmin = session && admins.has(session.email) ? session : null;
  });
});

/** Whether this request reached the platform's own host rather than a partner's. */
export const onPlatformHost = (request: FastifyRequest) => request.tenant === null;

export function requirePlatformAdmin(request: FastifyRequest): PlatformAdminSession {
  if (!onPlatformHost(request))
    throw new HttpError(
      404,
      ERROR_CODES.notFound,
      "The platform's console is on the platform's own address.",
    );
  if (!request.platformAdmin)
    throw new HttpError(401, ERROR_CODES.unauthorized, "Please sign in as the platform's owner to continue.");
  return request.platformAdmin;
}
