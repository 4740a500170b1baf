// One push to every browser a person subscribed, each in the language that browser subscribed with. What the
// push services say is kept: a subscription answered gone (404/410) is forgotten at once, so the next push does
// not try it again; any other failure is reported for the caller (the outbox) to log or retry.
import type { PushNotification, PushOptions } from '../../../domain/messages/push';
import type { Db } from '../../db/client';
import type { PushSender } from '../../push/web-push-sender';
import { forgetSubscriptions, subscriptionsOf } from './push-subscriptions';

export interface PushDeliveryDeps {
  db: Db;
  sender: PushSender;
}

/** delivered: browsers whose push service took the message; failed: why each other one did not (gone ones
 * included, already forgotten); gone: how many subscriptions were forgotten. No subscription: all zero. */
export interface PushDeliveryReport {
  delivered: number;
  failed: string[];
  gone: number;
}

/** `words` builds the notification in one language (see pushWords in domain/messages/push-words.ts). */
export async function pushToUser(
  deps: PushDeliveryDeps,
  owner: { tenantId: string; userId: string },
  words: (language: string) => PushNotification,
  options: PushOptions,
): Promise<PushDeliveryReport> {
  const targets = await subscriptionsOf(deps.db, owner);
  const outcomes = await Promise.all(
    targets.map(async (target) => ({
      id: target.id,
      result: await deps.sender.send(target, words(target.language), options),
    })),
  );
  const goneIds = outcomes.filter(({ result }) => !result.ok && result.gone).map(({ id }) => id);
  await forgetSubscriptions(deps.db, goneIds);
  return {
    delivered: outcomes.filter(({ result }) => result.ok).length,
    failed: outcomes.flatMap(({ result }) => (result.ok ? [] : [result.reason])),
    gone: goneIds.length,
  };
}
