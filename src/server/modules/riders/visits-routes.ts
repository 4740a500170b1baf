// First-party visitor analytics: the public visit beacon (tenant from the Host, rate-limited per address, and
// answered 204 without storing anything when the browser asks not to be tracked) and the partner's insights.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VISIT_SESSION } from '../../../domain/riders/visit-session';
import { insightsQuerySchema, insightsSchema, visitRequestSchema } from '../../../domain/riders/visits';
import { partnerActor } from '../../plugins/partner-roles';
import { requireTenant } from '../../plugins/tenant';
import { insights, recordVisit } from './visits';

/** Do Not Track or Global Privacy Control: the visitor said no, so the visit is not even counted. */
const optedOut = (headers: Record<string, string | string[] | undefined>) =>
  headers.dnt === '1' || headers['sec-gpc'] === '1';

export const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.post(
    '/visits',
    {
      config: { rateLimit: { max: VISIT_SESSION.perMinute, timeWindow: '1 minute' } },
      schema: { body: visitRequestSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      if (!optedOut(request.headers)) await recordVisit(db, tenant.id, request.body);
      return reply.status(204).send(null);
    },
  );
};

export const partnerInsightRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get(
    '/insights',
    { schema: { querystring: insightsQuerySchema, response: { 200: insightsSchema } } },
    async (request) => insights(db, partnerActor(request).tenant, request.query),
  );
};
