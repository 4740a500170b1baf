// Queues a message for a person: a row in `messages`, written in the caller's transaction when it has one, and
// sent by the sender (message-sender-plugin) apart from any request, so a slow or broken gateway never slows or
// fails the booking or ride change that caused it. The sender is woken at once; rows queued in a transaction not
// yet committed are found by its next sweep.
import type { MessageChannel, MessageKind } from '../../../domain/messages/message-kinds';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;

export interface QueuedMessage {
  tenantId: string;
  rideId?: string | null;
  channel: MessageChannel;
  kind: MessageKind;
  /** A phone number (E.164) for sms and whatsapp, an e-mail address, or the user's id for push. */
  recipient: string;
  variables: Record<string, string>;
  language?: string;
  /** The message this one re-sends on another channel. */
  fallbackOf?: string;
}

const wakers = new Set<() => void>();

/** Registers a sender to wake when a message is queued in this process; answers the unregistering function. */
export function onMessageQueued(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

export async function queueMessages(db: Db, queued: QueuedMessage[]): Promise<string[]> {
  if (queued.length === 0) return [];
  const rows = await db
    .insert(messages)
    .values(
      queued.map((message) => ({
        tenantId: message.tenantId,
        rideId: message.rideId ?? null,
        channel: message.channel,
        kind: message.kind,
        recipient: message.recipient,
        payload: message.variables,
        language: message.language ?? 'en',
        fallbackOf: message.fallbackOf ?? null,
      })),
    )
    .returning({ id: messages.id });
  for (const wake of wakers) wake();
  return rows.map((row) => row.id);
}

export async function queueMessage(db: Db, message: QueuedMessage): Promise<string> {
  const [id] = await queueMessages(db, [message]);
  return id!;
}
