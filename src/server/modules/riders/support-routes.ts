// Help and support: the rider's tickets (/api/v1/support/tickets) and the partner's Help page
// (/api/v1/partner/support/tickets). A new ticket carries an Idempotency-Key, so a ticket queued offline and sent
// twice is one ticket.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  partnerTicketsQuerySchema,
  supportContactSchema,
  ticketCreateSchema,
  ticketListSchema,
  ticketMessageSchema,
  ticketParamsSchema,
  ticketSchema,
  ticketStatusChangeSchema,
} from '../../../domain/riders/support';
import { ROUTES } from '../../../domain/routes';
import { requireSession } from '../../plugins/auth';
import { requestOrigin, requireTenant } from '../../plugins/tenant';
import { idempotencyHeaders } from '../../lib/idempotency';
import {
  changeTicketStatus,
  createTicket,
  partnerAnswer,
  partnerTickets,
  riderReply,
  riderTickets,
} from './support';
import { idempotentReply } from '../../lib/idempotent-reply';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer } = app.services;

  app.post(
    '/support/tickets',
    { schema: { headers: idempotencyHeaders, body: ticketCreateSchema, response: { 201: ticketSchema } } },
    async (request, reply) => {
      const session = requireSession(request, 'rider');
      const tenant = requireTenant(request);
      return idempotentReply(db, request, reply, { tenant, session }, async (tx) => ({
        statusCode: 201,
        body: await createTicket(tx, session, request.body),
      }));
    },
  );

  app.get('/support/contact', { schema: { response: { 200: supportContactSchema } } }, async (request) => {
    const tenant = requireTenant(request);
    return {
      email: tenant.email,
      phone: tenant.phone,
      faq: tenant.faq,
      defaultLanguage: tenant.defaultLanguage,
    };
  });

  app.get('/support/tickets', { schema: { response: { 200: ticketListSchema } } }, async (request) => ({
    items: await riderTickets(db, requireSession(request, 'rider')),
  }));

  app.post(
    '/support/tickets/:id/messages',
    { schema: { params: ticketParamsSchema, body: ticketMessageSchema, response: { 200: ticketSchema } } },
    async (request) =>
      riderReply(db, requireSession(request, 'rider'), request.params.id, request.body.message),
  );

  app.get(
    '/partner/support/tickets',
    { schema: { querystring: partnerTicketsQuerySchema, response: { 200: ticketListSchema } } },
    async (request) => {
      requireSession(request, 'partner');
      return { items: await partnerTickets(db, requireTenant(request), request.query.status) };
    },
  );

  app.post(
    '/partner/support/tickets/:id/answer',
    { schema: { params: ticketParamsSchema, body: ticketMessageSchema, response: { 200: ticketSchema } } },
    async (request) => {
      requireSession(request, 'partner');
      const supportUrl = `${requestOrigin(request)}/${ROUTES.userSupport}`;
      return partnerAnswer(
        { db, mailer },
        requireTenant(request),
        request.params.id,
        request.body.message,
        supportUrl,
      );
    },
  );

  app.post(
    '/partner/support/tickets/:id/status',
    {
      schema: { params: ticketParamsSchema, body: ticketStatusChangeSchema, response: { 200: ticketSchema } },
    },
    async (request) => {
      requireSession(request, 'partner');
      return changeTicketStatus(db, requireTenant(request), request.params.id, request.body.status);
    },
  );
};
