// The partners' list and page, and suspending or resuming a partner; each route needs a platform owner's session
// on the platform's own host (404 on a partner's host, 401 without one).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  partnerDetailSchema,
  partnerIdParamsSchema,
  partnersQuerySchema,
  partnersResponseSchema,
  suspensionRequestSchema,
  suspensionResultSchema,
} from '../../../domain/platform/admin-console';
import { requirePlatformAdmin } from '../../plugins/platform-admin';
import { onlyPlatformAdmins } from './admin-guards';
import { readPartnerPage } from './admin-partner-page';
import { listPartners } from './admin-partners';
import { changeSuspension, type SuspensionAction } from './suspension';

export const adminPartnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app.services;
  onlyPlatformAdmins(app);

  app.get(
    '/partners',
    { schema: { querystring: partnersQuerySchema, response: { 200: partnersResponseSchema } } },
    async (request) => listPartners(db, request.query, env.PLATFORM_DOMAIN),
  );

  app.get(
    '/partners/:tenantId',
    { schema: { params: partnerIdParamsSchema, response: { 200: partnerDetailSchema } } },
    async (request) => readPartnerPage(db, request.params.tenantId, env.PLATFORM_DOMAIN),
  );

  for (const action of ['suspend', 'resume'] as const satisfies SuspensionAction[])
    app.post(
      `/partners/:tenantId/${action}`,
      {
        schema: {
          params: partnerIdParamsSchema,
          body: suspensionRequestSchema,
          response: { 200: suspensionResultSchema },
        },
      },
      async (request) =>
        changeSuspension(
          db,
          request.params.tenantId,
          action,
          requirePlatformAdmin(request).email,
          request.body.reason,
        ),
    );
};
