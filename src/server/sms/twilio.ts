// Twilio's Programmable Messaging over its documented REST API: POST {apiUrl}/2010-04-01/Accounts/{Sid}/Messages.json,
// form-encoded, HTTP basic auth with the account SID and auth token. A refusal is thrown with Twilio's own code and
// message; the text itself is never logged.
import type { SmsProvider } from './sms-provider';

export interface TwilioOptions {
  /** https://api.twilio.com, or a stand-in's base URL. */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** The default sender: a number in E.164, an alphanumeric sender id, or a Messaging Service SID (`MG…`). A
   * message's own `sender` wins over it. */
  from: string;
  /** How long one request may take (10 s). */
  timeoutMs?: number;
}

/** Twilio's refusal, carrying its error code (https://www.twilio.com/docs/api/errors) and HTTP status. */
export class TwilioError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'TwilioError';
  }
}

const SEND_TIMEOUT_MS = 10_000;

/** The form Twilio's Messages resource takes for one message. */
export function twilioMessageForm(
  message: { to: string; text: string; sender: string; statusCallbackUrl?: string },
  defaultFrom: string,
): URLSearchParams {
  const from = message.sender || defaultFrom;
  const form = new URLSearchParams({ To: message.to, Body: message.text });
  // A Messaging Service picks the number itself from its pool (and carries the sender registrations).
  if (/^MG[0-9a-f]{32}$/i.test(from)) form.set('MessagingServiceSid', from);
  else form.set('From', from);
  if (message.statusCallbackUrl) form.set('StatusCallback', message.statusCallbackUrl);
  return form;
}

export function createTwilioProvider(options: TwilioOptions): SmsProvider {
  const endpoint = `${options.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(
    options.accountSid,
  )}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
  return {
    name: 'twilio',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: twilioMessageForm(message, options.from),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new Error(
          timedOut
            ? `Twilio did not answer within ${timeoutMs / 1000} s`
            : `Twilio could not be reached: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      const answer = (await response.json().catch(() => null)) as {
        sid?: unknown;
        code?: unknown;
        message?: unknown;
      } | null;
      if (!response.ok) {
        const code = typeof answer?.code === 'number' ? answer.code : undefined;
        const detail =
          typeof answer?.message === 'string' ? answer.message : response.statusText || 'no detail';
        throw new TwilioError(
          response.status,
          code,
          `Twilio refused the message (HTTP ${response.status}${code === undefined ? '' : `, error ${code}`}): ${detail}`,
        );
      }
      if (typeof answer?.sid !== 'string' || !answer.sid)
        throw new Error(`Twilio answered HTTP ${response.status} without a message sid`);
      return { providerId: answer.sid };
    },
  };
}
