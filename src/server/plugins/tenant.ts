// Resolves the tenant from the Host header once per request, from the tenants cache (shared-caches.ts)
// so a request does not wait on the database for it. Hosts no partner claimed get the platform brand and no
// tenant, so tenant-scoped endpoints answer a clear 404 instead of another partner's data. An instant address a
// partner moved away from in the last 30 days redirects to their new one, same path (301; 308 for a request with
// a body, so it is sent again as it was).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand, MapTiles } from '../../domain/brand';
import { ERROR_CODES } from '../../domain/errors';
import { HttpError } from '../http-error';
import type { ReadThroughCache } from '../lib/read-through-cache';
import { normaliseHost, readTenantSite, type Tenant, type TenantSite } from '../lib/tenants';

/** By normalised host: what it serves (lib/tenants.ts). */
export type TenantSites = ReadThroughCache<string, TenantSite>;

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant | null;
    brand: Brand;
    tenantHost: string;
  }
  interface FastifyInstance {
    /** What a normalised host serves, through the tenants cache: for a name asked about before any request for it
     * arrives (the TLS ask), and for every request's own Host. */
    tenantSite: (host: string) => Promise<TenantSite>;
  }
}

export const tenantPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      caches: { tenants: TenantSites };
      consumerHosts: string[];
      platformDomain: string;
      /** The platform's street tiles, the same for every site, carried in each brand. */
      mapTiles: MapTiles | undefined;
    },
  ) => {
    const { db } = app.services;
    app.decorateRequest('tenant', null);
    app.decorateRequest('brand', null as unknown as Brand);
    app.decorateRequest('tenantHost', '');
    const tenantSite = (host: string) => opts.caches.tenants.get(host, () => readTenantSite(db, host, opts));
    app.decorate('tenantSite', tenantSite);
    app.addHook('onRequest', async (request, reply) => {
      request.tenantHost = normaliseHost(request.headers.host);
      const site = await tenantSite(request.tenantHost);
      request.tenant = site.tenant;
      request.brand = site.brand;
      if (site.movedTo) {
        const port = /^[^[\]]*:(\d+)$/.exec(request.headers.host ?? '')?.[1];
        const target = `${request.protocol}://${site.movedTo}${port ? `:${port}` : ''}${request.url}`;
        const keepsBody = request.method !== 'GET' && request.method !== 'HEAD';
        return reply.header('cache-control', 'public, max-age=3600').redirect(target, keepsBody ? 308 : 301);
      }
    });
  },
);

export function requireTenant(request: FastifyRequest): Tenant {
  if (!request.tenant) {
    throw new HttpError(
      404,
      ERROR_CODES.unknownTenant,
      `No travel partner runs a site on ${request.tenantHost || 'this host'}.`,
    );
  }
  return request.tenant;
}

/** This request's own origin, for absolute links; the Host header was checked by the request guard. */
export const requestOrigin = (request: FastifyRequest) =>
  `${request.protocol}://${request.headers.host ?? request.tenantHost}`;
