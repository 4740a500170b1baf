// Signed webhooks. An event is written as one delivery row per subscribed endpoint (a quick insert after the
// change has committed, so the request that caused it never waits on a partner's server); the sender plugin
// posts due deliveries, signs each body and the time with the endpoint's secret and backs off on failure for a
// day. Endpoints pass the outbound guard when added and again before every attempt (outbound-address.ts).
import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../domain/errors';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOKS,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
} from '../../../domain/integrations/webhooks';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhooks } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { RideRow } from '../booking';
import { findRideRow } from '../rides';
import type { OutboundGuard } from '../../lib/outbound-address';
import { postToCheckedTarget } from '../../lib/outbound-post';

type WebhookRow = typeof webhooks.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** An endpoint as an event needs it: whom a delivery is queued for. */
export type Subscription = Pick<WebhookRow, 'id' | 'events'>;

/** A tenant's endpoints. The app reads them from a cache emptied by any write to the table (shared-caches.ts):
 * most partners have none, and their events then cost no statement at all. */
export type SubscriptionSource = (tenantId: string) => Promise<Subscription[]>;

/** What queueing an event needs. */
export interface WebhookDeps {
  db: Db;
  subscriptions: SubscriptionSource;
}

export const readSubscriptions = (db: Db, tenantId: string): Promise<Subscription[]> =>
  db
    .select({ id: webhooks.id, events: webhooks.events })
    .from(webhooks)
    .where(eq(webhooks.tenantId, tenantId));

/** The signature header's value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as the verifiers in
 * webhook-verifiers.ts check it. */
export function signDelivery(body: string, secret: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

const toWebhook = (row: WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events as Webhook['events'],
  createdAt: row.createdAt.toISOString(),
});

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  event: row.event,
  status: row.status as WebhookDelivery['status'],
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
});

const PUBLIC_ADDRESS_ONLY = 'Use an address on the public internet for your endpoint.';

/** Refuses an endpoint the guard would not deliver to (a name with no address, or any address outside the
 * public internet), and in production one that is not https. */
export async function refuseUnsafeWebhookUrl(guard: OutboundGuard, url: string, production: boolean) {
  const refuse = (message: string) => {
    throw new HttpError(400, ERROR_CODES.badRequest, message, { url: message });
  };
  if (production && new URL(url).protocol !== 'https:')
    refuse('Use a public https:// address for your endpoint.');
  if (!(await guard.check(url)).ok) refuse(PUBLIC_ADDRESS_ONLY);
}

export async function listWebhooks(db: Db, tenantId: string) {
  const rows = await db
    .select()
    .from(webhooks)
    .where(eq(webhooks.tenantId, tenantId))
    .orderBy(webhooks.createdAt);
  return { webhooks: rows.map(toWebhook) };
}

export async function addWebhook(db: Db, tenantId: string, request: { url: string; events: string[] }) {
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhooks)
    .where(eq(webhooks.tenantId, tenantId));
  if (n >= WEBHOOKS.maxPerTenant)
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      `At most ${WEBHOOKS.maxPerTenant} endpoints; remove one first.`,
    );
  const secret = `whsec_${randomBytes(24).toString('hex')}`;
  const [row] = await db
    .insert(webhooks)
    .values({ tenantId, url: request.url, events: request.events, secret })
    .returning();
  return { ...toWebhook(row!), secret };
}

async function ownWebhook(db: Db, tenantId: string, webhookId: string) {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.tenantId, tenantId), eq(webhooks.id, webhookId)));
  if (!row) throw new HttpError(404, ERROR_CODES.notFound, 'No such webhook endpoint.');
  return row;
}

export async function removeWebhook(db: Db, tenantId: string, webhookId: string) {
  await ownWebhook(db, tenantId, webhookId);
  await db.delete(webhooks).where(eq(webhooks.id, webhookId));
}

