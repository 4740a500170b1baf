// Partner API keys as the auth plugin reads them: the partner's system holds `tx_live_` and 32 random bytes, the
// database only their SHA-256, so a leaked table opens nothing. A key acts for its tenant as a session whose user
// is the key itself (not the owner who made it, who may leave while the integration runs on): where a handler
// records who acted, it records the key, by its id and as `API key "<name>"`.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { API_KEYS, API_KEY_SCOPES, type ApiKeyScope } from '../../domain/integrations/api-keys';
import type { Db } from '../db/client';
import { apiKeys } from '../db/schema';
import type { ActiveSession, ApiKeyGrant, User } from './sessions';

type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A key has no expiry of its own: it works until revoked. */
const NEVER = new Date(8.64e15);

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export const newApiKey = () => `${API_KEYS.prefix}${randomBytes(API_KEYS.randomBytes).toString('base64url')}`;

/** Scopes as stored, keeping only those the domain still knows. */
export const storedScopes = (scopes: readonly string[]): ApiKeyScope[] =>
  API_KEY_SCOPES.filter((scope) => scopes.includes(scope));

function keyUser(row: ApiKeyRow): User {
  return {
    id: row.id,
    tenantId: row.tenantId,
    role: 'partner',
    name: `API key "${row.name}"`,
    email: null,
    phone: null,
    partnerRole: null,
    emergencyName: null,
    emergencyPhone: null,
    language: null,
    savedPlaces: [],
    blockedAt: null,
    blockReason: null,
    referralCode: null,
    referredBy: null,
    referralRewardedAt: null,
    createdAt: row.createdAt,
  };
}

/** The session a key (by its hash) opens, or null for an unknown or revoked key. */
export async function findApiKeySession(db: Db, keyHash: string): Promise<ActiveSession | null> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) return null;
  // Frozen, like the session around it, because the cache shares it between requests.
  const apiKey: ApiKeyGrant = Object.freeze({
    id: row.id,
    scopes: Object.freeze(storedScopes(row.scopes)),
    lastUsedAt: row.lastUsedAt,
  });
  return { id: `api-key:${row.id}`, tenantId: row.tenantId, expiresAt: NEVER, user: keyUser(row), apiKey };
}

/** Records the key's use when its last recorded use is a minute old, so a busy key writes once a minute, not once
 * a request; the condition keeps requests racing at the minute's turn to one row change. */
export async function noteApiKeyUse(db: Db, grant: ApiKeyGrant, now = new Date()): Promise<void> {
  const staleBefore = new Date(now.getTime() - API_KEYS.lastUseEveryMs);
  if (grant.lastUsedAt && grant.lastUsedAt > staleBefore) return;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(eq(apiKeys.id, grant.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))),
    );
}
