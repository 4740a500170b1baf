// A stand-in for WhatsApp Cloud API (Meta's Graph API), the one third party the bot talks to: it takes
// POST /{phone-number-id}/messages with a bearer token, records the texts, and answers like the real API. Webhook
// notifications are built and signed here, independently of the app, so a wrong signature on either side fails.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentText {
  phoneNumberId: string;
  to: string;
  body: string;
}

export interface GraphApi {
  url: string;
  /** Texts the bot sent, oldest first. */
  sent: SentText[];
  /** Requests refused (wrong token, wrong shape), with the reason. */
  refused: string[];
  close: () => Promise<void>;
}

function graphError(message: string, code: number) {
  return JSON.stringify({ error: { message, type: 'OAuthException', code, fbtrace_id: 'stand-in' } });
}

/** Accepts messages for the given phone-number ids, each with its access token. */
export async function startGraphApi(tokens: Record<string, string>): Promise<GraphApi> {
  const api: GraphApi = { url: '', sent: [], refused: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const refuse = (status: number, message: string, code: number) => {
        api.refused.push(message);
        res.writeHead(status, { 'content-type': 'application/json' }).end(graphError(message, code));
      };
      const phoneNumberId = /^\/v\d+\.\d+\/(\d+)\/messages$/.exec(req.url ?? '')?.[1];
      if (req.method !== 'POST' || !phoneNumberId)
        return refuse(400, `Unsupported request ${req.method} ${req.url}`, 100);
      const expected = tokens[phoneNumberId];
      if (!expected || req.headers.authorization !== `Bearer ${expected}`)
        return refuse(401, 'Invalid OAuth access token - Cannot parse access token', 190);
      let body: { messaging_product?: string; to?: string; type?: string; text?: { body?: string } };
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        return refuse(400, 'Request body is not JSON', 100);
      }
      if (body.messaging_product !== 'whatsapp' || body.type !== 'text' || !body.to || !body.text?.body)
        return refuse(400, '(#100) Invalid parameter', 100);
      api.sent.push({ phoneNumberId, to: body.to, body: body.text.body });
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.${randomBytes(12).toString('hex')}` }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
  api.close = () => new Promise((resolve) => server.close(() => resolve()));
  return api;
}

/** A text message notification as Meta POSTs it to the webhook. */
export function textNotification(opts: {
  phoneNumberId: string;
  from: string;
  text: string;
  id?: string;
  name?: string;
}): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: opts.phoneNumberId },
              contacts: [{ profile: { name: opts.name ?? 'WhatsApp Rider' }, wa_id: opts.from }],
              messages: [
                {
                  from: opts.from,
                  id: opts.id ?? `wamid.${randomBytes(12).toString('hex')}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: opts.text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

/** A delivery-status notification (sent, delivered, read), which carries no rider message. */
export function statusNotification(phoneNumberId: string, recipient: string): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              statuses: [
                {
                  id: `wamid.${randomBytes(12).toString('hex')}`,
                  status: 'delivered',
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: recipient,
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

/** `X-Hub-Signature-256` for a body, as Meta computes it with the app secret. */
export const hubSignature = (body: string, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
