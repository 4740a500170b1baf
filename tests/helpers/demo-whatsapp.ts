// The demo partner's WhatsApp settings as this test database drew them at seed time: tests sign webhooks and
// expect Graph API calls with them, as Meta would with the secrets the partner pasted in.
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { whatsappSettings } from '../../src/server/db/schema';
import { DEMO_WHATSAPP_NUMBER } from '../../src/server/db/seed';

export async function demoWhatsapp(db: Db) {
  const [settings] = await db
    .select()
    .from(whatsappSettings)
    .where(eq(whatsappSettings.phoneNumberId, DEMO_WHATSAPP_NUMBER));
  if (!settings) throw new Error('the demo partner has no WhatsApp settings: was the demo seeded?');
  return settings;
}
