// Reads the bearer token of a request into a session, once, before validation (so the role check answers a
// forbidden call before its body is judged), and only for the tenant the host names: a token from one
// partner's site is worthless on another's. Sessions come from the sessions cache (shared-caches.ts),
// which a logout, a revoked or expired session, or any change to a user empties or outlives at once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../domain/constants';
import { ERROR_CODES } from '../../domain/errors';
import { HttpError } from '../http-error';
import type { ReadThroughCache } from '../lib/read-through-cache';
import { findActiveSession, type ActiveSession } from '../lib/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** A session as the cache shares it between requests: frozen, so no request can change another's. */
const frozen = (session: ActiveSession | null) =>
  session && Object.freeze({ ...session, user: Object.freeze(session.user) });

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { caches: { sessions: ReadThroughCache<string, ActiveSession | null> } },
  ) => {
    const { db } = app.services;
    app.decorateRequest('session', null);
    app.addHook('preValidation', async (request) => {
      const token = bearerToken(request);
      if (!token || !request.tenant) return;
      const session = await opts.caches.sessions.get(
        token,
        async () => frozen(await findActiveSession(db, token)),
        (found) => found?.expiresAt.getTime() ?? Infinity,
      );
      request.session = session && session.tenantId === request.tenant.id ? session : null;
    });
  },
);

export function requireSession(request: FastifyRequest, role?: Role): ActiveSession {
  const session = request.session;
  if (!session) throw new HttpError(401, ERROR_CODES.unauthorized, 'Please log in to continue.');
  if (role && session.user.role !== role) {
    throw new HttpError(403, ERROR_CODES.forbidden, `This needs a ${role} account.`);
  }
  return session;
}
