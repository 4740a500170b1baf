// The VAPID key pair web push is signed with: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, else a pair made
// once and kept in server_keys like the auth key, so every process and restart sign with the key browsers
// subscribed with (a new key would silently orphan every subscription).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { serverKeys } from '../../db/schema';
import type { Env } from '../../env';
import { newVapidKeys, type VapidDetails } from '../../push/web-push-sender';

const VAPID_KEY_NAME = 'vapid';
const storedPairSchema = z.object({ publicKey: z.string(), privateKey: z.string() });

async function storedVapidPair(db: Db): Promise<{ publicKey: string; privateKey: string }> {
  // Two processes starting together both offer a pair; the first insert wins and both read it back.
  await db
    .insert(serverKeys)
    .values({ name: VAPID_KEY_NAME, value: JSON.stringify(newVapidKeys()) })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, VAPID_KEY_NAME));
  if (!row) throw new Error('the VAPID key pair was not stored');
  return storedPairSchema.parse(JSON.parse(row.value));
}

/** MAIL_FROM's address as a mailto: URL ("TravelX <no-reply@x>" or a bare address). */
export function mailtoOf(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}

export async function vapidDetails(db: Db, env: Env): Promise<VapidDetails> {
  const pair =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : await storedVapidPair(db);
  return { ...pair, subject: env.VAPID_SUBJECT ?? mailtoOf(env.MAIL_FROM) };
}
