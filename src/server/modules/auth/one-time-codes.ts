// Four-digit login codes: stored as an HMAC, valid for ten minutes, five tries each and eight wrong ones an hour
// per address, and a limit on how many one address and one client may ask for. Each failure is a 4xx with a
// message the person can act on.
import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { OTP, type Role } from '../../../domain/constants';
import { ERROR_CODES } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { otpCodes } from '../../db/schema';
import { HttpError } from '../../http-error';
import { assertTryable, judgeCode } from '../../lib/one-time-code-rules';

export interface CodeTarget {
  tenantId: string;
  role: Role;
  /** E-mail for partners, E.164 phone for riders. */
  address: string;
}

const hashCode = (secret: string, otpId: string, code: string) =>
  createHmac('sha256', secret).update(`${otpId}:${code}`).digest('hex');

const minutesUntil = (from: Date, windowMs: number, now: Date) =>
  Math.max(1, Math.ceil((from.getTime() + windowMs - now.getTime()) / 60000));

/** Counts and issues under two transaction locks, the address's then the client's (always in that order, so
 * two requests never wait on each other in a circle): a burst of parallel requests is counted one by one
 * instead of every request seeing the same count before any of them writes. */
async function lockSendCounters(tx: Db, target: CodeTarget, clientIp: string) {
  const addressKey = `otp-address:${target.tenantId}:${target.role}:${target.address}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${addressKey}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-client:${clientIp}`}))`);
}

async function enforceSendLimits(db: Db, target: CodeTarget, clientIp: string, now: Date) {
  const since = new Date(now.getTime() - OTP.windowMs);
  const [forAddress] = await db
    .select({ sent: count(), oldest: sql<string>`min(${otpCodes.createdAt})` })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.tenantId, target.tenantId),
        eq(otpCodes.role, target.role),
        eq(otpCodes.address, target.address),
        gt(otpCodes.createdAt, since),
      ),
    );
  if (forAddress && forAddress.sent >= OTP.perAddressLimit) {
    const wait = minutesUntil(new Date(forAddress.oldest), OTP.windowMs, now);
    throw new HttpError(
      429,
      ERROR_CODES.rateLimited,
      `Too many codes were sent to ${target.address}. Try again in ${wait} minutes.`,
    );
  }
  const [forIp] = await db
    .select({ sent: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.clientIp, clientIp), gt(otpCodes.createdAt, since)));
  if (forIp && forIp.sent >= OTP.perIpLimit) {
    throw new HttpError(
      429,
      ERROR_CODES.rateLimited,
      'Too many codes were requested from your network. Try again later.',
    );
  }
}

/** Issues a fresh code (older unused ones stop working) and answers it for delivery. */
export async function issueCode(
  db: Db,
  secret: string,
  target: CodeTarget,
  clientIp: string,
  now = new Date(),
) {
  const code = String(randomInt(0, 10 ** OTP.length)).padStart(OTP.length, '0');
  return db.transaction(async (tx) => {
    await lockSendCounters(tx, target, clientIp);
    await enforceSendLimits(tx, target, clientIp, now);
    await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otpCodes.tenantId, target.tenantId),
          eq(otpCodes.role, target.role),
          eq(otpCodes.address, target.address),
          isNull(otpCodes.consumedAt),
        ),
      );
    const id = randomUUID();
    await tx.insert(otpCodes).values({
      ...target,
      id,
      clientIp,
      codeHash: hashCode(secret, id, code),
      expiresAt: new Date(now.getTime() + OTP.ttlMs),
      createdAt: now,
    });
    return { code, expiresInSeconds: OTP.ttlMs / 1000 };
  });
}

/** Takes one try of the address's active code before it is compared, under a lock on the address, so a burst
 * of parallel guesses is counted one by one: five tries per code, and at most `wrongTriesPerAddress` over every
 * code the address was sent in the last hour and ten minutes (any hour's guesses all fall on those codes). */
async function claimTry(db: Db, target: CodeTarget, now: Date) {
  return db.transaction(async (tx) => {
    const addressKey = `otp-verify:${target.tenantId}:${target.role}:${target.address}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${addressKey}))`);
    const ofAddress = and(
      eq(otpCodes.tenantId, target.tenantId),
      eq(otpCodes.role, target.role),
      eq(otpCodes.address, target.address),
    );
    const active = assertTryable(
      (
        await tx
          .select()
          .from(otpCodes)
          .where(and(ofAddress, isNull(otpCodes.consumedAt)))
          .orderBy(desc(otpCodes.createdAt))
          .limit(1)
      )[0],
      now,
    );
    const since = new Date(now.getTime() - WRONG_TRIES_WINDOW_MS);
    const [tried] = await tx
      .select({
        tries: sql<number>`coalesce(sum(${otpCodes.attempts}), 0)::int`,
        oldest: sql<string | null>`min(${otpCodes.createdAt}) filter (where ${otpCodes.attempts} > 0)`,
      })
      .from(otpCodes)
      .where(and(ofAddress, gt(otpCodes.createdAt, since)));
    if (tried && tried.tries >= OTP.wrongTriesPerAddress) {
      const wait = tried.oldest ? minutesUntil(new Date(tried.oldest), WRONG_TRIES_WINDOW_MS, now) : 60;
      throw new HttpError(
        429,
        ERROR_CODES.rateLimited,
        `Too many wrong codes were tried for ${target.address}. Try again in ${wait} minutes.`,
      );
    }
    const attempts = active.attempts + 1;
    await tx.update(otpCodes).set({ attempts }).where(eq(otpCodes.id, active.id));
    return { ...active, attempts };
  });
}

const WRONG_TRIES_WINDOW_MS = OTP.windowMs + OTP.ttlMs;

/** Checks a code; a right one is used up (and its try not counted), a wrong one counts against the tries. */
export async function verifyCode(db: Db, secret: string, target: CodeTarget, code: string, now = new Date()) {
  const active = await claimTry(db, target, now);
  await judgeCode(active, hashCode(secret, active.id, code), async () => {
    const used = await db
      .update(otpCodes)
      .set({ consumedAt: now, attempts: sql`${otpCodes.attempts} - 1` })
      .where(and(eq(otpCodes.id, active.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    return used.length > 0;
  });
}
