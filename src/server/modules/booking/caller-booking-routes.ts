// The dispatcher's booking for a caller: GET /api/v1/partner/callers (found as the number is typed) and
// POST /api/v1/partner/bookings (the riders' booking, under an Idempotency-Key, for the caller's number).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingResponseSchema } from '../../../domain/booking/booking';
import {
  callerBookingSchema,
  callerListSchema,
  callerLookupQuerySchema,
} from '../../../domain/booking/caller-booking';
import { requireSession } from '../../plugins/auth';
import { requestOrigin, requireTenant } from '../../plugins/tenant';
import { replyWithBooking } from './booking-news';
import { bookForCaller, lookupCallers } from './caller-booking';
import { idempotencyHeaders } from '../../lib/idempotency';

export const callerBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, events, quoteTokens } = app.services;

  app.get(
    '/partner/callers',
    { schema: { querystring: callerLookupQuerySchema, response: { 200: callerListSchema } } },
    async (request) => {
      requireSession(request, 'partner');
      return { items: await lookupCallers(db, requireTenant(request), request.query.phone) };
    },
  );

  app.post(
    '/partner/bookings',
    {
      schema: {
        body: callerBookingSchema,
        headers: idempotencyHeaders,
        response: { 200: bookingResponseSchema, 201: bookingResponseSchema },
      },
    },
    async (request, reply) => {
      requireSession(request, 'partner');
      const tenant = requireTenant(request);
      const answer = await bookForCaller(
        { db, quoteTokens },
        tenant,
        request.body,
        request.headers['idempotency-key'],
        requestOrigin(request),
      );
      return replyWithBooking({ io: app.io, events }, request, reply, tenant.id, answer);
    },
  );
};
