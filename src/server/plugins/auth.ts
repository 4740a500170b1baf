// Reads the bearer token of a request into a session, once, before validation (so the role check answers a
// forbidden call before its body is judged), and only for the tenant the host names: a token from one
// partner's site is worthless on another's. Sessions come from the sessions cache (shared-caches.ts),
// which a logout, a revoked or expired session, or any change to a user empties or outlives at once. An API key
// (`tx_live_…`) opens the partner API alone, for its own tenant, until revoked; elsewhere it is ignored.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../domain/constants';
import { ERROR_CODES } from '../../domain/errors';
import { isApiKey } from '../../domain/integrations/api-keys';
import { PARTNER_API_PREFIX } from '../../domain/partners/partner-staff';
import type { Db } from '../db/client';
import { HttpError } from '../http-error';
import { findApiKeySession, hashApiKey, noteApiKeyUse } from '../lib/api-keys';
import type { ReadThroughCache } from '../lib/read-through-cache';
import { findActiveSession, type ActiveSession } from '../lib/sessions';

type SessionCache = ReadThroughCache<string, ActiveSession | null>;

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

/** The session an API key opens on a partner route; a key that opens nothing here is refused at once, so its
 * system hears why rather than a generic "log in". */
async function apiKeySession(db: Db, cache: SessionCache, request: FastifyRequest, key: string) {
  if (!(request.routeOptions.url ?? '').startsWith(PARTNER_API_PREFIX)) return null;
  const keyHash = hashApiKey(key);
  const session = await cache.get(keyHash, async () => frozen(await findApiKeySession(db, keyHash)));
  if (!session?.apiKey || session.tenantId !== request.tenant?.id)
    throw new HttpError(
      401,
      ERROR_CODES.unauthorized,
      'This API key opens nothing here: it was revoked, mistyped, or belongs to another site.',
    );
  await noteApiKeyUse(db, session.apiKey);
  return session;
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { caches: { sessions: SessionCache; apiKeys: SessionCache } }) => {
    const { db } = app.services;
    app.decorateRequest('session', null);
    app.addHook('preValidation', async (request) => {
      const token = bearerToken(request);
      if (!token || !request.tenant) return;
      if (isApiKey(token)) {
        request.session = await apiKeySession(db, opts.caches.apiKeys, request, token);
        return;
      }
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
