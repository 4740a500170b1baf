// Ride invoices as PDF: the rider's own (`/rides/{rideId}/invoice.pdf`, only for a ride they booked) and any of
// the partner's (`/partner/rides/{rideId}/invoice.pdf`). Another tenant's or another rider's ride is a 404.
// `?lang=` names the language the invoice reads in (the page's), English without it; its dates and amounts are
// formatted the way of the partner's country.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '../../../domain/constants';
import { requireSession } from '../../plugins/auth';
import { requireTenant } from '../../plugins/tenant';
import { invoiceFileName } from './invoice-mail';
import { renderInvoicePdf } from './invoice-pdf';
import { findInvoice } from './invoices';

const schema = {
  params: z.object({ rideId: z.uuid('Unknown ride') }),
  querystring: z.object({ lang: z.enum(LANGUAGES, 'Unknown language').optional() }),
};

export async function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get('/rides/:rideId/invoice.pdf', { schema }, async (request, reply) => {
    const rider = requireSession(request, 'rider');
    const tenant = requireTenant(request);
    const { snapshot } = await findInvoice(db, tenant.id, request.params.rideId, rider.user.id);
    const pdf = await renderInvoicePdf(snapshot, request.query.lang, tenant.countryCode);
    return sendPdf(reply, invoiceFileName(snapshot.number), pdf);
  });

  app.get('/partner/rides/:rideId/invoice.pdf', { schema }, async (request, reply) => {
    requireSession(request, 'partner');
    const tenant = requireTenant(request);
    const { snapshot } = await findInvoice(db, tenant.id, request.params.rideId);
    const pdf = await renderInvoicePdf(snapshot, request.query.lang, tenant.countryCode);
    return sendPdf(reply, invoiceFileName(snapshot.number), pdf);
  });
};
