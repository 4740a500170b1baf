// The partner's promo codes: list with uses, create, archive. Tenant and role from the session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  promoCodeRequestSchema,
  promoCodeResponseSchema,
  promoCodesResponseSchema,
} from '../../../domain/money/promo-codes';
import { partnerActor } from '../../plugins/partner-roles';
import { archivePromoCode, createPromoCode, listPromoCodes } from './promo-codes';

const codeParams = z.object({ id: z.uuid('Unknown promo code') });

export const promoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get('/promo-codes', { schema: { response: { 200: promoCodesResponseSchema } } }, async (request) => ({
    data: await listPromoCodes(db, partnerActor(request).tenant),
  }));

  app.post(
    '/promo-codes',
    { schema: { body: promoCodeRequestSchema, response: { 201: promoCodeResponseSchema } } },
    async (request, reply) => {
      const code = await createPromoCode(db, partnerActor(request).tenant, request.body);
      return reply.code(201).send({ data: code });
    },
  );

  app.post(
    '/promo-codes/:id/archive',
    { schema: { params: codeParams, response: { 200: promoCodeResponseSchema } } },
    async (request) => ({
      data: await archivePromoCode(db, partnerActor(request).tenant, request.params.id),
    }),
  );
};
