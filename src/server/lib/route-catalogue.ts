// Every route as registered, with the zod schemas it validates by: the source of the OpenAPI document, the
// route fuzz and the role checks' coverage. Kept apart from app.ts so the OpenAPI module reads the catalogue's
// shape without importing the app that registers it.
import type { FastifyInstance, FastifySchema } from 'fastify';

/** A route as registered, with the zod schemas it validates by: the source of generated checks and docs. */
export interface CataloguedRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalogue: CataloguedRoute[];
  }
}

/** Decorates `app.routeCatalogue` and fills it as routes are added (HEAD, added by Fastify beside GET, left out). */
export function catalogueRoutes(app: FastifyInstance) {
  const routeCatalogue: CataloguedRoute[] = [];
  app.decorate('routeCatalogue', routeCatalogue);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeCatalogue.push({ method, url: route.url, schema: route.schema });
  });
}
