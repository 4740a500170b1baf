// The partner's message log: GET /rides/:rideId/messages (a ride's messages, newest first; 404 for a ride that is
// not the partner's) and GET /messages/summary (the last day's counts by channel and status). Register under
// /api/v1/partner: the partner-roles hook admits the roles its table lists, and the tenant comes from the session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSummarySchema, rideMessagesSchema } from '../../../domain/messages/message-log';
import { partnerActor } from '../../plugins/partner-roles';
import { messageSummary, rideMessages } from './message-log';

const rideParams = z.object({ rideId: z.uuid('Unknown ride') });

export const messageLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get(
    '/rides/:rideId/messages',
    { schema: { params: rideParams, response: { 200: rideMessagesSchema } } },
    async (request) => ({
      data: await rideMessages(db, partnerActor(request).tenant.id, request.params.rideId),
    }),
  );

  app.get('/messages/summary', { schema: { response: { 200: messageSummarySchema } } }, async (request) =>
    messageSummary(db, partnerActor(request).tenant.id),
  );
};
