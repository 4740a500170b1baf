// City landing pages' data (spec 2.2, 2.5): the partner's served places, and one place's page — real rate
// cards, popular routes with distances and fares, and completed rides. Public; cached briefly by browsers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cityLandingSchema, placeSlugSchema, servedPlacesSchema } from '../../../domain/pages/city-page';
import { requireTenant } from '../../plugins/tenant';
import { cityLanding, servedPlaces } from './city-pages';

const CACHE = 'public, max-age=300';

export const cityPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app.services;
  const limited = { config: { rateLimit: { max: 300, timeWindow: '1 minute' } } };

  app.get(
    '/places/served',
    { ...limited, schema: { response: { 200: servedPlacesSchema } } },
    async (request, reply) => {
      const tenant = requireTenant(request);
      reply.header('cache-control', CACHE);
      return { data: await servedPlaces(tenant) };
    },
  );

  app.get(
    '/places/:slug/landing',
    {
      ...limited,
      schema: {
        params: z.object({ slug: placeSlugSchema }),
        response: { 200: cityLandingSchema },
      },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const landing = await cityLanding(db, tenant, request.params.slug, env.ROUTING_URL);
      reply.header('cache-control', CACHE);
      return landing;
    },
  );
};
