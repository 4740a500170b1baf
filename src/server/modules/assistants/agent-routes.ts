// The booking agent over HTTP: the parser (no side effects, rate-limited, for tests, the WhatsApp bot and
// partners' own integrations; zone and country default to the partner's), and the rider's chat turns and history.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentParseRequestSchema,
  agentParseResponseSchema,
  chatHistorySchema,
  chatMessageRequestSchema,
  chatReplySchema,
} from '../../../domain/assistants/booking-text/agent-parse-contract';
import type { Country } from '../../../domain/constants';
import { requireSession } from '../../plugins/auth';
import { requireTenant } from '../../plugins/tenant';
import { answerRider, conversationHistory, riderArea } from './agent';
import { announceBooking } from '../booking';
import { placeIndex } from '../places';
import { bookingReader } from './booking-reader';

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.services.db,
    quoteTokens: app.services.quoteTokens,
    routingUrl: app.services.env.ROUTING_URL,
    readBooking: bookingReader(app.services.env, app.log),
  };
  app.post(
    '/agent/parse',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: agentParseRequestSchema, response: { 200: agentParseResponseSchema } },
    },
    async (request) => {
      const { text, now, timezone, country, position, language } = request.body;
      const places = await placeIndex(country ?? (request.brand.countryCode as Country));
      const draft = await deps.readBooking(
        text,
        {
          now: now ? new Date(now) : new Date(),
          timezone: timezone ?? request.brand.timezone,
          places,
          around: riderArea(places, request.tenant?.servedPlaces ?? [], position),
          language,
        },
        request.tenant?.assistantUsesLanguageModel ?? false,
      );
      return { draft };
    },
  );

  app.post(
    '/agent/messages',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { body: chatMessageRequestSchema, response: { 200: chatReplySchema } },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const answer = await answerRider(
        deps,
        tenant,
        requireSession(request, 'rider'),
        request.body.text,
        request.body.language,
        'chat',
        request.body.position,
      );
      if (answer.booked)
        await announceBooking(
          {
            io: app.io,
            events: app.services.events,
            warn: (err, message) => request.log.warn({ err }, message),
          },
          tenant.id,
          answer.booked,
        );
      return { reply: { role: 'agent' as const, ...answer.reply } };
    },
  );

  app.get('/agent/messages', { schema: { response: { 200: chatHistorySchema } } }, async (request) => ({
    messages: await conversationHistory(
      deps.db,
      requireTenant(request),
      requireSession(request, 'rider').user.id,
    ),
  }));
};
