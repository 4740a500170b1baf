// Reads the bearer token of a request into a session, once, before validation (so the role check answers a
// forbidden call before its body is judged), and only for the tenant the host names: a token from one
// partner's site is worthless on another's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../domain/constants';
import { ERROR_CODES } from '../../domain/errors';
import type { Db } from '../db/client';
import { HttpError } from '../http-error';
import { findActiveSession, type ActiveSession } from '../services/sessions';

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

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('session', null);
  app.addHook('preValidation', async (request) => {
    const token = bearerToken(request);
    if (!token || !request.tenant) return;
    const session = await findActiveSession(opts.db, token);
    request.session = session && session.tenantId === request.tenant.id ? session : null;
  });
});

export function requireSession(request: FastifyRequest, role?: Role): ActiveSession {
  const session = request.session;
  if (!session) throw new HttpError(401, ERROR_CODES.unauthorized, 'Please log in to continue.');
  if (role && session.user.role !== role) {
    throw new HttpError(403, ERROR_CODES.forbidden, `This needs a ${role} account.`);
  }
  return session;
}
