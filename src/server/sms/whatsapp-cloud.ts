// Sends through WhatsApp Cloud API: POST {WHATSAPP_API_URL}/{phone-number-id}/messages with the partner's access
// token, as Meta's Graph API expects; a refusal is thrown with the Graph API's own message. Texts are the bot's
// replies and the outbox's texts; login codes go as an authentication template, the one kind of message Meta
// lets a business send a code by outside a conversation (with its one-tap "Copy code" button).
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

/** An approved authentication template with a copy-code button, by its name and language in WhatsApp Manager. */
export interface AuthTemplate {
  name: string;
  language: string;
}

const SEND_TIMEOUT_MS = 10_000;

/** Posts one message and answers the message id WhatsApp gave it. */
async function postMessage(apiUrl: string, number: CloudNumber, message: object): Promise<string> {
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
  return postMessage(apiUrl, number, message);
}

/** Sends a one-time code by the authentication template: the code fills the body's one parameter and the copy-code
 * button's (Meta stores that button as the template's first, a `url` button). */
export async function sendWhatsappAuthCode(
  apiUrl: string,
  number: CloudNumber,
  to: string,
  code: string,
  template: AuthTemplate,
): Promise<string> {
  const codeParameter = [{ type: 'text', text: code }];
  return postMessage(apiUrl, number, {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: template.name,
      language: { code: template.language },
      components: [
        { type: 'body', parameters: codeParameter },
        { type: 'button', sub_type: 'url', index: '0', parameters: codeParameter },
      ],
    },
  });
}
