// Vehicle search (quotes) and booking. Booking needs a rider session and an Idempotency-Key;
// the partner's console hears of a new ride at once over socket.io.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingRequestSchema,
  bookingResponseSchema,
  quoteRequestSchema,
  quoteResponseSchema,
} from '../../../domain/booking/booking';
import { promoCheckRequestSchema, promoCheckResponseSchema } from '../../../domain/money/promo-codes';
import { requireSession } from '../../plugins/auth';
import { requireTenant } from '../../plugins/tenant';
import { bookRide } from './bookings';
import { idempotencyHeaders } from '../../lib/idempotency';
import { createQuote, offeredRateCards } from './quotes';
import { replyWithBooking } from './booking-news';
import { checkPromoCode } from './promo-check';

/** A quote's answer is built field by field as its contract's type, from nothing read out of a row; re-encoding it
 * through the schema before `JSON.stringify` would serialise it twice. The schema still documents it. */
const builtAsTyped = { serializerCompiler: () => (answer: unknown) => JSON.stringify(answer) };

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env, caches, events, quoteTokens } = app.services;
  const offers = (tenantId: string) => caches.offers.get(tenantId, () => offeredRateCards(db, tenantId));

  app.post(
    '/quotes',
    {
      config: { rateLimit: { max: env.QUOTE_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: { body: quoteRequestSchema, response: { 200: quoteResponseSchema } },
      ...builtAsTyped,
    },
    // The office's staff price a caller's ride at any hour (their booking waives the hours); riders may not.
    async (request) =>
      createQuote(
        quoteTokens,
        requireTenant(request),
        request.body,
        env.ROUTING_URL,
        offers,
        request.session?.user.role === 'partner' ? 'waive' : 'enforce',
      ),
  );

  app.post(
    '/promo-codes/check',
    { schema: { body: promoCheckRequestSchema, response: { 200: promoCheckResponseSchema } } },
    async (request) =>
      checkPromoCode(
        { db, quoteTokens },
        requireTenant(request),
        requireSession(request, 'rider'),
        request.body,
        async (tenantId) => (await offers(tenantId)).allCards,
      ),
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
      const answer = await bookRide(
        { db, quoteTokens },
        tenant,
        rider,
        request.body,
        request.headers['idempotency-key'],
        async (tenantId) => (await offers(tenantId)).allCards,
      );
      return replyWithBooking({ io: app.io, events }, request, reply, tenant.id, answer);
    },
  );
};
