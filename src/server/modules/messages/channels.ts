// Carries one queued message over its channel: SMS through the chosen gateway in the kind's registered wording
// (the partner's own sender and DLT template when it has one), WhatsApp through the partner's Cloud API number,
// push through every browser the person subscribed. Answers where it went, or throws a ChannelFailure saying
// whether trying again later could help.
import {
  fillTemplate,
  isTextedKind,
  SMS_TEMPLATES,
  smsTemplatesSchema,
  type TextedKind,
} from '../../../domain/messages/sms-templates';
import type { Db } from '../../db/client';
import type { MessageRow } from './outbox';
import type { Tenant } from '../../lib/tenants';
import type { SmsProvider } from '../../sms/sms-provider';
import {
  sendWhatsappAuthCode,
  sendWhatsappText,
  type AuthTemplate,
  type CloudNumber,
} from '../../sms/whatsapp-cloud';
import { canSendWhatsapp, whatsappSettingsFor } from './whatsapp-settings';

export interface Carried {
  provider: string;
  providerId: string | null;
}

export class ChannelFailure extends Error {
  constructor(
    message: string,
    /** A timeout or a gateway's 5xx may pass; a refused number or a missing setting will not. */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** The platform's own SMS registration, used for partners without theirs. */
export interface PlatformSmsSender {
  sender: string;
  entityId: string;
  /** DLT template ids by kind (SMS_DLT_TEMPLATE_IDS). */
  templateIds: Partial<Record<TextedKind, string>>;
  /** The gateway's own template ids by kind (MSG91_TEMPLATE_IDS). */
  gatewayTemplateIds: Partial<Record<TextedKind, string>>;
}

/** Pushes a message to every browser the user subscribed; answers how many took it. */
export type PushCarrier = (message: MessageRow, tenant: Tenant) => Promise<Carried>;

export interface ChannelDeps {
  db: Db;
  sms: SmsProvider;
  platformSms: PlatformSmsSender;
  whatsappApiUrl: string;
  /** The authentication template codes go by on WhatsApp (`WHATSAPP_AUTH_TEMPLATE`). */
  whatsappAuthTemplate: AuthTemplate;
  /** Where gateways post delivery reports (`PUBLIC_ORIGIN`), when the platform has a public address. */
  statusCallbackUrl?: (provider: string) => string | undefined;
  push?: PushCarrier;
  /** The wait before each retry of a failed message (RETRY_DELAYS_MS unless MESSAGE_RETRY_BASE_MS says). */
  retryDelaysMs?: readonly number[];
}

/** The kind's wording, sender and DLT ids: the partner's own registration when it has one for this kind. */
export function smsWording(tenant: Tenant, platform: PlatformSmsSender, kind: TextedKind) {
  const own = smsTemplatesSchema.safeParse(tenant.smsTemplates);
  const template = own.success ? own.data[kind] : undefined;
  if (template && tenant.smsSender)
    return {
      text: template.text,
      sender: tenant.smsSender,
      dlt: tenant.smsEntityId ? { entityId: tenant.smsEntityId, templateId: template.templateId } : undefined,
      gatewayTemplateId: template.msg91TemplateId,
    };
  const templateId = platform.templateIds[kind];
  return {
    text: SMS_TEMPLATES[kind].text,
    sender: platform.sender,
    dlt: platform.entityId && templateId ? { entityId: platform.entityId, templateId } : undefined,
    gatewayTemplateId: platform.gatewayTemplateIds[kind],
  };
}

/** The message's words as a text (SMS, or WhatsApp outside a template). */
export function textOf(message: MessageRow, tenant: Tenant, platform: PlatformSmsSender): string {
  if (!isTextedKind(message.kind)) throw new ChannelFailure(`${message.kind} is not sent as a text`, false);
  return fillTemplate(smsWording(tenant, platform, message.kind).text, message.payload);
}

async function bySms(deps: ChannelDeps, message: MessageRow, tenant: Tenant): Promise<Carried> {
  if (!isTextedKind(message.kind)) throw new ChannelFailure(`${message.kind} is not sent by SMS`, false);
  const wording = smsWording(tenant, deps.platformSms, message.kind);
  try {
    const sent = await deps.sms.send({
      to: message.recipient,
      text: fillTemplate(wording.text, message.payload),
      sender: wording.sender,
      dlt: wording.dlt,
      gatewayTemplateId: wording.gatewayTemplateId,
      variables: message.payload,
      statusCallbackUrl: deps.statusCallbackUrl?.(deps.sms.name),
    });
    return { provider: deps.sms.name, providerId: sent.providerId };
  } catch (error) {
    throw new ChannelFailure(error instanceof Error ? error.message : String(error), true);
  }
}

/** WhatsApp names a number by its digits with the country code and no plus sign. */
const whatsappNumber = (phone: string) => phone.replace(/\D/g, '');

/** Codes go as the authentication template (Meta refuses a code in a plain text outside a conversation). */
const CODE_KINDS: readonly string[] = ['login_code', 'phone_code'];

async function sendByWhatsapp(deps: ChannelDeps, number: CloudNumber, message: MessageRow, tenant: Tenant) {
  const to = whatsappNumber(message.recipient);
  const code = message.payload.code;
  if (CODE_KINDS.includes(message.kind) && code)
    return sendWhatsappAuthCode(deps.whatsappApiUrl, number, to, code, deps.whatsappAuthTemplate);
  return sendWhatsappText(deps.whatsappApiUrl, number, to, textOf(message, tenant, deps.platformSms));
}

async function byWhatsapp(deps: ChannelDeps, message: MessageRow, tenant: Tenant): Promise<Carried> {
  const number = await whatsappSettingsFor(deps.db, tenant.id);
  if (!canSendWhatsapp(number)) throw new ChannelFailure('WhatsApp is not set up for this partner', false);
  if (!isTextedKind(message.kind)) throw new ChannelFailure(`${message.kind} is not sent by WhatsApp`, false);
  try {
    const id = await sendByWhatsapp(deps, number, message, tenant);
    return { provider: 'whatsapp', providerId: id };
  } catch (error) {
    // Meta's refusals (outside the 24-hour window, a revoked token) do not pass by waiting: the SMS goes instead.
    throw new ChannelFailure(error instanceof Error ? error.message : String(error), false);
  }
}

export async function carry(deps: ChannelDeps, message: MessageRow, tenant: Tenant): Promise<Carried> {
  switch (message.channel) {
    case 'sms':
      return bySms(deps, message, tenant);
    case 'whatsapp':
      return byWhatsapp(deps, message, tenant);
    case 'push':
      if (!deps.push) throw new ChannelFailure('web push is not set up on this server', false);
      return deps.push(message, tenant);
    default:
      throw new ChannelFailure(`messages by ${message.channel} are not sent from the outbox`, false);
  }
}
