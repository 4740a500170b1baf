// The partner's WhatsApp Business number and its Cloud API credentials, as saved in settings: read by the outbox
// (texts and login codes by WhatsApp), by the bot (assistants) and by the settings' test message.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { whatsappSettings } from '../../db/schema';

export type WhatsappSettings = typeof whatsappSettings.$inferSelect;

export async function whatsappSettingsFor(db: Db, tenantId: string): Promise<WhatsappSettings | null> {
  const [row] = await db.select().from(whatsappSettings).where(eq(whatsappSettings.tenantId, tenantId));
  return row ?? null;
}

/** The partner's number can send: it has its Cloud API number id and an access token. */
export const canSendWhatsapp = (
  settings: WhatsappSettings | null | undefined,
): settings is WhatsappSettings => Boolean(settings?.phoneNumberId && settings.accessToken);

/** Whether the partner can reach people on WhatsApp at all. */
export async function whatsappReady(db: Db, tenantId: string): Promise<boolean> {
  return canSendWhatsapp(await whatsappSettingsFor(db, tenantId));
}
