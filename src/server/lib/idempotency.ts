// Makes a mutation safe to replay: the first answer under an Idempotency-Key is stored with the work
// in one transaction (or one statement), a replay gets that answer back, and the same key with another body is a 409.
import { createHash } from 'node:crypto';
import { and, eq, type Placeholder } from 'drizzle-orm';
import { z } from 'zod';
import { ERROR_CODES } from '../../domain/errors';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from '../http-error';

export interface StoredAnswer<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_:.-]{8,128}$/;
const KEY_HINT = 'Send an Idempotency-Key header (8 to 128 letters, digits, _ : . -)';

/** Header schema for every route that takes an Idempotency-Key. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z.string({ error: KEY_HINT }).regex(IDEMPOTENCY_KEY_PATTERN, KEY_HINT),
});

export function requestHash(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

async function storedAnswer<T>(
  db: Db,
  tenantId: string,
  key: string,
  hash: string,
): Promise<StoredAnswer<T> | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.key, key)))
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== hash) {
    throw new HttpError(
      409,
      ERROR_CODES.idempotencyMismatch,
      'This Idempotency-Key was already used for a different request.',
    );
  }
  return { statusCode: row.statusCode, body: row.responseBody as T, replayed: true };
}

export interface IdempotencyScope {
  tenantId: string;
  key: string;
  hash: string;
}

/** The statement that stores a first answer under its key; run with the work, it fails on a replayed key. */
export const storeAnswer = (
  db: Db,
  scope: { [K in keyof IdempotencyScope]: IdempotencyScope[K] | Placeholder },
  answer: { statusCode: number | Placeholder; body: unknown },
) =>
  db.insert(idempotencyKeys).values({
    tenantId: scope.tenantId,
    key: scope.key,
    requestHash: scope.hash,
    statusCode: answer.statusCode,
    responseBody: answer.body,
  });

/** After a failed first attempt: a twin that committed first under the key (a replay, or a concurrent request
 * that held the key until its commit) has the answer to give; otherwise the failure stands. */
async function twinAnswer<T>(db: Db, scope: IdempotencyScope, error: unknown): Promise<StoredAnswer<T>> {
  const twin = await storedAnswer<T>(db, scope.tenantId, scope.key, scope.hash);
  if (twin) return twin;
  throw error;
}

export async function idempotent<T>(
  db: Db,
  scope: IdempotencyScope,
  work: (tx: Db) => Promise<{ statusCode: number; body: T }>,
): Promise<StoredAnswer<T>> {
  const earlier = await storedAnswer<T>(db, scope.tenantId, scope.key, scope.hash);
  if (earlier) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const answer = await work(tx);
      await storeAnswer(tx, scope, answer);
      return { ...answer, replayed: false };
    });
  } catch (error) {
    return twinAnswer<T>(db, scope, error);
  }
}

/** For work that touches nothing outside the database and writes itself with its answer (`storeAnswer`) in one
 * statement: no read of the key first and no transaction. A replay's statement fails on the stored key, or waits
 * for a twin in flight to commit and then fails, and answers the stored answer; the first answer is the only one
 * ever written. Replays are rare, so their wasted attempt costs less than a read before every first one. */
export async function idempotentStatement<T>(
  db: Db,
  scope: IdempotencyScope,
  write: () => Promise<{ statusCode: number; body: T }>,
): Promise<StoredAnswer<T>> {
  try {
    return { ...(await write()), replayed: false };
  } catch (error) {
    return twinAnswer<T>(db, scope, error);
  }
}
