// One check of who may use each partner endpoint: a person by their role, from PARTNER_ROUTE_ROLES
// (domain/partners/partner-staff.ts); an API key by its scopes, from PARTNER_ROUTE_SCOPES
// (domain/integrations/api-keys.ts). A route under /api/v1/partner that a table does not list admits nobody it
// governs, so a new route is closed until it is listed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '../../domain/errors';
import { PARTNER_ROUTE_SCOPES } from '../../domain/integrations/api-keys';
import { PARTNER_API_PREFIX, PARTNER_ROUTE_ROLES } from '../../domain/partners/partner-staff';
import { SUSPENSION_WORDS } from '../../domain/partners/suspension';
import { HttpError } from '../http-error';
import { asPartnerRole, type ApiKeyGrant, type User } from '../lib/sessions';
import { requireSession } from './auth';
import { requireTenant } from './tenant';

function checkScope(grant: ApiKeyGrant, route: string) {
  const needed = PARTNER_ROUTE_SCOPES[route];
  if (!needed)
    throw new HttpError(
      403,
      ERROR_CODES.forbidden,
      'API keys cannot do this: it is done by a person in the console.',
    );
  if (!grant.scopes.includes(needed))
    throw new HttpError(403, ERROR_CODES.forbidden, `This API key lacks the ${needed} scope this needs.`);
}

function checkRole(user: User, route: string, businessName: string | undefined) {
  const role = asPartnerRole(user.partnerRole);
  if (!(PARTNER_ROUTE_ROLES[route] ?? []).includes(role))
    throw new HttpError(
      403,
      ERROR_CODES.forbidden,
      `Your role (${role}) cannot do this. Ask the owner of ${businessName ?? 'this business'}.`,
    );
}

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const partnerRolesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const url = request.routeOptions.url ?? '';
    const session = request.session;
    if (!url.startsWith(PARTNER_API_PREFIX) || session?.user.role !== 'partner') return;
    const route = `${request.method === 'HEAD' ? 'GET' : request.method} ${url}`;
    if (request.tenant?.suspendedAt && !READING_METHODS.has(request.method))
      throw new HttpError(
        403,
        ERROR_CODES.partnerSuspended,
        SUSPENSION_WORDS.staff(request.tenant.businessName, request.tenant.suspensionReason ?? ''),
      );
    if (session.apiKey) checkScope(session.apiKey, route);
    else checkRole(session.user, route, request.tenant?.businessName);
  });
});

/** The tenant and the partner session a partner route acts for; the role or scope was checked before the handler. */
export function partnerActor(request: FastifyRequest) {
  const session = requireSession(request, 'partner');
  return { tenant: requireTenant(request), session };
}
