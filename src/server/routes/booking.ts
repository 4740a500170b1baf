// Vehicle search (quotes) and booking. Booking needs a rider session and an Idempotency-Key;
// the partner's console hears of a new ride at once over socket.io.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  bookingRequestSchema,
  bookingResponseSchema,
  quoteRequestSchema,
  quoteResponseSchema,
} from '../../domain/booking';
import { SOCKET_EVENTS } from '../../domain/constants';
import { requireSession } from '../plugins/auth';
import { partnerRoom } from '../plugins/socket';
import { requireTenant } from '../plugins/tenant';
import { bookRide } from '../services/bookings';
import { idempotencyHeaders } from '../services/idempotency';
import { createQuote } from '../services/quotes';
import { rideSummary } from '../services/ride-summary';

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app.services;

  app.post(
    '/quotes',
    {
      config: { rateLimit: { max: env.QUOTE_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: { body: quoteRequestSchema, response: { 200: quoteResponseSchema } },
    },
    async (request) => createQuote(db, requireTenant(request), request.body, env.ROUTING_URL),
  );

  app.post(
    '/bookings',
    {
      schema: {
        body: bookingRequestSchema,
        headers: idempotencyHeaders,
        response: { 200: bookingResponseSchema, 201: bookingResponseSchema },
      },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const rider = requireSession(request, 'rider');
      const answer = await bookRide(db, tenant, rider, request.body, request.headers['idempotency-key']);
      if (answer.created)
        app.io.to(partnerRoom(tenant.id)).emit(SOCKET_EVENTS.rideBooked, rideSummary(answer.created));
      return reply
        .status(answer.statusCode === 201 ? 201 : 200)
        .header('idempotent-replayed', String(answer.replayed))
        .send(answer.body as z.infer<typeof bookingResponseSchema>);
    },
  );
};
