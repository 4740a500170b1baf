// messages: everything the platform sends to a person's phone or inbox (SMS through the chosen gateway, WhatsApp,
// web push, e-mail), sent from an outbox apart from any request, and the log of each message's fate the partner
// reads. Owns messages and push_subscriptions. The lowest module: login codes (auth) go through it too.
import type { RegisterModule } from '../../lib/server-module';
import { pushRoutes } from './push-routes';

export { pushToUser, type PushDeliveryDeps, type PushDeliveryReport } from './push-delivery';
export { SUBSCRIPTIONS_PER_USER } from './push-subscriptions';
export { vapidDetails } from './vapid-keys';

export const register: RegisterModule = async (app) => {
  await app.register(pushRoutes, { prefix: '/api/v1' });
};