export async function listDeliveries(db: Db, tenantId: string, webhookId: string) {
  await ownWebhook(db, tenantId, webhookId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(50);
  return { deliveries: rows.map(toDelivery) };
}

function rideData(ride: RideRow) {
  return {
    id: ride.id,
    status: ride.status,
    service: ride.service,
    vehicleType: ride.vehicleType,
    pickup: { name: ride.pickupName, lat: ride.pickupLat, lng: ride.pickupLng },
    dropoff: { name: ride.dropoffName, lat: ride.dropoffLat, lng: ride.dropoffLng },
    pickupAt: ride.pickupAt.toISOString(),
    totalAmount: ride.totalAmount,
    currency: ride.currency,
    paymentMethod: ride.paymentMethod,
    source: ride.source,
  };
}

const STATUS_EVENTS: Partial<Record<string, WebhookEvent>> = {
  accepted: 'ride.accepted',
  ontrip: 'ride.started',
  completed: 'ride.completed',
  cancelled: 'ride.cancelled',
};

/** The event a ride's new status is announced as, if any (arriving, or going back to dispatch, is not). */
export const eventForStatus = (status: string): WebhookEvent | null => STATUS_EVENTS[status] ?? null;

/** Writes one delivery of the event for each endpoint that subscribed to it; answers how many. The ride is its
 * row when the caller holds it (a booking just written), else its id to read it by. */
export async function queueRideEvent(
  { db, subscriptions }: WebhookDeps,
  tenantId: string,
  event: WebhookEvent,
  rideOrId: RideRow | string,
  extra: Record<string, unknown> = {},
  now = new Date(),
): Promise<number> {
  const subscribed = (await subscriptions(tenantId)).filter((hook) => hook.events.includes(event));
  if (!subscribed.length) return 0;
  const ride = typeof rideOrId === 'string' ? await findRideRow(db, tenantId, rideOrId) : rideOrId;
  if (!ride) return 0;
  const data = { ride: rideData(ride), ...extra };
  await db.insert(webhookDeliveries).values(
    subscribed.map((hook) => ({
      tenantId,
      webhookId: hook.id,
      event,
      body: JSON.stringify({ event, createdAt: now.toISOString(), data }),
      nextAttemptAt: now,
    })),
  );
  return subscribed.length;
}

/** "Send test": a delivery like any other, with a sample body, so the log shows whether the endpoint answers. */
export async function queueTestDelivery(db: Db, tenantId: string, webhookId: string, now = new Date()) {
  const hook = await ownWebhook(db, tenantId, webhookId);
  const body = JSON.stringify({ event: 'test', createdAt: now.toISOString(), data: { webhookId: hook.id } });
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ tenantId, webhookId, event: 'test', body, nextAttemptAt: now })
    .returning();
  return toDelivery(row!);
}

type Outcome = { ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string };

/** What the log says of a refused target: the same whatever the name resolved to, or whether it did. */
export const REFUSED_TARGET_ERROR = 'Address not allowed';

async function post(guard: OutboundGuard, hook: WebhookRow, delivery: DeliveryRow): Promise<Outcome> {
  const checked = await guard.check(hook.url);
  if (!checked.ok) return { ok: false, statusCode: null, error: REFUSED_TARGET_ERROR };
  try {
    const status = await postToCheckedTarget(checked.target, {
      headers: {
        'content-type': 'application/json',
        'user-agent': 'TravelX-Webhooks/1',
        [WEBHOOK_SIGNATURE_HEADER]: signDelivery(delivery.body, hook.secret, new Date()),
        [WEBHOOK_EVENT_HEADER]: delivery.event,
        [WEBHOOK_DELIVERY_HEADER]: delivery.id,
      },
      body: delivery.body,
      timeoutMs: WEBHOOKS.timeoutMs,
    });
    if (status >= 200 && status < 300) return { ok: true, statusCode: status };
    return { ok: false, statusCode: status, error: `Answered ${status}` };
  } catch (error) {
    return { ok: false, statusCode: null, error: (error as Error).message.slice(0, 200) };
  }
}

/** The next try after `attempts` failures, or null once the day is over. */
export function nextAttempt(createdAt: Date, attempts: number, now: Date): Date | null {
  const wait = WEBHOOKS.retryAfterMs[attempts - 1];
  if (wait === undefined) return null;
  const next = new Date(now.getTime() + wait);
  return next.getTime() - createdAt.getTime() > WEBHOOKS.giveUpAfterMs ? null : next;
}

type Claimed = { delivery: DeliveryRow; hook: WebhookRow };

/** Takes up to `limit` due deliveries, each claimed by moving its next attempt past the send timeout first, so
 * two processes (or two sweeps) never post one delivery twice at once. */
export async function claimDueDeliveries(db: Db, now: Date, limit: number): Promise<Claimed[]> {
  const due = await db
    .select({ delivery: webhookDeliveries, hook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(limit);
  const claimed: Claimed[] = [];
  for (const item of due) {
    const taken = await db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + WEBHOOKS.timeoutMs * 2) })
      .where(
        and(
          eq(webhookDeliveries.id, item.delivery.id),
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    if (taken.length) claimed.push(item);
  }
  return claimed;
}

/** Posts one claimed delivery, records the outcome and answers it: delivered, tried again later, or given up. */
export async function deliver(
  db: Db,
  guard: OutboundGuard,
  { delivery, hook }: Claimed,
  now: Date,
): Promise<'delivered' | 'retry' | 'failed'> {
  const outcome = await post(guard, hook, delivery);
  const attempts = delivery.attempts + 1;
  const next = outcome.ok ? null : nextAttempt(delivery.createdAt, attempts, now);
  await db
    .update(webhookDeliveries)
    .set({
      attempts,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.ok ? null : outcome.error,
      status: outcome.ok ? 'delivered' : next ? 'pending' : 'failed',
      nextAttemptAt: next,
      deliveredAt: outcome.ok ? now : null,
    })
    .where(eq(webhookDeliveries.id, delivery.id));
  return outcome.ok ? 'delivered' : next ? 'retry' : 'failed';
}

/** Sends every delivery due at `now`, side by side, and answers how many were tried. */
export async function sendDueDeliveries(
  db: Db,
  guard: OutboundGuard,
  now = new Date(),
  limit = 20,
): Promise<number> {
  const claimed = await claimDueDeliveries(db, now, limit);
  await Promise.all(claimed.map((item) => deliver(db, guard, item, now)));
  return claimed.length;
}
