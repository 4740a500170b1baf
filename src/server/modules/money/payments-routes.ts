// The pay page's signed checkout form, and the gateway's success and failure callbacks, which arrive as
// browser form posts and are answered with a redirect back into the PWA.
import formBody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutResponseSchema, gatewayCallbackSchema } from '../../../domain/money/payments';
import { requireSession } from '../../plugins/auth';
import { requireTenant, requestOrigin } from '../../plugins/tenant';
import { checkoutForm, settlePayment } from './payments';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  // Only these routes take url-encoded bodies: the gateway posts a plain HTML form.
  await app.register(formBody);

  app.get(
    '/payments/:txnId',
    {
      schema: {
        params: z.object({ txnId: z.string().min(1).max(64) }),
        response: { 200: checkoutResponseSchema },
      },
    },
    async (request) => {
      const rider = requireSession(request, 'rider');
      const origin = requestOrigin(request);
      return {
        data: await checkoutForm(db, requireTenant(request), rider.user.id, request.params.txnId, origin),
      };
    },
  );

  app.post(
    '/payments/callback/:outcome',
    {
      schema: { params: z.object({ outcome: z.enum(['success', 'failure']) }), body: gatewayCallbackSchema },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const settled = await settlePayment(db, tenant, request.body);
      if (settled.captured)
        await app.services.events.emit(
          'paymentCaptured',
          {
            tenantId: tenant.id,
            rideId: settled.rideId,
            payment: { txnId: settled.txnId, amount: settled.amount, method: 'card' },
          },
          (err, message) => request.log.warn({ err }, message),
        );
      const target =
        settled.status === 'paid'
          ? `/ride/confirmed?ride=${encodeURIComponent(settled.rideId)}&paid=1`
          : `/pay/${encodeURIComponent(settled.txnId)}?failed=1`;
      return reply.redirect(target, 303);
    },
  );
};
