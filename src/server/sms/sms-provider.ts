// Every SMS gateway is reached through this one interface: `SMS_PROVIDER` picks twilio, msg91, smpp or log
// (development: the text goes to the server log). The outbox (modules/messages) hands each gateway the whole
// message: its registered wording already filled in, and in India the DLT ids the regulator checks.
import type { FastifyBaseLogger } from 'fastify';

export const SMS_PROVIDERS = ['log', 'twilio', 'msg91', 'smpp'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

export interface SmsMessage {
  /** E.164, with the plus sign. */
  to: string;
  /** The full text, exactly as registered (variables filled in). */
  text: string;
  /** The sender: a number, a Twilio Messaging Service SID, or India's six-letter DLT header. */
  sender: string;
  /** India's DLT registration: the principal entity id and the template id this text matches. */
  dlt?: { entityId: string; templateId: string };
  /** The gateway's own id for the registered template, for gateways that fill it themselves (MSG91 gives each
   * template created in its panel an id of its own). */
  gatewayTemplateId?: string;
  /** The template's variables by name, for gateways that fill the registered template themselves (MSG91 Flow). */
  variables: Record<string, string>;
  /** Where the gateway should post this message's delivery reports, when it takes one per message. */
  statusCallbackUrl?: string;
}

export interface SmsSent {
  /** The gateway's id for the message, matched against its delivery reports. */
  providerId: string;
}

/** A gateway's later word on a message it took: delivered to the handset, or not. */
export interface DeliveryReport {
  provider: SmsProviderName;
  providerId: string;
  status: 'sent' | 'delivered' | 'failed';
  reason?: string;
  at: Date;
}

export interface SmsProvider {
  readonly name: SmsProviderName;
  /** Sends one message; throws when the gateway refuses it or cannot be reached. */
  send(message: SmsMessage): Promise<SmsSent>;
  /** Releases connections (SMPP keeps one bound). */
  close?(): Promise<void>;
}

/** What a gateway said later about a message it took: `sent` (on its way: queued, sent to the network), `delivered`
 * (the handset has it) or `failed` (it never will), matched to the message by `providerId`. */
export interface DeliveryReport {
  provider: SmsProviderName;
  providerId: string;
  status: 'sent' | 'delivered' | 'failed';
  /** The gateway's own words for a failure (its error code or description). */
  reason?: string;
  /** When the gateway says it happened, else when the report arrived. */
  at: Date;
}

/** Development delivery: the text goes to the server log, so whoever runs the server can read the codes. */
export function createLogSmsProvider(log: FastifyBaseLogger): SmsProvider {
  let sent = 0;
  return {
    name: 'log',
    async send(message) {
      log.warn(`[development delivery: SMS to ${message.to}] ${message.text}`);
      sent += 1;
      return { providerId: `log-${Date.now()}-${sent}` };
    },
  };
}
