// Sessions of the platform's owners: like partner sessions (the client holds random bytes, the database their
// SHA-256) but of no tenant, since the platform's owner acts across partners, and kept apart so no partner session
// can ever be read as one.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SESSION } from '../../domain/constants';
import type { Db } from '../db/client';
import { platformSessions } from '../db/schema';

export interface PlatformAdminSession {
  id: string;
  email: string;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createPlatformSession(db: Db, email: string, now = new Date()): Promise<string> {
  const token = randomBytes(SESSION.tokenBytes).toString('base64url');
  await db.insert(platformSessions).values({
    tokenHash: hashToken(token),
    email,
    expiresAt: new Date(now.getTime() + SESSION.ttlMs),
  });
  return token;
}

export async function findPlatformSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<PlatformAdminSession | null> {
  const [row] = await db
    .select({ id: platformSessions.id, email: platformSessions.email, expiresAt: platformSessions.expiresAt })
    .from(platformSessions)
    .where(
      and(
        eq(platformSessions.tokenHash, hashToken(token)),
        isNull(platformSessions.revokedAt),
        gt(platformSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokePlatformSession(db: Db, sessionId: string): Promise<void> {
  await db.update(platformSessions).set({ revokedAt: new Date() }).where(eq(platformSessions.id, sessionId));
}
