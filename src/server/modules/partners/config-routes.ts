// The tenant's brand for the PWA, its install manifest, and a health check.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandSchema } from '../../../domain/brand';
import { DRIVER_MANIFEST_PATH } from '../../../domain/driver-manifest';
import { driverManifest, webManifest } from './manifest';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/config', { schema: { response: { 200: brandSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return request.brand;
  });

  app.get('/health', { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => ({
    ok: true as const,
  }));
};

/** Served outside /api so browsers find them where the page links them. */
export const manifestRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/manifest.webmanifest', async (request, reply) => {
    reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache');
    return JSON.stringify(webManifest(request.brand));
  });
  app.get(DRIVER_MANIFEST_PATH, async (request, reply) => {
    reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache');
    return JSON.stringify(driverManifest(request.brand));
  });
};
