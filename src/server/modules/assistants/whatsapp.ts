// The WhatsApp bot: checks Meta's webhook (verify token, HMAC signature of the raw body), takes each message in
// once, knows the rider by their WhatsApp number, and runs the same booking agent as the PWA chat, sending its
// replies back through the Cloud API with choices as numbered lines.
import { createHmac } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { CHAT_MESSAGE_MAX } from '../../../domain/constants';
import {
  chosenByNumber,
  numberedReply,
  whatsappWords,
} from '../../../domain/assistants/booking-text/whatsapp-replies';
import { phoneSchema } from '../../../domain/phone';
import type { IncomingText } from '../../../domain/assistants/whatsapp-webhook';
import type { Db } from '../../db/client';
import { chatMessages, conversations, whatsappInbox } from '../../db/schema';
import { HttpError } from '../../http-error';
import { answerRider, type AgentDeps } from './agent';
import { writtenLanguage } from '../../../domain/assistants/booking-text/agent-replies';
import { findOrCreateRider } from '../auth';
import type { RideRow } from '../booking';
import type { Tenant } from '../../lib/tenants';
import { sendWhatsappText } from '../../sms/whatsapp-cloud';
import type { WhatsappSettings } from '../messages';
import { sameBytes } from '../../lib/same-bytes';

export interface WhatsappDeps extends AgentDeps {
  apiUrl: string;
}

/** The verification handshake: the challenge to echo when Meta subscribes with the partner's verify token. */
export function acceptSubscription(
  settings: WhatsappSettings | null,
  query: { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string },
): string | null {
  if (!settings || query['hub.mode'] !== 'subscribe' || query['hub.challenge'] === undefined) return null;
  return sameText(query['hub.verify_token'] ?? '', settings.verifyToken) ? query['hub.challenge'] : null;
}

/** `X-Hub-Signature-256` is `sha256=` and the HMAC-SHA256 of the raw body keyed with the app secret. */
export function signatureMatches(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  const sent = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '')?.[1];
  if (!sent) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return sameBytes(expected, Buffer.from(sent, 'hex'));
}

function sameText(a: string, b: string): boolean {
  return sameBytes(Buffer.from(a), Buffer.from(b));
}

/** Stores each message id once; answers only the messages this delivery brings for the first time. */
export async function takeInMessages(db: Db, tenantId: string, incoming: IncomingText[]) {
  const fresh: IncomingText[] = [];
  for (const item of incoming) {
    const stored = await db
      .insert(whatsappInbox)
      .values({ tenantId, messageId: item.message.id })
      .onConflictDoNothing()
      .returning({ id: whatsappInbox.messageId });
    if (stored.length) fresh.push(item);
  }
  return fresh;
}

/** The quick answers of the agent's last reply to this rider, so "2" can mean the second. */
async function lastChoices(db: Db, tenantId: string, riderId: string): Promise<string[]> {
  const [last] = await db
    .select({ choices: chatMessages.choices })
    .from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(
      and(
        eq(conversations.tenantId, tenantId),
        eq(conversations.riderId, riderId),
        eq(chatMessages.role, 'agent'),
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(1);
  return last?.choices ?? [];
}

/** One rider message in, the agent's reply sent back on WhatsApp; answers the ride when the message booked one. */
export async function answerWhatsappMessage(
  deps: WhatsappDeps,
  tenant: Tenant,
  settings: WhatsappSettings,
  incoming: IncomingText,
): Promise<RideRow | null> {
  const { message } = incoming;
  const phone = phoneSchema.safeParse(`+${message.from}`);
  if (!phone.success) throw new Error(`WhatsApp sender ${message.from} is not a valid phone number`);
  const reply = (body: string) => sendWhatsappText(deps.apiUrl, settings, message.from, body);
  const text = message.type === 'text' ? (message.text?.body.trim() ?? '') : '';
  const language = writtenLanguage(text, tenant.defaultLanguage);
  const words = whatsappWords(language);
  if (!text) return reply(words.textOnly).then(() => null);
  if (text.length > CHAT_MESSAGE_MAX) return reply(words.tooLong(CHAT_MESSAGE_MAX)).then(() => null);

  const rider = await findOrCreateRider(deps.db, tenant.id, phone.data, incoming.profileName || undefined);
  const choice = chosenByNumber(text, await lastChoices(deps.db, tenant.id, rider.id));
  try {
    const answer = await answerRider(deps, tenant, { user: rider }, choice ?? text, language, 'whatsapp');
    await reply(numberedReply(answer.reply.text, answer.reply.choices, language));
    return answer.booked;
  } catch (error) {
    await reply(error instanceof HttpError ? error.message : words.failed);
    if (error instanceof HttpError) return null;
    throw error;
  }
}
