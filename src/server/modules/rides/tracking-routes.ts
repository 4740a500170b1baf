// Live tracking over HTTP: the driver's page posts positions with its signed link; the ride's rider and
// partner read the last one, and hear new ones on the ride's socket.io room.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SOCKET_EVENTS } from '../../../domain/socket-events';
import {
  driverPositionSchema,
  driverWhereaboutsSchema,
  positionSchema,
  trackingViewSchema,
} from '../../../domain/rides/tracking';
import { requireSession } from '../../plugins/auth';
import { partnerRoom, rideRoom } from '../../realtime/rooms';
import { requireTenant } from '../../plugins/tenant';
import { driverWhereabouts, recordPosition, trackingView } from './tracking';
import type { RideTrails } from './ride-trails';

const rideParams = z.object({ rideId: z.uuid('Unknown ride') });

export const trackingRoutes: FastifyPluginAsyncZod<{ trails: RideTrails }> = async (app, { trails }) => {
  const { db, secret, livePositions } = app.services;

  app.post(
    '/tracking/:rideId/position',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        params: rideParams,
        headers: z.object({
          'x-tracking-token': z
            .string({ error: 'Open the tracking link from your ride message' })
            .min(10)
            .max(200),
        }),
        body: positionSchema,
        response: { 200: z.object({ position: driverPositionSchema }) },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const position = await recordPosition(
        db,
        livePositions,
        secret,
        tenant.id,
        request.params.rideId,
        request.headers['x-tracking-token'],
        request.body,
      );
      await trails.add(tenant.id, position.rideId, { ...position, at: Date.parse(position.at) });
      app.io
        .to(rideRoom(position.rideId))
        .to(partnerRoom(tenant.id))
        .emit(SOCKET_EVENTS.driverLocation, position);
      return { position };
    },
  );

  app.get(
    '/rides/:rideId/tracking',
    { schema: { params: rideParams, response: { 200: trackingViewSchema } } },
    async (request) =>
      trackingView(
        db,
        livePositions,
        requireTenant(request).id,
        request.params.rideId,
        requireSession(request),
        app.services.env.ROUTING_URL,
      ),
  );

  app.get(
    '/partner/drivers/:id/whereabouts',
    {
      schema: {
        params: z.object({ id: z.uuid('Unknown driver') }),
        response: { 200: driverWhereaboutsSchema },
      },
    },
    async (request) => {
      requireSession(request, 'partner');
      return driverWhereabouts(db, livePositions, requireTenant(request).id, request.params.id);
    },
  );
};
