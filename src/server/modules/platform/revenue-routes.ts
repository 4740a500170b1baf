// The platform owner's revenue: per partner and month on screen, and one month's statement as CSV and PDF.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  revenueQuerySchema,
  revenueResponseSchema,
  revenueStatementQuerySchema,
} from '../../../domain/platform/platform-revenue';
import { requirePlatformAdmin } from '../../plugins/platform-admin';
import { onlyPlatformAdmins } from './admin-guards';
import { sendPdf } from '../money';
import { readRevenue } from './revenue';
import { revenueCsv, revenuePdf } from './revenue-files';

export const revenueRoutes: FastifyPluginAsyncZod = async (app) => {
  onlyPlatformAdmins(app);
  const { db } = app.services;

  app.get(
    '/admin/revenue',
    { schema: { querystring: revenueQuerySchema, response: { 200: revenueResponseSchema } } },
    async (request) => {
      requirePlatformAdmin(request);
      return readRevenue(db, request.query);
    },
  );

  const schema = { querystring: revenueStatementQuerySchema };

  app.get('/admin/revenue/statement.csv', { schema }, async (request, reply) => {
    requirePlatformAdmin(request);
    const { month } = request.query;
    const revenue = await readRevenue(db, { from: month, to: month });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="platform-revenue-${month}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(revenueCsv(month, revenue));
  });

  app.get('/admin/revenue/statement.pdf', { schema }, async (request, reply) => {
    requirePlatformAdmin(request);
    const { month } = request.query;
    const revenue = await readRevenue(db, { from: month, to: month });
    return sendPdf(reply, `platform-revenue-${month}.pdf`, await revenuePdf(month, revenue, new Date()));
  });
};
