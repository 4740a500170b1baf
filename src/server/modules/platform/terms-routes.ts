// The platform owner's terms pages: one partner's terms (with its Billing figures) and the platform default,
// each read as now, upcoming and history, and changed from a day on. Only on the platform's own host.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../../domain/errors';
import { partnerTermsSchema, termsChangeSchema } from '../../../domain/partners/partner-terms';
import { defaultTermsOverviewSchema, termsOverviewSchema } from '../../../domain/platform/platform-terms-api';
import type { Db } from '../../db/client';
import { HttpError } from '../../http-error';
import { findTenantById } from '../../lib/tenants';
import { requirePlatformAdmin } from '../../plugins/platform-admin';
import { onlyPlatformAdmins } from './admin-guards';
import { termsOverview } from '../money';
import { termsTimeline } from '../partners';
import { changeTerms } from './terms-changes';

const params = z.object({ tenantId: z.uuid('Not a partner id') });

async function partner(db: Db, tenantId: string) {
  const tenant = await findTenantById(db, tenantId);
  if (!tenant) throw new HttpError(404, ERROR_CODES.notFound, 'No partner has this id.');
  return tenant;
}

export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  onlyPlatformAdmins(app);
  const { db } = app.services;

  app.get(
    '/admin/partners/:tenantId/terms',
    { schema: { params, response: { 200: termsOverviewSchema } } },
    async (request) => {
      requirePlatformAdmin(request);
      return termsOverview(db, await partner(db, request.params.tenantId));
    },
  );

  app.post(
    '/admin/partners/:tenantId/terms',
    { schema: { params, body: termsChangeSchema, response: { 201: partnerTermsSchema } } },
    async (request, reply) => {
      const admin = requirePlatformAdmin(request);
      const tenant = await partner(db, request.params.tenantId);
      reply.status(201);
      return changeTerms(db, tenant, request.body, admin.email);
    },
  );

  app.get(
    '/admin/terms/default',
    { schema: { response: { 200: defaultTermsOverviewSchema } } },
    async (request) => {
      requirePlatformAdmin(request);
      return termsTimeline(db, null);
    },
  );

  app.post(
    '/admin/terms/default',
    { schema: { body: termsChangeSchema, response: { 201: partnerTermsSchema } } },
    async (request, reply) => {
      const admin = requirePlatformAdmin(request);
      reply.status(201);
      return changeTerms(db, null, request.body, admin.email);
    },
  );
};
