// The partner's settings, rate cards and own-domain check: read by the console and the setup wizard, changed
// with an Idempotency-Key like every partner mutation. Roles are checked by the partner-roles hook.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VEHICLE_TYPES } from '../../../domain/constants';
import {
  domainCheckSchema,
  partnerSettingsSchema,
  rateCardPutSchema,
  rateCardsResponseSchema,
  settingsPatchSchema,
} from '../../../domain/partners/partner-settings';
import { phoneSchema } from '../../../domain/phone';
import { rateCardSchema } from '../../../domain/partners/rate-card';
import { ERROR_CODES } from '../../../domain/errors';
import { HttpError } from '../../http-error';
import { partnerActor } from '../../plugins/partner-roles';
import { checkOwnDomain } from './domain-check';
import { idempotencyHeaders } from '../../lib/idempotency';
import { applySettings, readSettings } from './partner-settings';
import { replaceRateCard, tenantRateCards } from './rate-cards';
import { whatsappSettingsFor } from '../messages';
import { sendWhatsappText } from '../../sms/whatsapp-cloud';
import { idempotentReply } from '../../lib/idempotent-reply';

export const partnerSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app.services;

  app.get('/settings', { schema: { response: { 200: partnerSettingsSchema } } }, async (request) =>
    readSettings(db, partnerActor(request).tenant, env),
  );

  app.patch(
    '/settings',
    {
      schema: {
        headers: idempotencyHeaders,
        body: settingsPatchSchema,
        response: { 200: partnerSettingsSchema },
      },
    },
    async (request, reply) => {
      const actor = partnerActor(request);
      return idempotentReply(db, request, reply, actor, async (tx) => ({
        statusCode: 200,
        body: await applySettings(tx, actor.tenant, request.body, env),
      }));
    },
  );

  app.post('/settings/domain-check', { schema: { response: { 200: domainCheckSchema } } }, async (request) =>
    checkOwnDomain(db, partnerActor(request).tenant, env),
  );

  app.post(
    '/settings/whatsapp-test',
    {
      schema: {
        body: z.object({ to: phoneSchema }),
        response: { 200: z.object({ sent: z.literal(true), messageId: z.string() }) },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { tenant } = partnerActor(request);
      const settings = await whatsappSettingsFor(db, tenant.id);
      if (!settings?.accessToken)
        throw new HttpError(400, ERROR_CODES.validation, 'Save the phone-number id and access token first.', {
          'whatsapp.accessToken': 'Required to send',
        });
      const to = request.body.to.replace(/^\+/, '');
      try {
        const text = `Hello from ${tenant.businessName}: your WhatsApp booking assistant is connected.`;
        return {
          sent: true as const,
          messageId: await sendWhatsappText(env.WHATSAPP_API_URL, settings, to, text),
        };
      } catch (error) {
        throw new HttpError(400, ERROR_CODES.badRequest, (error as Error).message);
      }
    },
  );

  app.get('/rate-cards', { schema: { response: { 200: rateCardsResponseSchema } } }, async (request) => ({
    data: await tenantRateCards(db, partnerActor(request).tenant.id),
  }));

  app.put(
    '/rate-cards/:vehicleType',
    {
      schema: {
        params: z.object({ vehicleType: z.enum(VEHICLE_TYPES) }),
        headers: idempotencyHeaders,
        body: rateCardPutSchema,
        response: { 200: z.object({ data: rateCardSchema }) },
      },
    },
    async (request, reply) => {
      const actor = partnerActor(request);
      return idempotentReply(db, request, reply, actor, async (tx) => ({
        statusCode: 200,
        body: {
          data: await replaceRateCard(tx, actor.tenant.id, {
            vehicleType: request.params.vehicleType,
            ...request.body,
          }),
        },
      }));
    },
  );
};
