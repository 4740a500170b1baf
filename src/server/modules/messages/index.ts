// messages: everything the platform sends to a person's phone or inbox (SMS through the chosen gateway, WhatsApp,
// web push, e-mail), sent from an outbox apart from any request, and the log of each message's fate the partner
// reads. Owns messages, push_subscriptions and whatsapp_settings (the partner's Cloud API number, read by the bot
// too). The lowest module: login codes (auth) go through it.
import type { RegisterModule } from '../../lib/server-module';
import { messageSenderPlugin } from './message-sender-plugin';
import { pushRoutes } from './push-routes';
import { messageLogRoutes } from './message-log-routes';
import { alertDispatchersOfBookings } from './booking-alerts';
import { smsReportRoutes } from './sms-report-routes';
import { smsReportSettings } from '../../sms/create-sms-provider';
import { recordDeliveryReport } from './delivery-reports';

export { riderMessageChannel, loginCodeChannel } from './channel-settings';
export { queueMessage, type QueuedMessage } from './outbox';
export { codeChannelFor, codeMessageStatus, loginChannels, sendLoginCode } from './login-codes';
export { notifyRider, notifyDriver, notifyDispatchers, textPhone, type Notice } from './recipients';
export { canSendWhatsapp, whatsappSettingsFor, type WhatsappSettings } from './whatsapp-settings';
export { recordDeliveryReport } from './delivery-reports';
export { retryDelays } from './message-delivery';
export type { ChannelDeps, PlatformSmsSender } from './channels';
export { vapidDetails } from './vapid-keys';
export { pushToUser, type PushDeliveryDeps, type PushDeliveryReport } from './push-delivery';
export { SUBSCRIPTIONS_PER_USER } from './push-subscriptions';
export { pushCarrier } from './push-carrier';
export { sendLoggedEmail, type LoggedEmail } from './email-log';

export const register: RegisterModule = async (app) => {
  await app.register(pushRoutes, { prefix: '/api/v1' });
  await app.register(messageLogRoutes, { prefix: '/api/v1/partner' });
  await app.register(smsReportRoutes, {
    ...smsReportSettings(app.services.env),
    onReport: async (report) => {
      await recordDeliveryReport(app.services.db, report);
    },
  });
  await app.register(messageSenderPlugin, {
    channels: app.services.messageChannels,
    sweepMs: app.services.env.MESSAGE_SWEEP_MS,
  });
  alertDispatchersOfBookings(app);
};
