// Share my trip, SOS, the emergency contact and ratings. SOS comes from the rider's or the driver's live
// screen and alerts the partner's console at once; the share link works without a login until the ride ends.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SOCKET_EVENTS } from '../../../domain/socket-events';
import { givenRatingSchema, partnerRatingsSchema, ratingRequestSchema } from '../../../domain/rides/ratings';
import {
  emergencyContactResponseSchema,
  emergencyContactSchema,
} from '../../../domain/riders/emergency-contact';
import {
  shareLinkSchema,
  sosAcknowledgedSchema,
  sosResponseSchema,
  type RideAlert,
} from '../../../domain/rides/ride-safety';
import { trackingViewSchema } from '../../../domain/rides/tracking';
import { requireSession } from '../../plugins/auth';
import { partnerActor } from '../../plugins/partner-roles';
import { requireTenant, requestOrigin } from '../../plugins/tenant';
import { partnerRoom } from '../../realtime/rooms';
import { driverForSession } from '../drivers';
import { partnerRatings, rateRide } from './ratings';
import {
  emergencyContactOf,
  raiseSos,
  riderLiveRide,
  saveEmergencyContact,
  sharedView,
  sharePath,
} from './ride-safety';
import { acknowledgeSos } from './sos-alarm';

const rideParams = z.object({ rideId: z.uuid('Unknown ride') });

export const rideSafetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, secret } = app.services;

  app.post(
    '/rides/:rideId/share',
    { schema: { params: rideParams, response: { 200: shareLinkSchema } } },
    async (request) => {
      const ride = await riderLiveRide(
        db,
        requireTenant(request).id,
        request.params.rideId,
        requireSession(request, 'rider'),
      );
      return { rideId: ride.id, url: `${requestOrigin(request)}${sharePath(secret, ride.id)}` };
    },
  );

  app.get(
    '/shared/:rideId',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        params: rideParams,
        querystring: z.object({ token: z.string().min(10).max(100) }),
        response: { 200: trackingViewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sharedView(
        db,
        app.services.livePositions,
        secret,
        requireTenant(request).id,
        request.params.rideId,
        request.query.token,
      );
    },
  );

  app.post(
    '/rides/:rideId/sos',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { params: rideParams, response: { 200: sosResponseSchema } },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const session = requireSession(request);
      const driver = session.user.role === 'driver' ? await driverForSession(db, session) : null;
      const raised = await raiseSos(
        { db, secret },
        tenant,
        request.params.rideId,
        { session, driver },
        requestOrigin(request),
      );
      app.io.to(partnerRoom(tenant.id)).emit(SOCKET_EVENTS.rideAlert, {
        rideId: raised.ride.id,
        kind: 'sos',
        by: raised.by,
        customerName: raised.ride.customerName,
      } satisfies RideAlert);
      return { alerted: raised.alerted, contactTexted: raised.contactTexted };
    },
  );

  app.post(
    '/partner/rides/:rideId/sos/acknowledge',
    { schema: { params: rideParams, response: { 200: sosAcknowledgedSchema } } },
    async (request) => {
      const { tenant, session } = partnerActor(request);
      const acknowledged = await acknowledgeSos(db, tenant, request.params.rideId, session);
      // Every console stops its alarm; the re-notifying sweep finds the acknowledgement and stops too.
      app.io.to(partnerRoom(tenant.id)).emit(SOCKET_EVENTS.sosAcknowledged, acknowledged);
      return acknowledged;
    },
  );

  app.get(
    '/me/emergency-contact',
    { schema: { response: { 200: emergencyContactResponseSchema } } },
    async (request) => emergencyContactOf(db, requireSession(request, 'rider').user.id),
  );

  app.put(
    '/me/emergency-contact',
    { schema: { body: emergencyContactSchema, response: { 200: emergencyContactResponseSchema } } },
    async (request) => saveEmergencyContact(db, requireSession(request, 'rider'), request.body),
  );

  app.post(
    '/rides/:rideId/rating',
    {
      schema: {
        params: rideParams,
        body: ratingRequestSchema,
        response: { 201: givenRatingSchema },
      },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const rated = await rateRide(
        db,
        tenant.id,
        request.params.rideId,
        requireSession(request, 'rider'),
        request.body,
      );
      return reply.status(201).send(rated);
    },
  );

  app.get('/partner/ratings', { schema: { response: { 200: partnerRatingsSchema } } }, async (request) =>
    partnerRatings(db, partnerActor(request).tenant.id),
  );
};
