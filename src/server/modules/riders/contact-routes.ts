// The contact-us form's endpoint: validated with the form's own schema, stored, and e-mailed to the partner.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactReceivedSchema, contactRequestSchema } from '../../../domain/riders/contact';
import { requireTenant } from '../../plugins/tenant';
import { receiveEnquiry } from './contact';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer } = app.services;

  app.post(
    '/contact',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: { body: contactRequestSchema, response: { 201: contactReceivedSchema } },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const { id } = await receiveEnquiry({ db, mailer, log: request.log }, tenant, request.body);
      return reply.status(201).send({ data: { id, received: true as const } });
    },
  );
};
