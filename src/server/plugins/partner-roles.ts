// One check of the partner's role on every partner endpoint, from the table in domain/partners/partner-staff.ts:
// a route under /api/v1/partner that the table does not list admits nobody, so a new route is closed until it is
// listed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '../../domain/errors';
import { PARTNER_ROUTE_ROLES } from '../../domain/partners/partner-staff';
import { HttpError } from '../http-error';
import { asPartnerRole } from '../lib/sessions';
import { requireSession } from './auth';
import { requireTenant } from './tenant';

export const PARTNER_API_PREFIX = '/api/v1/partner/';

export const partnerRolesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const url = request.routeOptions.url ?? '';
    const user = request.session?.user;
    if (!url.startsWith(PARTNER_API_PREFIX) || user?.role !== 'partner') return;
    const role = asPartnerRole(user.partnerRole);
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const admitted = PARTNER_ROUTE_ROLES[`${method} ${url}`] ?? [];
    if (!admitted.includes(role))
      throw new HttpError(
        403,
        ERROR_CODES.forbidden,
        `A ${role} account cannot do this. Ask the owner of ${request.tenant?.businessName ?? 'this business'}.`,
      );
  });
});

/** The tenant and the partner session a partner route acts for; the role was checked before the handler. */
export function partnerActor(request: FastifyRequest) {
  const session = requireSession(request, 'partner');
  return { tenant: requireTenant(request), session };
}
