// The browsers that asked for a person's pushes. An endpoint belongs to one browser profile, so it is stored
// once: subscribing again refreshes its keys and language, and a browser someone else signs in on moves to them.
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { ERROR_CODES } from '../../../domain/errors';
import type { PushSubscribeBody } from '../../../domain/messages/push';
import { pushEndpointProblem } from '../../../domain/messages/push-services';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { ActiveSession } from '../../lib/sessions';
import { subscriptionKeysProblem } from '../../push/web-push-sender';

/** Every push fans out to all of a person's browsers: a ceiling keeps that bounded; the oldest go first. */
export const SUBSCRIPTIONS_PER_USER = 10;

export async function subscribe(
  db: Db,
  session: ActiveSession,
  body: PushSubscribeBody,
  options: { allowPrivate: boolean; siteLanguage: string },
): Promise<{ endpoint: string; language: string }> {
  const endpointProblem = pushEndpointProblem(body.endpoint, options.allowPrivate);
  if (endpointProblem)
    throw new HttpError(400, ERROR_CODES.validation, endpointProblem, { endpoint: endpointProblem });
  const keysProblem = subscriptionKeysProblem(body.keys);
  if (keysProblem) throw new HttpError(400, ERROR_CODES.validation, keysProblem, { keys: keysProblem });
  const owner = { tenantId: session.tenantId, userId: session.user.id };
  const language = body.language ?? session.user.language ?? options.siteLanguage;
  const keys = { p256dh: body.keys.p256dh, auth: body.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values({ ...owner, endpoint: body.endpoint, ...keys, language })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...owner, ...keys, language, createdAt: new Date() },
    });
  await keepNewest(db, owner.userId);
  return { endpoint: body.endpoint, language };
}

async function keepNewest(db: Db, userId: string) {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(SUBSCRIPTIONS_PER_USER);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

/** Removes the caller's own subscription at this endpoint; another person's is left alone. */
export async function unsubscribe(db: Db, session: ActiveSession, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, endpoint),
        eq(pushSubscriptions.tenantId, session.tenantId),
        eq(pushSubscriptions.userId, session.user.id),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export async function subscriptionsOf(db: Db, owner: { tenantId: string; userId: string }) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.tenantId, owner.tenantId), eq(pushSubscriptions.userId, owner.userId)));
}

export async function forgetSubscriptions(db: Db, ids: string[]) {
  if (ids.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}
