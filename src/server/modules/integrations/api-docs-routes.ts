// GET /api/v1/openapi.json (OpenAPI 3.1 from the routes' own zod contracts) and GET /api/docs (the same, readable).
// Built once, on the first request, when every route is registered.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../plugins/tenant';
import { API_DOCS_CSS, renderApiDocs } from './api-docs-page';
import { buildOpenApi, type OpenApiDocument } from './openapi';

export const apiDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = new Map<string, OpenApiDocument>();
  const documentFor = (origin: string) => {
    const known = documents.get(origin);
    if (known) return known;
    const built = buildOpenApi(app.routeCatalogue, `${origin}/api/v1`);
    // Servers are per host; the paths are the same for all, so only a few hosts' copies are kept.
    if (documents.size > 50) documents.clear();
    documents.set(origin, built);
    return built;
  };

  app.get('/api/v1/openapi.json', async (request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send(documentFor(requestOrigin(request))),
  );
  app.get('/api/docs', async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderApiDocs(documentFor(requestOrigin(request)))),
  );
  app.get('/api/docs.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(API_DOCS_CSS),
  );
};
