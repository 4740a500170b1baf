// Referrals over HTTP: the signed-in rider's code and link (made on first ask), what an invitation link gives a
// new rider (for the sign-in screen), and the partner owner's two reward amounts (Settings › Rider rewards).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  invitationQuerySchema,
  invitationSchema,
  referralRewardsResponseSchema,
  referralRewardsSchema,
  referralSchema,
} from '../../../domain/money/referral';
import { idempotencyHeaders } from '../../lib/idempotency';
import { idempotentReply } from '../../lib/idempotent-reply';
import { requireSession } from '../../plugins/auth';
import { partnerActor } from '../../plugins/partner-roles';
import { requireTenant } from '../../plugins/tenant';
import { setReferralRewards } from '../partners';
import { invitationFor, referralFor } from './referrals';

/** Invitation look-ups answer only whether a code exists; a ceiling keeps them from listing codes. */
const invitationLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get('/referral', { schema: { response: { 200: referralSchema } } }, async (request) => {
    const rider = requireSession(request, 'rider');
    return referralFor(db, requireTenant(request), rider.user.id);
  });

  app.get(
    '/referral/invitation',
    {
      config: invitationLimit,
      schema: { querystring: invitationQuerySchema, response: { 200: invitationSchema } },
    },
    async (request) => invitationFor(db, requireTenant(request), request.query.code),
  );

  app.get(
    '/partner/referral-rewards',
    { schema: { response: { 200: referralRewardsResponseSchema } } },
    async (request) => {
      const { tenant } = partnerActor(request);
      return {
        referrerReward: tenant.referrerReward,
        refereeReward: tenant.refereeReward,
        currency: tenant.currency,
      };
    },
  );

  app.put(
    '/partner/referral-rewards',
    {
      schema: {
        headers: idempotencyHeaders,
        body: referralRewardsSchema,
        response: { 200: referralRewardsResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = partnerActor(request);
      return idempotentReply(db, request, reply, actor, async (tx) => {
        await setReferralRewards(tx, actor.tenant.id, request.body);
        return { statusCode: 200, body: { ...request.body, currency: actor.tenant.currency } };
      });
    },
  );
};
