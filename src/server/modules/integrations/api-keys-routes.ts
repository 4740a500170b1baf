// The owner's API keys (only owners reach these routes, and no key does: partner-roles hook). Creating takes no
// Idempotency-Key on purpose: replaying a stored answer would mean storing the key itself.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiKeyListSchema,
  apiKeyRequestSchema,
  createdApiKeySchema,
} from '../../../domain/integrations/api-keys';
import { partnerActor } from '../../plugins/partner-roles';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';

export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get('/api-keys', { schema: { response: { 200: apiKeyListSchema } } }, async (request) =>
    listApiKeys(db, partnerActor(request).tenant.id),
  );

  app.post(
    '/api-keys',
    { schema: { body: apiKeyRequestSchema, response: { 201: createdApiKeySchema } } },
    async (request, reply) => {
      const { tenant, session } = partnerActor(request);
      return reply.status(201).send(await createApiKey(db, tenant.id, session.user.id, request.body));
    },
  );

  app.delete(
    '/api-keys/:id',
    {
      schema: {
        params: z.object({ id: z.uuid('Unknown API key') }),
        response: { 200: z.object({ revoked: z.literal(true) }) },
      },
    },
    async (request) => {
      await revokeApiKey(db, partnerActor(request).tenant.id, request.params.id);
      return { revoked: true as const };
    },
  );
};
