// Delivers a text to a rider by the channel the partner chose in Settings: SMS, WhatsApp or both. WhatsApp goes
// through the partner's own Cloud API number; when it is not set up, or Meta refuses the message (a business may
// only write freely within a day of the rider's last message, unless it uses an approved template), the rider
// gets the SMS instead, so no step of a ride goes untold.
import type { Db } from '../../db/client';
import type { SmsProvider } from '../../sms/sms-provider';
import { riderMessageChannel } from '../partners';
import type { Tenant } from '../../lib/tenants';
import { whatsappSettingsFor } from '../partners';
import { sendWhatsappText } from '../../sms/whatsapp-cloud';

export type RiderTextDelivery = 'sms' | 'whatsapp';

export interface RiderTexts {
  /** Sends the text and answers the channels that carried it. */
  send(tenant: Tenant, phone: string, text: string): Promise<RiderTextDelivery[]>;
}

interface RiderTextDeps {
  db: Db;
  sms: SmsProvider;
  /** WhatsApp Cloud (Graph) API base, `WHATSAPP_API_URL`. */
  whatsappApiUrl: string;
  warn: (error: unknown, message: string) => void;
}

/** WhatsApp names a number by its digits with the country code and no plus sign. */
const whatsappNumber = (phone: string) => phone.replace(/\D/g, '');

export function createRiderTexts(deps: RiderTextDeps): RiderTexts {
  async function byWhatsapp(tenant: Tenant, phone: string, text: string): Promise<boolean> {
    const number = await whatsappSettingsFor(deps.db, tenant.id);
    if (!number?.phoneNumberId || !number.accessToken) return false;
    try {
      await sendWhatsappText(deps.whatsappApiUrl, number, whatsappNumber(phone), text);
      return true;
    } catch (error) {
      deps.warn(error, 'the WhatsApp text to the rider failed; sending it by SMS');
      return false;
    }
  }

  return {
    async send(tenant, phone, text) {
      const channel = riderMessageChannel(tenant);
      const whatsapp = channel !== 'sms' && (await byWhatsapp(tenant, phone, text));
      if (channel === 'whatsapp' && whatsapp) return ['whatsapp'];
      await deps.sms.send(phone, text);
      return whatsapp ? ['whatsapp', 'sms'] : ['sms'];
    },
  };
}
