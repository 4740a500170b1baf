// The rider's cancel: what it would cost now (the dialog shows it before the rider confirms), and the cancel
// itself, which the server prices again and refuses if the fee rose past what the rider saw.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancellationQuoteSchema, riderCancelSchema } from '../../../domain/rides/cancellation';
import { requireSession } from '../../plugins/auth';
import { requireTenant, requestOrigin } from '../../plugins/tenant';
import { announceRideAction, rideNewsDeps } from './ride-news';
import { cancelByRider, riderCancellationQuote } from './cancellation-fees';
import { idempotencyHeaders } from '../../lib/idempotency';
import { findPartnerRide } from './partner-rides';
import { idempotentReply } from '../../lib/idempotent-reply';

const rideParams = z.object({ rideId: z.uuid('Unknown ride') });
type QuoteAnswer = z.infer<typeof cancellationQuoteSchema>;

export const cancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get(
    '/rides/:rideId/cancellation',
    { schema: { params: rideParams, response: { 200: cancellationQuoteSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rider = requireSession(request, 'rider');
      return {
        data: await riderCancellationQuote(db, requireTenant(request), rider, request.params.rideId),
      };
    },
  );

  app.post(
    '/rides/:rideId/cancel',
    {
      schema: {
        params: rideParams,
        headers: idempotencyHeaders,
        body: riderCancelSchema,
        response: { 200: cancellationQuoteSchema },
      },
    },
    async (request, reply) => {
      const actor = { tenant: requireTenant(request), session: requireSession(request, 'rider') };
      const { rideId } = request.params;
      const body = await idempotentReply<QuoteAnswer>(db, request, reply, actor, async (tx) => ({
        statusCode: 200,
        body: { data: await cancelByRider(tx, actor.tenant, actor.session, rideId, request.body) },
      }));
      const ride = await findPartnerRide(db, actor.tenant.id, rideId);
      if (reply.getHeader('idempotent-replayed') === 'false' && ride)
        await announceRideAction(
          rideNewsDeps(app, request),
          actor.tenant,
          requestOrigin(request),
          { action: 'cancel', reason: ride.cancelReason ?? 'Cancelled by the rider' },
          ride,
          null,
          'rider',
        );
      return body;
    },
  );
};
