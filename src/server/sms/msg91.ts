// MSG91's Flow API (its "OneAPI"): POST {apiUrl}/api/v5/flow/ with the `authkey` header and a JSON body naming the
// template and each recipient's variables. MSG91 fills the template it holds, so the text is never sent, only the
// variables; the template's id there is the message's DLT template id (the partner registers each template in
// MSG91 with that id, its sender header and entity id). A refusal is thrown with MSG91's own message.
import type { SmsMessage, SmsProvider } from './sms-provider';

export interface Msg91Options {
  /** https://control.msg91.com, or a stand-in's base URL. */
  apiUrl: string;
  authKey: string;
  /** The default sender header (India: the six-letter DLT header); a message's own `sender` wins over it. */
  sender?: string;
  /** How long one request may take (10 s). */
  timeoutMs?: number;
}

export class Msg91Error extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'Msg91Error';
  }
}

const SEND_TIMEOUT_MS = 10_000;

/** The Flow API body for one message. */
export function msg91FlowBody(
  message: Pick<SmsMessage, 'to' | 'sender' | 'variables' | 'gatewayTemplateId'>,
  defaultSender: string | undefined,
): Record<string, unknown> {
  const templateId = message.gatewayTemplateId;
  if (!templateId)
    throw new Error(
      "MSG91 sends only its own templates: this kind of text has no MSG91 template id (MSG91_TEMPLATE_IDS, or the partner's own in its SMS settings)",
    );
  const sender = message.sender || defaultSender;
  return {
    template_id: templateId,
    short_url: '0',
    ...(sender ? { sender } : {}),
    // The variables first, so none of them can stand in for the number.
    recipients: [{ ...message.variables, mobiles: message.to.replace(/^\+/, '') }],
  };
}

export function createMsg91Provider(options: Msg91Options): SmsProvider {
  const endpoint = `${options.apiUrl.replace(/\/+$/, '')}/api/v5/flow/`;
  const timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
  return {
    name: 'msg91',
    async send(message) {
      const body = JSON.stringify(msg91FlowBody(message, options.sender));
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authkey: options.authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new Error(
          timedOut
            ? `MSG91 did not answer within ${timeoutMs / 1000} s`
            : `MSG91 could not be reached: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      const answer = (await response.json().catch(() => null)) as {
        type?: unknown;
        message?: unknown;
      } | null;
      const said = typeof answer?.message === 'string' ? answer.message : '';
      if (!response.ok || answer?.type !== 'success' || !said)
        throw new Msg91Error(
          response.status,
          `MSG91 refused the message (HTTP ${response.status}): ${said || response.statusText || 'no detail'}`,
        );
      return { providerId: said };
    },
  };
}
