// robots.txt and sitemap.xml at the site root, per tenant (the Host), for search engines, and the security.txt
// that tells researchers whom to write to.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/errors';
import { requestOrigin } from '../../plugins/tenant';
import { renderSecurityTxt } from './security-txt';
import { renderRobots, renderSitemap, sitemapEntries } from './sitemap';

export const seoFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app.services;

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

  app.get('/.well-known/security.txt', async (request, reply) => {
    const text = renderSecurityTxt({
      origin: requestOrigin(request),
      platformContact: env.SECURITY_CONTACT,
      tenant: request.tenant,
    });
    if (!text) return notFound(reply, 'security.txt');
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(text);
  });
};
