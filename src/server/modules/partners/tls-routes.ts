// The TLS edge's question before it gets a certificate on demand (deploy/Caddyfile's `ask`): does the platform
// serve this name? Yes for the platform's own names, every partner's live instant address, an instant address
// still redirecting after a rename (its old links must reach the redirect over HTTPS), and hosts in tenant_hosts
// (proven custom domains, the operator's own); no for anything else, so nobody can make the edge request
// certificates for names of their choosing. It is asked on every handshake for a name without a certificate, so
// it reads the tenants cache (negative answers included) and is not rate-limited: only the edge calls it, on
// loopback, and it answers regardless of the Host that edge sends.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../../../domain/errors';
import { tlsAllowedQuerySchema, tlsAllowedResponseSchema } from '../../../domain/partners/tls-allowed';
import { HttpError } from '../../http-error';
import type { TenantSite } from '../../lib/tenants';

const serves = (site: TenantSite) => site.tenant !== null || site.movedTo !== null;

export const tlsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app.services;
  const platformHosts = new Set([env.PLATFORM_DOMAIN, `www.${env.PLATFORM_DOMAIN}`, ...env.CONSUMER_HOSTS]);
  app.get(
    '/tls/allowed',
    { schema: { querystring: tlsAllowedQuerySchema, response: { 200: tlsAllowedResponseSchema } } },
    async (request) => {
      const { domain } = request.query;
      if (platformHosts.has(domain) || serves(await app.tenantSite(domain)))
        return { allowed: true as const };
      throw new HttpError(404, ERROR_CODES.notFound, `This platform serves no site on ${domain}.`);
    },
  );
};
