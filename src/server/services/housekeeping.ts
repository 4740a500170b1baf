// Deletes what has outlived its use: replay answers after two days (the outbox promise is at least 24 h),
// vehicle searches and login codes a day after they expired, WhatsApp message ids after a week (Meta retries a
// delivery for a few days at most). Sessions and the ledger are never swept.
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys, otpCodes, quotes, whatsappInbox } from '../db/schema';

const HOUR = 60 * 60 * 1000;
export const KEEP = {
  idempotencyKeys: 48 * HOUR,
  quotes: 24 * HOUR,
  otpCodes: 24 * HOUR,
  whatsappMessages: 7 * 24 * HOUR,
} as const;

export async function sweepExpired(db: Db, now = new Date()) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const [keys, searches, codes, messages] = await Promise.all([
    db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, before(KEEP.idempotencyKeys)))
      .returning({ key: idempotencyKeys.key }),
    db
      .delete(quotes)
      .where(lt(quotes.expiresAt, before(KEEP.quotes)))
      .returning({ id: quotes.id }),
    db
      .delete(otpCodes)
      .where(lt(otpCodes.expiresAt, before(KEEP.otpCodes)))
      .returning({ id: otpCodes.id }),
    db
      .delete(whatsappInbox)
      .where(lt(whatsappInbox.receivedAt, before(KEEP.whatsappMessages)))
      .returning({ id: whatsappInbox.messageId }),
  ]);
  return {
    idempotencyKeys: keys.length,
    quotes: searches.length,
    otpCodes: codes.length,
    whatsappMessages: messages.length,
  };
}
