// Opaque session tokens: the client holds 32 random bytes, the database only their SHA-256,
// so a leaked table cannot be replayed; logout revokes the row.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { PARTNER_ROLES, SESSION, type PartnerRole, type Role } from '../../domain/constants';
import type { SessionUser } from '../../domain/auth/auth';
import type { ApiKeyScope } from '../../domain/integrations/api-keys';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export type User = typeof users.$inferSelect;

/** What an API key grants (lib/api-keys.ts): the partner routes of its scopes, instead of a role's. */
export interface ApiKeyGrant {
  id: string;
  scopes: readonly ApiKeyScope[];
  lastUsedAt: Date | null;
}

export interface ActiveSession {
  id: string;
  tenantId: string;
  expiresAt: Date;
  user: User;
  /** Present when the request came with an API key rather than a person's login. */
  apiKey?: ApiKeyGrant;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, user: User, now = new Date()): Promise<string> {
  const token = randomBytes(SESSION.tokenBytes).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    tenantId: user.tenantId,
    userId: user.id,
    expiresAt: new Date(now.getTime() + SESSION.ttlMs),
  });
  return token;
}

export async function findActiveSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ActiveSession | null> {
  const rows = await db
    .select({ id: sessions.id, tenantId: sessions.tenantId, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.blockedAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every open session of one user at once (log out everywhere, a blocked rider or driver). */
export async function revokeUserSessions(db: Db, userId: string, now = new Date()): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** A partner row's role; rows from before roles existed are their tenant's owners. */
export const asPartnerRole = (value: string | null): PartnerRole =>
  (PARTNER_ROLES as readonly string[]).includes(value ?? '') ? (value as PartnerRole) : 'owner';

export function toSessionUser(user: User): SessionUser {
  const partnerRole = user.role === 'partner' ? asPartnerRole(user.partnerRole) : null;
  return {
    id: user.id,
    role: user.role as Role,
    name: user.name,
    email: user.email,
    phone: user.phone,
    partnerRole,
  };
}
