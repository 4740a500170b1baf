// Leads: the spec's lead-create call (a phone number, with a name and e-mail when given; a signed-in rider's lead
// is tied to their account) and the partner's list of them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  leadCreatedSchema,
  leadCreateSchema,
  leadsQuerySchema,
  leadsResponseSchema,
} from '../../../domain/riders/leads';
import { requireSession } from '../../plugins/auth';
import { requireTenant } from '../../plugins/tenant';
import { listLeads, recordLead } from './leads';

export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.post(
    '/leads',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: leadCreateSchema, response: { 201: leadCreatedSchema } },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const rider = request.session?.user.role === 'rider' ? request.session.user : null;
      const { phone_number: phone, name, email } = request.body;
      const lead = await recordLead(db, tenant, { phone, name, email, riderId: rider?.id, source: 'web' });
      return reply.status(201).send({ data: lead });
    },
  );

  app.get(
    '/partner/leads',
    { schema: { querystring: leadsQuerySchema, response: { 200: leadsResponseSchema } } },
    async (request) => {
      requireSession(request, 'partner');
      return listLeads(db, requireTenant(request), request.query);
    },
  );
};
