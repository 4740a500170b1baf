// Makes a mutation safe to replay: the first answer under an Idempotency-Key is stored with the work
// in one transaction, a replay gets that answer back, and the same key with another body is a 409.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
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

export async function idempotent<T>(
  db: Db,
  scope: { tenantId: string; key: string; hash: string },
  work: (tx: Db) => Promise<{ statusCode: number; body: T }>,
): Promise<StoredAnswer<T>> {
  const earlier = await storedAnswer<T>(db, scope.tenantId, scope.key, scope.hash);
  if (earlier) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const answer = await work(tx);
      await tx.insert(idempotencyKeys).values({
        tenantId: scope.tenantId,
        key: scope.key,
        requestHash: scope.hash,
        statusCode: answer.statusCode,
        responseBody: answer.body,
      });
      return { ...answer, replayed: false };
    });
  } catch (error) {
    // A concurrent twin may have committed first: its answer is the one to give.
    const twin = await storedAnswer<T>(db, scope.tenantId, scope.key, scope.hash);
    if (twin) return twin;
    throw error;
  }
}
