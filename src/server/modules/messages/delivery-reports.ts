// What the gateways later tell of a message they took: delivered to the handset, or not (a switched-off phone for
// days, a number out of service, DND). A report never moves a message back (a late "sent" after "delivered"), and
// an undelivered text goes once by the partner's other channel.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import type { DeliveryReport } from '../../sms/sms-provider';
import { fallBack } from './message-delivery';

export async function recordDeliveryReport(db: Db, report: DeliveryReport): Promise<boolean> {
  const [message] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.provider, report.provider), eq(messages.providerId, report.providerId)));
  if (!message || message.status === 'delivered' || message.status === report.status) return Boolean(message);
  if (report.status === 'sent' && message.status !== 'queued') return true;
  // Queued first, as in message-delivery: a message that reads failed has its copy already.
  if (report.status === 'failed') await fallBack(db, message);
  await db
    .update(messages)
    .set({
      status: report.status,
      ...(report.status === 'delivered'
        ? { deliveredAt: report.at, failureReason: null, payload: stripCode(message.payload) }
        : {}),
      ...(report.status === 'failed' ? { failureReason: report.reason ?? 'not delivered' } : {}),
      updatedAt: new Date(),
    })
    .where(eq(messages.id, message.id));
  return true;
}

function stripCode(payload: Record<string, string>): Record<string, string> {
  const { code: _code, ...rest } = payload;
  return rest;
}
