// Sends due messages and records each one's fate. A gateway that times out or answers 5xx is tried again with
// back-off (the log shows the failure meanwhile); a message that finally fails, or that its gateway later reports
// undelivered, is sent once by the partner's other text channel (WhatsApp ↔ SMS). A login code is worth sending
// only while it is valid, and its code leaves the row once it is delivered or has expired.
import { and, eq, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { OTP } from '../../../domain/constants';
import type { MessageKind } from '../../../domain/messages/message-kinds';
import type { Db } from '../../db/client';
import type { DeliveryOutcome } from '../../lib/metrics';
import { messages } from '../../db/schema';
import { findTenantById } from '../../lib/tenants';
import { carry, ChannelFailure, type ChannelDeps } from './channels';
import { whatsappReady } from './whatsapp-settings';
import { queueMessage, type MessageRow } from './outbox';

/** Each retry's wait in steps of the base wait (MESSAGE_RETRY_BASE_MS, 5 s): 5 s, 30 s, 2 min, 10 min, 30 min;
 * then the message has failed. */
const RETRY_STEPS = [1, 6, 24, 120, 360];
export const retryDelays = (baseMs: number) => RETRY_STEPS.map((step) => step * baseMs);
export const RETRY_DELAYS_MS = retryDelays(5_000);
const SECRET_KINDS = ['login_code', 'phone_code'];
const CLAIM_MS = 60_000;

export async function claimDueMessages(db: Db, now: Date, limit: number): Promise<MessageRow[]> {
  const due = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.status, 'queued'), lte(messages.nextAttemptAt, now)))
    .orderBy(messages.nextAttemptAt)
    .limit(limit);
  if (due.length === 0) return [];
  // Pushing the next attempt ahead claims a row: another process's sweep no longer finds it due.
  return db
    .update(messages)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        inArray(
          messages.id,
          due.map((row) => row.id),
        ),
        eq(messages.status, 'queued'),
        lte(messages.nextAttemptAt, now),
      ),
    )
    .returning();
}

const expired = (message: MessageRow, now: Date) =>
  SECRET_KINDS.includes(message.kind) && now.getTime() - message.createdAt.getTime() > OTP.ttlMs;

/** Sends one claimed message, records the outcome and answers it (none for a tenant since removed). */
export async function deliverMessage(
  deps: ChannelDeps,
  message: MessageRow,
  now = new Date(),
): Promise<DeliveryOutcome | undefined> {
  const tenant = await findTenantById(deps.db, message.tenantId);
  if (!tenant) return undefined;
  try {
    const carried = await carry(deps, message, tenant);
    await deps.db
      .update(messages)
      .set({
        status: 'sent',
        provider: carried.provider,
        providerId: carried.providerId,
        attempts: message.attempts + 1,
        failureReason: null,
        nextAttemptAt: null,
        sentAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(messages.id, message.id));
    return 'sent';
  } catch (error) {
    const failure =
      error instanceof ChannelFailure ? error : new ChannelFailure(String((error as Error)?.message), true);
    return recordFailure(deps, message, failure, now);
  }
}

async function recordFailure(
  deps: ChannelDeps,
  message: MessageRow,
  failure: ChannelFailure,
  now: Date,
): Promise<DeliveryOutcome> {
  const attempts = message.attempts + 1;
  const delay = (deps.retryDelaysMs ?? RETRY_DELAYS_MS)[attempts - 1];
  const retry =
    failure.retryable && delay !== undefined && !expired(message, new Date(now.getTime() + delay));
  // The copy is queued before the message reads failed, so whoever sees it failed sees its copy too (the login
  // screen tells a rider their code went by SMS).
  if (!retry) await fallBack(deps.db, message, now);
  await deps.db
    .update(messages)
    .set({
      attempts,
      failureReason: failure.message.slice(0, 500),
      status: retry ? 'queued' : 'failed',
      nextAttemptAt: retry ? new Date(now.getTime() + delay) : null,
      updatedAt: new Date(),
    })
    .where(eq(messages.id, message.id));
  return retry ? 'retry' : 'failed';
}

/** Sends a failed text once by the partner's other text channel, unless it already went by both. */
export async function fallBack(db: Db, message: MessageRow, now = new Date()) {
  if (message.fallbackOf || (message.channel !== 'sms' && message.channel !== 'whatsapp')) return;
  if (expired(message, now)) return;
  const other = message.channel === 'sms' ? 'whatsapp' : 'sms';
  if (other === 'whatsapp' && !(await whatsappReady(db, message.tenantId))) return;
  const [sibling] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.tenantId, message.tenantId),
        eq(messages.kind, message.kind),
        eq(messages.recipient, message.recipient),
        eq(messages.channel, other),
        message.rideId ? eq(messages.rideId, message.rideId) : isNull(messages.rideId),
        ne(messages.status, 'failed'),
        sql`${messages.createdAt} > ${new Date(message.createdAt.getTime() - 60_000)}`,
      ),
    )
    .limit(1);
  if (sibling) return;
  await queueMessage(db, {
    tenantId: message.tenantId,
    rideId: message.rideId,
    channel: other,
    kind: message.kind as MessageKind,
    recipient: message.recipient,
    variables: message.payload,
    language: message.language,
    fallbackOf: message.id,
  });
}

/** Codes leave the log once they can no longer be used. */
export async function forgetExpiredCodes(db: Db, now = new Date()) {
  await db
    .update(messages)
    .set({ payload: sql`${messages.payload} - 'code'` })
    .where(
      and(
        inArray(messages.kind, SECRET_KINDS),
        lt(messages.createdAt, new Date(now.getTime() - OTP.ttlMs)),
        sql`${messages.payload} ? 'code'`,
      ),
    );
}
