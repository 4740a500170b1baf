// A stand-in for WhatsApp Cloud API (Meta's Graph API), the one third party the bot talks to: it takes
// POST /{phone-number-id}/messages with a bearer token, records the texts and the template messages (login codes
// by the authentication template), and answers like the real API. Webhook notifications are built and signed
// here, independently of the app, so a wrong signature on either side fails.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentText {
  phoneNumberId: string;
  to: string;
  body: string;
}

interface TemplateParameter {
  type?: string;
  text?: string;
}

export interface TemplateComponent {
  type?: string;
  sub_type?: string;
  index?: string;
  parameters?: TemplateParameter[];
}

export interface SentTemplate {
  phoneNumberId: string;
  to: string;
  name: string;
  language: string;
  components: TemplateComponent[];
}

export interface GraphApi {
  url: string;
  /** Texts the bot sent, oldest first. */
  sent: SentText[];
  /** Template messages sent, oldest first. */
  templates: SentTemplate[];
  /** Requests refused (wrong token, wrong shape), with the reason. */
  refused: string[];
  close: () => Promise<void>;
}

interface OutboundMessage {
  messaging_product?: string;
  to?: string;
  type?: string;
  text?: { body?: string };
  template?: { name?: string; language?: { code?: string }; components?: TemplateComponent[] };
}

function graphError(message: string, code: number) {
  return JSON.stringify({ error: { message, type: 'OAuthException', code, fbtrace_id: 'stand-in' } });
}

const oneText = (component: TemplateComponent | undefined) =>
  component?.parameters?.length === 1 && component.parameters[0]?.type === 'text'
    ? component.parameters[0].text
    : undefined;

/** Why Meta would refuse an authentication template message, as its error says; null when it would take it. */
function authTemplateProblem(template: OutboundMessage['template'], approved: readonly string[]) {
  if (!template?.name || !template.language?.code) return '(#100) Invalid parameter';
  if (!approved.includes(template.name)) return '(#132001) Template name does not exist in the translation';
  const body = oneText(template.components?.find((component) => component.type === 'body'));
  const button = template.components?.find((component) => component.type === 'button');
  // The copy-code button is stored as a url button: Meta wants its code as that button's one parameter.
  if (!body || button?.sub_type !== 'url' || button.index !== '0' || oneText(button) !== body)
    return '(#131008) Required parameter is missing';
  return null;
}

/** Accepts messages for the given phone-number ids, each with its access token; template messages only by the
 * approved (authentication) template names. */
export async function startGraphApi(
  tokens: Record<string, string>,
  approvedTemplates: readonly string[] = ['login_code'],
): Promise<GraphApi> {
  const api: GraphApi = { url: '', sent: [], templates: [], refused: [], close: async () => {} };
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
      let body: OutboundMessage;
      try {
        body = JSON.parse(raw) as OutboundMessage;
      } catch {
        return refuse(400, 'Request body is not JSON', 100);
      }
      if (body.messaging_product !== 'whatsapp' || !body.to)
        return refuse(400, '(#100) Invalid parameter', 100);
      if (body.type === 'template') {
        const problem = authTemplateProblem(body.template, approvedTemplates);
        if (problem) return refuse(400, problem, 100);
        api.templates.push({
          phoneNumberId,
          to: body.to,
          name: body.template!.name!,
          language: body.template!.language!.code!,
          components: body.template!.components!,
        });
      } else if (body.type === 'text' && body.text?.body) {
        api.sent.push({ phoneNumberId, to: body.to, body: body.text.body });
      } else return refuse(400, '(#100) Invalid parameter', 100);
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
