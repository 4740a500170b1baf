// Serves uploaded images at `/media/<id>/<file>`: the bytes never change for an id, so browsers and the service
// worker keep them a year. Only the host's own tenant's images answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/errors';
import { requireTenant } from '../../plugins/tenant';
import { readMediaVariant } from './media';

const params = z.object({ id: z.string(), name: z.string().regex(/^[\w-]+\.[a-z0-9]{2,5}$/) });

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  app.get('/media/:id/:name', { schema: { params } }, async (request, reply) => {
    const { id, name } = request.params;
    const uuid = z.uuid().safeParse(id);
    const file = uuid.success ? await readMediaVariant(db, requireTenant(request).id, id, name) : null;
    if (!file) return notFound(reply, 'This image');
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.bytes);
  });
};
