// robots.txt and sitemap.xml at the site root, per tenant (the Host), for search engines.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../plugins/tenant';
import { renderRobots, renderSitemap, sitemapEntries } from '../services/sitemap';

export const seoFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderRobots(requestOrigin(request))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const entries = await sitemapEntries(db, request.tenant, request.brand);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderSitemap(entries, requestOrigin(request)));
  });
};
