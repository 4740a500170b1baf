// integrations: what other systems see of a partner. Webhooks (endpoints, signed deliveries with retries,
// queued from the domain events of other modules), the API keys partners' systems call the API with, and the API's
// OpenAPI description and docs page. Owns webhooks, webhook_deliveries and api_keys.
import type { RegisterModule } from '../../lib/server-module';
import { apiDocsRoutes } from './api-docs-routes';
import { apiKeyRoutes } from './api-keys-routes';
import { partnerWebhookRoutes } from './partner-webhooks-routes';
import { queueWebhooksOnEvents } from './ride-webhooks';
import { webhookSenderPlugin } from './webhook-sender-plugin';

export { readSubscriptions, type Subscription, type SubscriptionSource } from './webhooks';

export const register: RegisterModule = async (app) => {
  const { db, env } = app.services;
  queueWebhooksOnEvents(app);
  await app.register(partnerWebhookRoutes, { prefix: '/api/v1/partner' });
  await app.register(apiKeyRoutes, { prefix: '/api/v1/partner' });
  await app.register(apiDocsRoutes);
  await app.register(webhookSenderPlugin, {
    db,
    guard: app.services.outbound,
    sweepMs: env.WEBHOOK_SWEEP_MS,
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
  });
};
