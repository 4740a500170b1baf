// Serves the built PWA: hashed assets cached for a year, the shell and service worker always revalidated,
// and any unknown page path answered with the shell, its head rendered for the tenant and the page, so the
// client router takes over and crawlers still read titles, alternates and structured data.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from './errors';
import { manifestRoute } from '../routes/config';
import { renderShell } from '../services/page-head';

const NEVER_SHELL = /^\/(api|socket\.io)(\/|$)|\.[a-z0-9]{2,5}$/i;

function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return request.method === 'GET' && !NEVER_SHELL.test(path);
}

export const staticFilesPlugin = fp(async (app: FastifyInstance, opts: { root: string | undefined }) => {
  await app.register(manifestRoute);
  const root = opts.root && existsSync(join(opts.root, 'index.html')) ? resolve(opts.root) : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${join(root, 'assets')}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  const shell = root ? readFileSync(join(root, 'index.html'), 'utf8') : null;
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (shell && wantsPage(request)) {
      const origin = `${request.protocol}://${request.headers.host ?? request.tenantHost}`;
      const pathname = request.url.split('?')[0] ?? '/';
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(renderShell(shell, { brand: request.brand, origin, pathname }));
    }
    return notFound(reply, `${request.method} ${request.url.split('?')[0]}`);
  });
});
