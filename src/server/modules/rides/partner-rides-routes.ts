// The partner's rides: the dashboard query and lifecycle actions. Actions take an Idempotency-Key, so an
// action queued offline and replayed answers its first result and never applies twice.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  rideActionResponseSchema,
  rideActionSchema,
  ridesQuerySchema,
  ridesResponseSchema,
} from '../../../domain/rides/partner-rides';
import { mayUse } from '../../../domain/partners/partner-staff';
import { asPartnerRole } from '../../lib/sessions';
import { requireSession } from '../../plugins/auth';
import { requireTenant, requestOrigin } from '../../plugins/tenant';
import { idempotencyHeaders } from '../../lib/idempotency';
import { idempotentReply } from '../../lib/idempotent-reply';
import { findPartnerRide, listPartnerRides } from './partner-rides';
import { applyRideAction } from './ride-actions';
import { rideDriverId } from '../drivers';
import { announceRideAction, rideNewsDeps } from './ride-news';
import { recordedRefusalSchema } from '../../../domain/drivers/driver-app';
import { keepingRecordedRefusal, refusalAnswer } from './trip-code';

type RideActionResponse = z.infer<typeof rideActionResponseSchema> | z.infer<typeof recordedRefusalSchema>;

export const partnerRideRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get(
    '/rides',
    { schema: { querystring: ridesQuerySchema, response: { 200: ridesResponseSchema } } },
    async (request) => {
      const session = requireSession(request, 'partner');
      const readsMoney = mayUse(asPartnerRole(session.user.partnerRole), 'revenue');
      return listPartnerRides(db, requireTenant(request), request.query, { readsMoney });
    },
  );

  app.post(
    '/rides/:rideId/actions',
    {
      schema: {
        params: z.object({ rideId: z.uuid('Unknown ride') }),
        headers: idempotencyHeaders,
        body: rideActionSchema,
        response: { 200: rideActionResponseSchema, 400: recordedRefusalSchema, 423: recordedRefusalSchema },
      },
    },
    async (request, reply) => {
      const actor = { tenant: requireTenant(request), session: requireSession(request, 'partner') };
      const { rideId } = request.params;
      let released: string | null = null;
      const body = await idempotentReply<RideActionResponse>(db, request, reply, actor, async (tx) => {
        if (request.body.action === 'unassign') released = await rideDriverId(tx, rideId);
        // A wrong trip code is refused but counted: the refusal is answered and the count committed.
        const attempt = await keepingRecordedRefusal(() =>
          applyRideAction(tx, actor.tenant, rideId, request.body),
        );
        if (attempt.refusal) return refusalAnswer(attempt.refusal);
        return { statusCode: 200, body: { ride: (await findPartnerRide(tx, actor.tenant.id, rideId))! } };
      });
      if (reply.getHeader('idempotent-replayed') === 'false' && 'ride' in body) {
        const origin = requestOrigin(request);
        await announceRideAction(
          rideNewsDeps(app, request),
          actor.tenant,
          origin,
          request.body,
          body.ride,
          released,
        );
      }
      return body;
    },
  );
};
