// Refunds of a ride's payment from the console: the list with what is left to refund, and a new refund by card
// (through the gateway) or in cash, under an Idempotency-Key so a retried request refunds once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refundRequestSchema, rideRefundsSchema } from '../../../domain/money/refunds';
import { partnerActor } from '../../plugins/partner-roles';
import { idempotencyHeaders } from '../../lib/idempotency';
import { makeRefund, rideRefunds } from './refunds';
import { idempotentReply } from '../../lib/idempotent-reply';

const rideParams = z.object({ rideId: z.uuid('Unknown ride') });
type RefundsAnswer = z.infer<typeof rideRefundsSchema>;

export const partnerRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get(
    '/rides/:rideId/refunds',
    { schema: { params: rideParams, response: { 200: rideRefundsSchema } } },
    async (request) => {
      const { tenant } = partnerActor(request);
      return { data: await rideRefunds(db, tenant, request.params.rideId) };
    },
  );

  app.post(
    '/rides/:rideId/refunds',
    {
      schema: {
        params: rideParams,
        headers: idempotencyHeaders,
        body: refundRequestSchema,
        response: { 201: rideRefundsSchema },
      },
    },
    async (request, reply) => {
      const actor = partnerActor(request);
      const key = request.headers['idempotency-key'];
      return idempotentReply<RefundsAnswer>(db, request, reply, actor, async (tx) => ({
        statusCode: 201,
        body: { data: await makeRefund(tx, actor.tenant, request.params.rideId, request.body, key) },
      }));
    },
  );
};
