// The contract of `GET /api/v1/tls/allowed?domain=`, the question the TLS edge (Caddy's on-demand `ask`) puts
// before it gets a certificate for a name it has not seen: 200 when the platform serves the name, 404 otherwise.
import { z } from 'zod';

/** A DNS host name of one label or more (the platform domain may be `localhost`), as a TLS client sends it. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export const tlsAllowedQuerySchema = z.object({
  domain: z
    .string('domain is required: the host name a certificate is wanted for')
    .trim()
    .toLowerCase()
    .transform((name) => name.replace(/\.$/, ''))
    .pipe(z.string().regex(HOST_NAME, 'a host name like mytravels.com')),
});

export const tlsAllowedResponseSchema = z.object({ allowed: z.literal(true) });
