// GET /api/v1/legal/:page: the tenant's privacy policy or terms, public, for the four legal addresses.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legalPageParamsSchema, legalPageResponseSchema } from '../../../domain/partners/legal-pages';
import { requireTenant } from '../../plugins/tenant';
import { readLegalPage } from './legal-pages';

export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/legal/:page',
    { schema: { params: legalPageParamsSchema, response: { 200: legalPageResponseSchema } } },
    async (request, reply) => {
      // Revalidated every time: a partner's edit shows at once, and the app keeps the last copy for offline.
      reply.header('cache-control', 'no-cache');
      return readLegalPage(requireTenant(request), request.params.page, request.tenantHost);
    },
  );
};
