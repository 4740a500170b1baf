// The outbox's push channel: one queued push goes to every browser the person subscribed, each in the language it
// subscribed with, with the brand's name and icon. It counts as sent once any push service took it; a person none
// of whose browsers is subscribed any more is not tried again, a push service down is.
import { pushOptionsFor, pushWords, type PushWordKind } from '../../../domain/messages/push-words';
import type { Tenant } from '../../lib/tenants';
import { ChannelFailure, type PushCarrier } from './channels';
import { pushToUser, type PushDeliveryDeps } from './push-delivery';

/** The brand's own icon when it is one a notification can show, else the platform's app icon. */
const brandIcon = (tenant: Tenant) =>
  /\.(png|svg|webp|jpe?g)$/i.test(tenant.logoUrl) ? tenant.logoUrl : '/icons/icon-192.png';

export function pushCarrier(deps: PushDeliveryDeps): PushCarrier {
  return async (message, tenant) => {
    const kind = message.kind as PushWordKind;
    const brand = { name: tenant.businessName, icon: brandIcon(tenant) };
    const words = (language: string) => pushWords(kind, message.payload, language, brand);
    words(message.language); // a message missing its words' variables fails here, before any push is sent
    const report = await pushToUser(
      deps,
      { tenantId: message.tenantId, userId: message.recipient },
      words,
      pushOptionsFor(kind, message.payload),
    );
    if (report.delivered > 0) return { provider: 'webpush', providerId: null };
    if (report.failed.length === report.gone)
      throw new ChannelFailure('no browser of this person is subscribed any more', false);
    throw new ChannelFailure(report.failed.join('; '), true);
  };
}
