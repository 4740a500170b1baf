// Deletes what has outlived its use: replay answers after two days (the outbox promise is at least 24 h),
// login codes a day after they expired, WhatsApp message ids after a week (Meta retries a
// delivery for a few days at most), uploaded images no post or driver document took up after a day, old instant
// addresses once their 30 days of redirecting are over (the slug is free again). Sessions and the ledger are
// never swept.
import { and, eq, lt, lte, notExists } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  blogPosts,
  driverDocuments,
  idempotencyKeys,
  media,
  otpCodes,
  retiredSlugs,
  whatsappInbox,
} from '../db/schema';

const HOUR = 60 * 60 * 1000;
export const KEEP = {
  idempotencyKeys: 48 * HOUR,
  otpCodes: 24 * HOUR,
  whatsappMessages: 7 * 24 * HOUR,
  unusedMedia: 24 * HOUR,
} as const;

export async function sweepExpired(db: Db, now = new Date()) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const [keys, codes, messages, images, slugs] = await Promise.all([
    db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, before(KEEP.idempotencyKeys)))
      .returning({ key: idempotencyKeys.key }),
    db
      .delete(otpCodes)
      .where(lt(otpCodes.expiresAt, before(KEEP.otpCodes)))
      .returning({ id: otpCodes.id }),
    db
      .delete(whatsappInbox)
      .where(lt(whatsappInbox.receivedAt, before(KEEP.whatsappMessages)))
      .returning({ id: whatsappInbox.messageId }),
    db
      .delete(media)
      .where(
        and(
          lt(media.createdAt, before(KEEP.unusedMedia)),
          notExists(db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.imageId, media.id))),
          notExists(
            db
              .select({ id: driverDocuments.id })
              .from(driverDocuments)
              .where(eq(driverDocuments.imageId, media.id)),
          ),
        ),
      )
      .returning({ id: media.id }),
    db
      .delete(retiredSlugs)
      .where(lte(retiredSlugs.redirectUntil, now))
      .returning({ slug: retiredSlugs.slug }),
  ]);
  return {
    idempotencyKeys: keys.length,
    otpCodes: codes.length,
    whatsappMessages: messages.length,
    unusedMedia: images.length,
    retiredSlugs: slugs.length,
  };
}
