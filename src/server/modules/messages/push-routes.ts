// Web Push for the PWA: GET /api/v1/push/key (the VAPID public key the browser subscribes with; public), and
// POST / DELETE /api/v1/push/subscriptions for any signed-in rider, driver or partner staff. Whose subscription
// it is comes from the session only, never from the body.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pushKeySchema,
  pushSubscribedSchema,
  pushSubscribeSchema,
  pushUnsubscribedSchema,
  pushUnsubscribeSchema,
} from '../../../domain/messages/push';
import { requireSession } from '../../plugins/auth';
import { requireTenant } from '../../plugins/tenant';
import { subscribe, unsubscribe } from './push-subscriptions';

const perClientLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Answers 401 before the body is judged: a caller without a session learns nothing from validation. */
const signedIn = async (request: FastifyRequest) => {
  requireSession(request);
};

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env, push } = app.services;

  app.get('/push/key', { schema: { response: { 200: pushKeySchema } } }, async () => ({
    publicKey: push.publicKey,
  }));

  app.post(
    '/push/subscriptions',
    {
      config: perClientLimit,
      preValidation: signedIn,
      schema: { body: pushSubscribeSchema, response: { 200: pushSubscribedSchema } },
    },
    async (request) =>
      subscribe(db, requireSession(request), request.body, {
        allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
        siteLanguage: requireTenant(request).defaultLanguage,
      }),
  );

  app.delete(
    '/push/subscriptions',
    {
      config: perClientLimit,
      preValidation: signedIn,
      schema: { body: pushUnsubscribeSchema, response: { 200: pushUnsubscribedSchema } },
    },
    async (request) => ({ removed: await unsubscribe(db, requireSession(request), request.body.endpoint) }),
  );
};
