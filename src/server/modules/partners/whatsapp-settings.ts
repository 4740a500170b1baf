// The partner's WhatsApp Business number and its Cloud API credentials, as saved in settings: read by the bot
// (assistants), by the texts to riders (riders) and by the settings' test message, so it lives with settings.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { whatsappSettings } from '../../db/schema';

export type WhatsappSettings = typeof whatsappSettings.$inferSelect;

export async function whatsappSettingsFor(db: Db, tenantId: string): Promise<WhatsappSettings | null> {
  const [row] = await db.select().from(whatsappSettings).where(eq(whatsappSettings.tenantId, tenantId));
  return row ?? null;
}
