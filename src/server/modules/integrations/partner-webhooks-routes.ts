// The owner's webhook endpoints: add (the signing secret is answered once), list, remove, send a test, and the
// delivery log. Only owners reach these routes (partner-roles hook); changes take an Idempotency-Key.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdWebhookSchema,
  webhookDeliveriesSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookRequestSchema,
} from '../../../domain/integrations/webhooks';
import { partnerActor } from '../../plugins/partner-roles';
import { idempotencyHeaders } from '../../lib/idempotency';
import {
  addWebhook,
  listDeliveries,
  listWebhooks,
  queueTestDelivery,
  refuseUnsafeWebhookUrl,
  removeWebhook,
} from './webhooks';
import { idempotentReply } from '../../lib/idempotent-reply';

const idParams = z.object({ id: z.uuid('Unknown webhook endpoint') });

export const partnerWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env, outbound } = app.services;

  app.get('/webhooks', { schema: { response: { 200: webhookListSchema } } }, async (request) =>
    listWebhooks(db, partnerActor(request).tenant.id),
  );

  app.post(
    '/webhooks',
    {
      schema: {
        headers: idempotencyHeaders,
        body: webhookRequestSchema,
        response: { 201: createdWebhookSchema },
      },
    },
    async (request, reply) => {
      const actor = partnerActor(request);
      await refuseUnsafeWebhookUrl(outbound, request.body.url, env.NODE_ENV === 'production');
      return idempotentReply(db, request, reply, actor, async (tx) => ({
        statusCode: 201,
        body: await addWebhook(tx, actor.tenant.id, request.body),
      }));
    },
  );

  app.delete(
    '/webhooks/:id',
    { schema: { params: idParams, headers: idempotencyHeaders } },
    async (request, reply) => {
      const actor = partnerActor(request);
      return idempotentReply(db, request, reply, actor, async (tx) => {
        await removeWebhook(tx, actor.tenant.id, request.params.id);
        return { statusCode: 200, body: { removed: true } };
      });
    },
  );

  app.post(
    '/webhooks/:id/test',
    { schema: { params: idParams, response: { 202: webhookDeliverySchema } } },
    async (request, reply) =>
      reply.status(202).send(await queueTestDelivery(db, partnerActor(request).tenant.id, request.params.id)),
  );

  app.get(
    '/webhooks/:id/deliveries',
    { schema: { params: idParams, response: { 200: webhookDeliveriesSchema } } },
    async (request) => listDeliveries(db, partnerActor(request).tenant.id, request.params.id),
  );
};
