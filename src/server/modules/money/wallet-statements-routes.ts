// The partner's wallet statement for a period, as CSV or PDF in the language `?lang=` names (the page's), and the
// payouts they record (with an Idempotency-Key, so a payout queued offline is recorded once).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULTS } from '../../../domain/constants';
import { payoutRequestSchema, statementQuerySchema } from '../../../domain/money/statement';
import { walletTransactionSchema } from '../../../domain/money/wallet';
import { requireSession } from '../../plugins/auth';
import { requireTenant } from '../../plugins/tenant';
import { idempotencyHeaders } from '../../lib/idempotency';
import { documentWords } from './document-words';
import { pdfLanguage } from './pdf-text';
import { statementCsv, statementPdf } from './statement-files';
import { readStatement, recordPayout } from './statements';
import { idempotentReply } from '../../lib/idempotent-reply';
import { sendPdf } from './invoices-routes';

const payoutResponseSchema = z.object({ transaction: walletTransactionSchema });

export const walletStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  const schema = { querystring: statementQuerySchema };

  app.get('/partner/wallet/statement.csv', { schema }, async (request, reply) => {
    requireSession(request, 'partner');
    const tenant = requireTenant(request);
    const statement = await readStatement(db, tenant, request.query);
    const words = await documentWords(request.query.lang, tenant.countryCode);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="statement-${statement.from}-${statement.to}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(statementCsv(statement, words));
  });

  app.get('/partner/wallet/statement.pdf', { schema }, async (request, reply) => {
    requireSession(request, 'partner');
    const now = new Date();
    const tenant = requireTenant(request);
    const statement = await readStatement(db, tenant, request.query, now);
    const words = await documentWords(
      pdfLanguage(request.query.lang ?? DEFAULTS.language),
      tenant.countryCode,
    );
    return sendPdf(
      reply,
      `statement-${statement.from}-${statement.to}.pdf`,
      await statementPdf(statement, now, words),
    );
  });

  app.post(
    '/partner/wallet/payouts',
    {
      schema: {
        headers: idempotencyHeaders,
        body: payoutRequestSchema,
        response: { 201: payoutResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = { tenant: requireTenant(request), session: requireSession(request, 'partner') };
      return idempotentReply(db, request, reply, actor, async (tx) => {
        const row = await recordPayout(tx, actor.tenant, request.body);
        return {
          statusCode: 201,
          body: {
            transaction: {
              id: row.id,
              description: row.description,
              createdAt: row.createdAt.toISOString(),
              transaction: 'debit' as const,
              amount: row.amount,
              rideId: null,
              kind: row.kind,
            },
          },
        };
      });
    },
  );
};
