// Who hears of what, and by which channels: a rider by the text channel the partner chose (and push on the
// browsers they allowed), a driver by push (and a text for what must reach them with the app closed), the
// partner's dispatchers on duty (who turned notifications on in the console) by push. Each call queues the
// messages in the caller's transaction when it passes one.
import { and, eq, inArray } from 'drizzle-orm';
import type { MessageKind } from '../../../domain/messages/message-kinds';
import { isTextedKind } from '../../../domain/messages/sms-templates';
import { PUSH_WORD_KINDS } from '../../../domain/messages/push-words';
import type { Db } from '../../db/client';
import { pushSubscriptions, users } from '../../db/schema';
import type { Tenant } from '../../lib/tenants';
import { riderMessageChannel } from './channel-settings';
import { queueMessages, type QueuedMessage } from './outbox';

export interface Notice {
  kind: MessageKind;
  variables: Record<string, string>;
  rideId?: string | null;
}

/** The signed-up users among these who allowed notifications on some browser. */
async function subscribed(db: Db, tenantId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.tenantId, tenantId), inArray(pushSubscriptions.userId, userIds)));
  return rows.map((row) => row.userId);
}

const base = (tenant: Tenant, notice: Notice) => ({
  tenantId: tenant.id,
  rideId: notice.rideId ?? null,
  kind: notice.kind,
  variables: { brand: tenant.businessName, ...notice.variables },
});

/** One push per person (the outbox sends it to each of their browsers), for the kinds that have push words. */
const pushes = (tenant: Tenant, notice: Notice, userIds: string[], language: string): QueuedMessage[] =>
  isPushed(notice.kind)
    ? userIds.map((userId) => ({ ...base(tenant, notice), channel: 'push', recipient: userId, language }))
    : [];

const isPushed = (kind: MessageKind) => (PUSH_WORD_KINDS as readonly MessageKind[]).includes(kind);

export async function notifyRider(
  db: Db,
  tenant: Tenant,
  rider: { phone: string; userId?: string | null; language?: string | null },
  notice: Notice,
) {
  const language = rider.language ?? tenant.defaultLanguage;
  const channel = riderMessageChannel(tenant);
  const texts: QueuedMessage[] = isTextedKind(notice.kind)
    ? (channel === 'both' ? (['sms', 'whatsapp'] as const) : ([channel] as const)).map((by) => ({
        ...base(tenant, notice),
        channel: by,
        recipient: rider.phone,
        language,
      }))
    : [];
  const pushed = rider.userId && isPushed(notice.kind) ? await subscribed(db, tenant.id, [rider.userId]) : [];
  return queueMessages(db, [...texts, ...pushes(tenant, notice, pushed, language)]);
}

/** A text to one phone by SMS alone (a driver's tracking link, a code, an emergency contact). */
export async function textPhone(db: Db, tenant: Tenant, phone: string, notice: Notice, language?: string) {
  return queueMessages(db, [
    {
      ...base(tenant, notice),
      channel: 'sms',
      recipient: phone,
      language: language ?? tenant.defaultLanguage,
    },
  ]);
}

/** A driver hears by push on every browser they allowed; `alsoText` adds an SMS for what must reach them anyway. */
export async function notifyDriver(
  db: Db,
  tenant: Tenant,
  driverPhone: string,
  notice: Notice,
  alsoText = false,
) {
  const accounts = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.role, 'driver'), eq(users.phone, driverPhone)));
  const pushed = await subscribed(
    db,
    tenant.id,
    accounts.map((account) => account.id),
  );
  const language = accounts[0]?.language ?? tenant.defaultLanguage;
  const texts: QueuedMessage[] =
    alsoText && isTextedKind(notice.kind)
      ? [{ ...base(tenant, notice), channel: 'sms', recipient: driverPhone, language }]
      : [];
  return queueMessages(db, [...texts, ...pushes(tenant, notice, pushed, language)]);
}

/** The owners and dispatchers who turned on notifications in the console. */
export async function notifyDispatchers(db: Db, tenant: Tenant, notice: Notice) {
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenant.id),
        eq(users.role, 'partner'),
        inArray(users.partnerRole, ['owner', 'dispatcher']),
      ),
    );
  const pushed = await subscribed(
    db,
    tenant.id,
    staff.map((member) => member.id),
  );
  return queueMessages(db, pushes(tenant, notice, pushed, tenant.defaultLanguage));
}
