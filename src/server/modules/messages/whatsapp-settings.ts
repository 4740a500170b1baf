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
