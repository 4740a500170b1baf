// JSON bodies as Fastify parses them (prototype poisoning refused), except that an empty body is no body:
// clients send `content-type: application/json` on a DELETE or a bodyless POST, and HTTP allows it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    return parseJson(request, body.toString(), done);
  });
});
