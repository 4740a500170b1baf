// Resolves the tenant from the Host header once per request. Hosts no partner claimed get the platform brand
// and no tenant, so tenant-scoped endpoints answer a clear 404 instead of another partner's data.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand } from '../../domain/brand';
import { ERROR_CODES } from '../../domain/errors';
import type { Db } from '../db/client';
import { HttpError } from '../http-error';
import {
  findTenantByHost,
  normaliseHost,
  platformBrand,
  tenantBrand,
  type Tenant,
} from '../services/tenants';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant | null;
    brand: Brand;
    tenantHost: string;
  }
}

export const tenantPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; consumerHosts: string[]; platformDomain: string }) => {
    app.decorateRequest('tenant', null);
    app.decorateRequest('brand', null as unknown as Brand);
    app.decorateRequest('tenantHost', '');
    app.addHook('onRequest', async (request) => {
      request.tenantHost = normaliseHost(request.headers.host);
      request.tenant = await findTenantByHost(opts.db, request.tenantHost, opts.platformDomain);
      request.brand = request.tenant
        ? tenantBrand(request.tenant, opts.consumerHosts, request.tenantHost)
        : platformBrand(request.tenantHost, opts.consumerHosts);
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
