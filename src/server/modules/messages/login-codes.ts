// Login codes by phone: by the channel the person asked for or else the partner's default, by SMS whenever the
// partner has no WhatsApp to send with, and how each fared, for the login screen that waits on it.
import { and, eq } from 'drizzle-orm';
import type { LoginCodeChannel } from '../../../domain/messages/message-kinds';
import type { CodeMessageStatus, LoginChannels } from '../../../domain/auth/rider-auth';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import type { Tenant } from '../../lib/tenants';
import { loginCodeChannel } from './channel-settings';
import { whatsappReady } from './whatsapp-settings';
import { queueMessage } from './outbox';

/** What the login screens offer: WhatsApp only when the partner can send by it. */
export async function loginChannels(db: Db, tenant: Tenant): Promise<LoginChannels> {
  if (!(await whatsappReady(db, tenant.id))) return { channels: ['sms'], default: 'sms' };
  const chosen = loginCodeChannel(tenant);
  return { channels: chosen === 'whatsapp' ? ['whatsapp', 'sms'] : ['sms', 'whatsapp'], default: chosen };
}

/** The channel a code goes by: as asked, else the partner's default; SMS when WhatsApp is not set up. */
export async function codeChannelFor(
  db: Db,
  tenant: Tenant,
  asked?: LoginCodeChannel,
): Promise<LoginCodeChannel> {
  const wanted = asked ?? loginCodeChannel(tenant);
  return wanted === 'whatsapp' && (await whatsappReady(db, tenant.id)) ? 'whatsapp' : 'sms';
}

/** Queues a code for a phone; answers the channel it goes by and the message's id. */
export async function sendLoginCode(
  db: Db,
  tenant: Tenant,
  phone: string,
  code: string,
  asked?: LoginCodeChannel,
): Promise<{ channel: LoginCodeChannel; messageId: string }> {
  const channel = await codeChannelFor(db, tenant, asked);
  const messageId = await queueMessage(db, {
    tenantId: tenant.id,
    channel,
    kind: 'login_code',
    recipient: phone,
    variables: { brand: tenant.businessName, code },
    language: tenant.defaultLanguage,
  });
  return { channel, messageId };
}

/** How this partner's login code message fares, or null when it has none by this id. */
export async function codeMessageStatus(
  db: Db,
  tenantId: string,
  id: string,
): Promise<CodeMessageStatus | null> {
  const [message] = await db
    .select({ channel: messages.channel, status: messages.status })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.tenantId, tenantId), eq(messages.kind, 'login_code')));
  if (!message || (message.channel !== 'sms' && message.channel !== 'whatsapp')) return null;
  const [copy] =
    message.channel === 'whatsapp' && message.status === 'failed'
      ? await db
          .select({ id: messages.id })
          .from(messages)
          .where(and(eq(messages.fallbackOf, id), eq(messages.channel, 'sms')))
          .limit(1)
      : [];
  return {
    channel: message.channel,
    status: message.status as CodeMessageStatus['status'],
    fellBackToSms: Boolean(copy),
  };
}
