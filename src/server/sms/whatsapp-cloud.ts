// Sends the bot's replies through WhatsApp Cloud API: POST {WHATSAPP_API_URL}/{phone-number-id}/messages with the
// partner's access token, as Meta's Graph API expects; a refusal is thrown with the Graph API's own message.
import {
  outboundTextSchema,
  sentMessageSchema,
  TEXT_BODY_MAX,
  type OutboundText,
} from '../../domain/assistants/whatsapp-webhook';

export interface CloudNumber {
  phoneNumberId: string;
  accessToken: string;
}

const SEND_TIMEOUT_MS = 10_000;

/** Sends one text and answers the message id WhatsApp gave it. */
export async function sendWhatsappText(
  apiUrl: string,
  number: CloudNumber,
  to: string,
  body: string,
): Promise<string> {
  const message: OutboundText = outboundTextSchema.parse({
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'text',
    text: { body: body.slice(0, TEXT_BODY_MAX), preview_url: false },
  });
  const response = await fetch(`${apiUrl}/${encodeURIComponent(number.phoneNumberId)}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${number.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(message),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const detail = (answer as { error?: { message?: string } } | null)?.error?.message;
    throw new Error(`WhatsApp refused the message (${response.status}): ${detail ?? 'no detail'}`);
  }
  return sentMessageSchema.parse(answer).messages[0]!.id;
}
