// The partner's terms with the platform (Settings › Billing; owner and accountant) and the rider cashback the
// owner chooses within the platform's range (Settings › Rider rewards, with an Idempotency-Key like every partner
// mutation). Roles are checked by the partner-roles hook.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../../../domain/errors';
import { percentOfBps } from '../../../domain/partners/partner-terms';
import { riderRewardsSchema, termsOverviewSchema } from '../../../domain/platform/platform-terms-api';
import { HttpError } from '../../http-error';
import { idempotencyHeaders } from '../../lib/idempotency';
import { idempotentReply } from '../../lib/idempotent-reply';
import { partnerActor } from '../../plugins/partner-roles';
import { setRiderCashback, termsInEffect } from '../partners';
import { termsOverview } from './billing';

export const partnerBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get('/billing', { schema: { response: { 200: termsOverviewSchema } } }, async (request) =>
    termsOverview(db, partnerActor(request).tenant),
  );

  app.put(
    '/rider-rewards',
    {
      schema: {
        headers: idempotencyHeaders,
        body: riderRewardsSchema,
        response: { 200: termsOverviewSchema },
      },
    },
    async (request, reply) => {
      const actor = partnerActor(request);
      return idempotentReply(db, request, reply, actor, async (tx) => {
        const { cashbackBps } = request.body;
        const terms = await termsInEffect(tx, actor.tenant.id);
        if (cashbackBps < terms.cashbackMinBps || cashbackBps > terms.cashbackMaxBps) {
          const text = `Choose from ${percentOfBps(terms.cashbackMinBps)} % to ${percentOfBps(terms.cashbackMaxBps)} %`;
          throw new HttpError(400, ERROR_CODES.validation, text, { cashbackBps: text });
        }
        await setRiderCashback(tx, actor.tenant.id, cashbackBps);
        return { statusCode: 200, body: await termsOverview(tx, { ...actor.tenant, cashbackBps }) };
      });
    },
  );
};
