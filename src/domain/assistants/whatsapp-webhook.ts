// WhatsApp Cloud API's webhook protocol as zod: the verification handshake's query, the notification Meta POSTs
// (entry[].changes[].value with metadata, contacts, messages and statuses) and the JSON the Graph API takes to send
// a text. Only what the bot reads is described; anything else Meta adds is let through untouched.
import { z } from 'zod';

export const webhookVerifyQuerySchema = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().max(200).optional(),
});

const inboundMessageSchema = z.object({
  /** The sender's WhatsApp number: country code and number, digits only. */
  from: z.string().regex(/^\d{6,15}$/, 'from must be the sender’s number in digits'),
  id: z.string().min(1).max(256),
  timestamp: z.string().regex(/^\d+$/, 'timestamp must be Unix seconds'),
  type: z.string().min(1),
  text: z.object({ body: z.string() }).optional(),
});
export type InboundMessage = z.infer<typeof inboundMessageSchema>;

const changeValueSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  metadata: z.object({ display_phone_number: z.string().optional(), phone_number_id: z.string().min(1) }),
  contacts: z
    .array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).optional() }))
    .optional(),
  messages: z.array(inboundMessageSchema).optional(),
  statuses: z.array(z.object({ id: z.string(), status: z.string() })).optional(),
});

export const webhookNotificationSchema = z.object({
  object: z.literal('whatsapp_business_account', 'object must be whatsapp_business_account'),
  entry: z
    .array(
      z.object({
        id: z.string(),
        changes: z.array(z.object({ field: z.string(), value: changeValueSchema })),
      }),
    )
    .min(1, 'entry must list at least one change'),
});
export type WebhookNotification = z.infer<typeof webhookNotificationSchema>;

export interface IncomingText {
  phoneNumberId: string;
  message: InboundMessage;
  /** The sender's WhatsApp profile name, when Meta sent it. */
  profileName: string;
}

/** Every rider message of a notification, with the number it was sent to; status updates are left out. */
export function incomingMessages(notification: WebhookNotification): IncomingText[] {
  return notification.entry.flatMap((entry) =>
    entry.changes.flatMap(({ value }) =>
      (value.messages ?? []).map((message) => ({
        phoneNumberId: value.metadata.phone_number_id,
        message,
        profileName: value.contacts?.find((contact) => contact.wa_id === message.from)?.profile?.name ?? '',
      })),
    ),
  );
}

/** The phone-number ids a notification was sent to (one per change). */
export const notifiedNumbers = (notification: WebhookNotification) =>
  new Set(
    notification.entry.flatMap((entry) =>
      entry.changes.map((change) => change.value.metadata.phone_number_id),
    ),
  );

/** WhatsApp caps a text message body at 4,096 characters. */
export const TEXT_BODY_MAX = 4096;

/** The Graph API's "send a text message" request (POST {api}/{phone-number-id}/messages). */
export const outboundTextSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z.string().regex(/^\d{6,15}$/),
  type: z.literal('text'),
  text: z.object({ body: z.string().min(1).max(TEXT_BODY_MAX), preview_url: z.boolean().optional() }),
});
export type OutboundText = z.infer<typeof outboundTextSchema>;

/** What the Graph API answers a sent message with. */
export const sentMessageSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string() })),
  messages: z.array(z.object({ id: z.string() })).min(1),
});
