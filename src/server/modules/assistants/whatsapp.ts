// The WhatsApp bot: checks Meta's webhook (verify token, HMAC signature of the raw body), takes each message in
// once, knows the rider by their WhatsApp number, and runs the same booking agent as the PWA chat, sending its
// replies back through the Cloud API with choices as numbered lines.
import { createHmac } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { CHAT_MESSAGE_MAX } from '../../../domain/constants';
import { chosenByNumber, numberedReply } from '../../../domain/assistants/booking-text/whatsapp-replies';
import { riderWords } from '../../../domain/assistants/booking-text/rider-words/rider-words';
import { phoneSchema } from '../../../domain/phone';
import type { IncomingText } from '../../../domain/assistants/whatsapp-webhook';
import type { Db } from '../../db/client';
import { chatMessages, conversations, whatsappInbox } from '../../db/schema';
import { HttpError } from '../../http-error';
import { answerRider, type AgentDeps } from './agent';
import { writtenLanguage } from '../../../domain/assistants/booking-text/written-language';
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

/** The quick answers of the agent's last reply to this rider, so "2" can mean the second, and the language it
 * spoke, so "2" or a place in Latin letters is answered in the language the conversation is in. */
async function lastReply(db: Db, tenantId: string, riderId: string) {
  const [last] = await db
    .select({ choices: chatMessages.choices, language: conversations.language })
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
  return { choices: last?.choices ?? [], language: last?.language ?? null };
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
  // Before the rider is looked up, only the message's script can say their language.
  const refusing = riderWords(writtenLanguage(text, tenant.defaultLanguage));
  if (!text) return reply(refusing.textOnly).then(() => null);
  if (text.length > CHAT_MESSAGE_MAX) return reply(refusing.tooLong(CHAT_MESSAGE_MAX)).then(() => null);

  const rider = await findOrCreateRider(deps.db, tenant.id, phone.data, incoming.profileName || undefined);
  const last = await lastReply(deps.db, tenant.id, rider.id);
  const choice = chosenByNumber(text, last.choices);
  const language = writtenLanguage(text, last.language ?? tenant.defaultLanguage);
  try {
    const answer = await answerRider(deps, tenant, { user: rider }, choice ?? text, language, 'whatsapp');
    await reply(numberedReply(answer.reply.text, answer.reply.choices, language));
    return answer.booked;
  } catch (error) {
    await reply(error instanceof HttpError ? error.message : riderWords(language).failed);
    if (error instanceof HttpError) return null;
    throw error;
  }
}
