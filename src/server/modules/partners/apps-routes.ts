// The partner's own apps for the app download page: store listing and APK links of the partner and driver apps.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appLinksSchema } from '../../../domain/partners/app-links';
import { requireTenant } from '../../plugins/tenant';

/** A stored value that no longer parses shows no links rather than a broken one. */
const NO_LINKS = appLinksSchema.parse({});

export const appRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/apps', { schema: { response: { 200: appLinksSchema } } }, async (request, reply) => {
    const tenant = requireTenant(request);
    reply.header('cache-control', 'no-cache');
    return appLinksSchema.safeParse(tenant.appLinks).data ?? NO_LINKS;
  });
};
