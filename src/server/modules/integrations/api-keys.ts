// The owner's API keys: made with a name and scopes (the key answered once, only its hash kept), listed with their
// last use, revoked. Revoking sets revoked_at, which empties every process's key cache (shared-caches.ts), so the
// key stops working with the next request.
import { and, count, eq, isNull } from 'drizzle-orm';
import { API_KEYS, type ApiKey, type ApiKeyScope } from '../../../domain/integrations/api-keys';
import { ERROR_CODES } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { HttpError } from '../../http-error';
import { hashApiKey, newApiKey, storedScopes } from '../../lib/api-keys';

const live = (tenantId: string) => and(eq(apiKeys.tenantId, tenantId), isNull(apiKeys.revokedAt));

const toApiKey = (row: typeof apiKeys.$inferSelect): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: storedScopes(row.scopes),
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listApiKeys(db: Db, tenantId: string) {
  const rows = await db.select().from(apiKeys).where(live(tenantId)).orderBy(apiKeys.createdAt);
  return { apiKeys: rows.map(toApiKey) };
}

export async function createApiKey(
  db: Db,
  tenantId: string,
  createdBy: string,
  request: { name: string; scopes: ApiKeyScope[] },
) {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(apiKeys).where(live(tenantId));
  if (n >= API_KEYS.maxPerTenant)
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      `At most ${API_KEYS.maxPerTenant} keys; revoke one first.`,
    );
  const key = newApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      tenantId,
      name: request.name,
      prefix: key.slice(0, API_KEYS.shownChars),
      keyHash: hashApiKey(key),
      scopes: request.scopes,
      createdBy,
    })
    .returning({ id: apiKeys.id });
  return { id: row!.id, key };
}

export async function revokeApiKey(db: Db, tenantId: string, id: string) {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(live(tenantId), eq(apiKeys.id, id)))
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw new HttpError(404, ERROR_CODES.notFound, 'No such API key.');
}
