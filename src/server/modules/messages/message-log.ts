// Reads the outbox as the partner's message log: a ride's messages with their fate, and the last day's counts.
// Columns are picked one by one so a message's payload (a login code's code until it expires) never leaves.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../domain/errors';
import {
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  type MessageChannel,
  type MessageStatus,
} from '../../../domain/messages/message-kinds';
import {
  MESSAGE_SUMMARY_HOURS,
  messageLogEntrySchema,
  type MessageLogEntry,
  type MessageSummary,
} from '../../../domain/messages/message-log';
import type { Db } from '../../db/client';
import { messages, rides, users } from '../../db/schema';
import { HttpError } from '../../http-error';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A push names a user by id: the log shows who they are instead. */
function pushRecipient(
  user: { name: string; role: string } | null,
): Pick<MessageLogEntry, 'recipient' | 'recipientRole'> {
  if (!user) return { recipient: null, recipientRole: null };
  const role = user.role === 'partner' ? 'staff' : user.role === 'driver' ? 'driver' : 'rider';
  return { recipient: user.name || null, recipientRole: role };
}

export async function rideMessages(db: Db, tenantId: string, rideId: string): Promise<MessageLogEntry[]> {
  const [ride] = await db
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.id, rideId), eq(rides.tenantId, tenantId)));
  if (!ride) throw new HttpError(404, ERROR_CODES.notFound, 'This ride was not found.');
  const rows = await db
    .select({
      id: messages.id,
      channel: messages.channel,
      kind: messages.kind,
      recipient: messages.recipient,
      status: messages.status,
      provider: messages.provider,
      providerId: messages.providerId,
      failureReason: messages.failureReason,
      attempts: messages.attempts,
      fallbackOf: messages.fallbackOf,
      createdAt: messages.createdAt,
      sentAt: messages.sentAt,
      deliveredAt: messages.deliveredAt,
      user: { name: users.name, role: users.role },
    })
    .from(messages)
    .leftJoin(
      users,
      and(
        eq(messages.channel, 'push'),
        eq(users.tenantId, messages.tenantId),
        sql`${users.id}::text = ${messages.recipient}`,
      ),
    )
    .where(and(eq(messages.tenantId, tenantId), eq(messages.rideId, rideId)))
    .orderBy(desc(messages.createdAt), desc(messages.id));
  // A row of a channel or kind this build does not know (written by a newer one) is left out, not a 500.
  return rows.flatMap(({ user, ...row }) => {
    const entry = messageLogEntrySchema.safeParse({
      ...row,
      recipientRole: null,
      ...(row.channel === 'push' ? pushRecipient(user) : {}),
      createdAt: row.createdAt.toISOString(),
      sentAt: iso(row.sentAt),
      deliveredAt: iso(row.deliveredAt),
    });
    return entry.success ? [entry.data] : [];
  });
}

export async function messageSummary(db: Db, tenantId: string, now = new Date()): Promise<MessageSummary> {
  const since = new Date(now.getTime() - MESSAGE_SUMMARY_HOURS * 3600_000);
  const rows = await db
    .select({ channel: messages.channel, status: messages.status, count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.tenantId, tenantId), gt(messages.createdAt, since)))
    .groupBy(messages.channel, messages.status);
  const counts = Object.fromEntries(
    MESSAGE_CHANNELS.map((channel) => [
      channel,
      Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, 0])) as Record<MessageStatus, number>,
    ]),
  ) as MessageSummary['counts'];
  for (const row of rows) {
    const byStatus = counts[row.channel as MessageChannel] as Record<string, number> | undefined;
    if (byStatus && row.status in byStatus) byStatus[row.status] = Number(row.count);
  }
  return { since: since.toISOString(), counts };
}
