// The platform owners' e-mailed codes, by the partners' rules (OTP: ten minutes, five tries a code, eight wrong
// tries an hour per address, five codes an hour per address and twenty per client) but six digits long and kept
// in their own table of no tenant, so no partner's code can ever open the console.
import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { OTP } from '../../../domain/constants';
import { ERROR_CODES } from '../../../domain/errors';
import { ADMIN_CODE_LENGTH } from '../../../domain/platform/admin-console';
import type { Db } from '../../db/client';
import { platformLoginCodes } from '../../db/schema';
import { HttpError } from '../../http-error';
import { assertTryable, judgeCode } from '../../lib/one-time-code-rules';

const hashCode = (secret: string, id: string, code: string) =>
  createHmac('sha256', secret).update(`platform:${id}:${code}`).digest('hex');

const lock = (tx: Db, key: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

const tooMany = (message: string) => new HttpError(429, ERROR_CODES.rateLimited, message);

/** Issues a fresh code (older unused ones stop working), counting under locks so a burst is counted one by one. */
export async function issueAdminCode(
  db: Db,
  secret: string,
  email: string,
  clientIp: string,
  now = new Date(),
) {
  const code = String(randomInt(0, 10 ** ADMIN_CODE_LENGTH)).padStart(ADMIN_CODE_LENGTH, '0');
  return db.transaction(async (tx) => {
    await lock(tx, `platform-otp-address:${email}`);
    await lock(tx, `platform-otp-client:${clientIp}`);
    const since = new Date(now.getTime() - OTP.windowMs);
    const [[forAddress], [forIp]] = await Promise.all([
      tx
        .select({ sent: count() })
        .from(platformLoginCodes)
        .where(and(eq(platformLoginCodes.email, email), gt(platformLoginCodes.createdAt, since))),
      tx
        .select({ sent: count() })
        .from(platformLoginCodes)
        .where(and(eq(platformLoginCodes.clientIp, clientIp), gt(platformLoginCodes.createdAt, since))),
    ]);
    if ((forAddress?.sent ?? 0) >= OTP.perAddressLimit)
      throw tooMany(`Too many codes were sent to ${email}. Try again in an hour.`);
    if ((forIp?.sent ?? 0) >= OTP.perIpLimit)
      throw tooMany('Too many codes were requested from your network. Try again later.');
    await tx
      .update(platformLoginCodes)
      .set({ consumedAt: now })
      .where(and(eq(platformLoginCodes.email, email), isNull(platformLoginCodes.consumedAt)));
    const id = randomUUID();
    await tx.insert(platformLoginCodes).values({
      id,
      email,
      clientIp,
      codeHash: hashCode(secret, id, code),
      expiresAt: new Date(now.getTime() + OTP.ttlMs),
      createdAt: now,
    });
    return { code, expiresInSeconds: OTP.ttlMs / 1000 };
  });
}

/** Takes one try of the address's active code under a lock on the address, before comparing it. */
async function claimTry(db: Db, email: string, now: Date) {
  return db.transaction(async (tx) => {
    await lock(tx, `platform-otp-verify:${email}`);
    const active = assertTryable(
      (
        await tx
          .select()
          .from(platformLoginCodes)
          .where(and(eq(platformLoginCodes.email, email), isNull(platformLoginCodes.consumedAt)))
          .orderBy(desc(platformLoginCodes.createdAt))
          .limit(1)
      )[0],
      now,
    );
    const since = new Date(now.getTime() - OTP.windowMs - OTP.ttlMs);
    const [tried] = await tx
      .select({ tries: sql<number>`coalesce(sum(${platformLoginCodes.attempts}), 0)::int` })
      .from(platformLoginCodes)
      .where(and(eq(platformLoginCodes.email, email), gt(platformLoginCodes.createdAt, since)));
    if ((tried?.tries ?? 0) >= OTP.wrongTriesPerAddress)
      throw tooMany(`Too many wrong codes were tried for ${email}. Try again in an hour.`);
    const attempts = active.attempts + 1;
    await tx.update(platformLoginCodes).set({ attempts }).where(eq(platformLoginCodes.id, active.id));
    return { ...active, attempts };
  });
}

/** Checks a code: a right one is used up (its try not counted), a wrong one counts against the tries. */
export async function verifyAdminCode(db: Db, secret: string, email: string, code: string, now = new Date()) {
  const active = await claimTry(db, email, now);
  await judgeCode(active, hashCode(secret, active.id, code), async () => {
    const used = await db
      .update(platformLoginCodes)
      .set({ consumedAt: now, attempts: sql`${platformLoginCodes.attempts} - 1` })
      .where(and(eq(platformLoginCodes.id, active.id), isNull(platformLoginCodes.consumedAt)))
      .returning({ id: platformLoginCodes.id });
    return used.length > 0;
  });
}
