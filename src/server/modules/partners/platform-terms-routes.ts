// The platform's default terms in effect now, without a session: the sign-up page shows a future partner the
// commission and what it applies to before they have an account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerTermsSchema } from '../../../domain/partners/partner-terms';
import { termsTimeline } from './partner-terms';

export const platformTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  app.get(
    '/platform/terms',
    { schema: { response: { 200: partnerTermsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return (await termsTimeline(db, null)).current;
    },
  );
};
