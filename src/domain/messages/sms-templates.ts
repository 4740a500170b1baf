// The words of every text the platform sends, one template per message kind, in the form India's DLT registry
// takes them: fixed wording with `{#name#}` where a variable goes (the registry itself shows `{#var#}`). A partner
// registering its own templates may change the wording but keeps the kind's variables; its own DLT template ids
// and sender go with them. Without its own, the platform's wording and ids (SMS_DLT_TEMPLATE_IDS) are used.
import { z } from 'zod';
import type { MessageKind } from './message-kinds';

export interface SmsTemplate {
  /** The registered wording, with `{#variable#}` placeholders. */
  text: string;
}

/** The kinds that are texted (a driver's offer and a new booking for dispatchers travel by push alone). */
export const SMS_TEMPLATES = {
  login_code: { text: '{#code#} is your {#brand#} login code. It expires in 10 minutes. Do not share it.' },
  phone_code: {
    text: '{#code#} is your code to make this your number at {#brand#}. It expires in 10 minutes.',
  },
  ride_booked: {
    text: '{#brand#}: your ride {#ref#} from {#pickup#} on {#when#} is booked. Trip code {#tripCode#}: give it to your driver. Your rides: {#link#}',
  },
  driver_assigned: {
    text: '{#brand#}: {#driver#} will drive you in {#vehicle#}. Trip code {#tripCode#}. Follow the ride: {#link#}',
  },
  driver_arrived: {
    text: '{#brand#}: {#driver#} has arrived at {#pickup#} in {#vehicle#}. Trip code {#tripCode#}.',
  },
  trip_started: { text: '{#brand#}: your ride {#ref#} has started. Follow it: {#link#}' },
  ride_completed: {
    text: '{#brand#}: ride {#ref#} completed. Fare {#fare#}. {#cashback#} Your invoice: {#link#}',
  },
  ride_cancelled: { text: '{#brand#}: ride {#ref#} was cancelled. {#reason#}' },
  ride_reassigning: {
    text: '{#brand#}: your driver could not make it; we are finding you another one for ride {#ref#}.',
  },
  ride_taken: { text: '{#brand#}: ride {#ref#} was taken off you. Reason: {#reason#}' },
  tracking_link: {
    text: '{#brand#}: ride {#ref#} is yours. Share your location while you drive: {#link#}',
  },
  sos: { text: '{#brand#}: {#rider#} pressed SOS during a ride. Follow it live: {#link#}' },
  document_reminder: {
    text: '{#brand#}: your {#document#} expires on {#date#} (in {#days#} days or less). Please upload the renewed one in the driver app or give it to the office.',
  },
  support_reply: {
    text: '{#brand#} answered your question: "{#answer#}" See the whole thread at {#link#}',
  },
} as const satisfies Partial<Record<MessageKind, SmsTemplate>>;

export type TextedKind = keyof typeof SMS_TEMPLATES;
export const TEXTED_KINDS = Object.keys(SMS_TEMPLATES) as TextedKind[];

export const isTextedKind = (kind: string): kind is TextedKind => kind in SMS_TEMPLATES;

const PLACEHOLDER = /\{#([a-zA-Z]+)#\}/g;

/** The variables a wording uses, in order of first use. */
export function templateVariables(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** The wording with its variables filled in; a variable not given is left empty. */
export function fillTemplate(text: string, variables: Record<string, string>): string {
  return text
    .replace(PLACEHOLDER, (_, name: string) => variables[name] ?? '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** A partner's own registered template for one kind: its DLT template id and wording (same variables). */
export const ownSmsTemplateSchema = z.object({
  templateId: z
    .string()
    .trim()
    .regex(/^\d{10,25}$/, 'A DLT template id is 10 to 25 digits'),
  text: z.string().trim().min(10, 'Write the registered wording').max(1000),
  /** MSG91's own id for the template, when the platform sends through MSG91. */
  msg91TemplateId: z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9]{8,40})?$/, "MSG91's template id is 8 to 40 letters and digits")
    .optional(),
});

/** A partner's own templates by kind; each must use exactly the variables of the kind's wording. */
export const smsTemplatesSchema = z
  .partialRecord(z.enum(TEXTED_KINDS as [TextedKind, ...TextedKind[]]), ownSmsTemplateSchema)
  .superRefine((templates, context) => {
    for (const [kind, template] of Object.entries(templates)) {
      if (!template) continue;
      // Named in the platform wording's order, which the partner's form shows.
      const wanted = templateVariables(SMS_TEMPLATES[kind as TextedKind].text);
      const given = templateVariables(template.text);
      if ([...wanted].sort().join() !== [...given].sort().join())
        context.addIssue({
          code: 'custom',
          path: [kind, 'text'],
          message: `Use exactly these variables: ${wanted.map((name) => `{#${name}#}`).join(' ')}`,
        });
    }
  });
export type SmsTemplates = z.infer<typeof smsTemplatesSchema>;

/** A sender id: India's DLT headers are 6 letters; other countries take 3 to 11 letters and digits, or a number
 * (E.164). Empty sends from the platform's. */
export const smsSenderSchema = z
  .string()
  .trim()
  .regex(
    /^([A-Za-z0-9]{3,11}|\+[1-9]\d{6,14})?$/,
    'Use 3 to 11 letters and digits, or a number like +919876543210',
  );

/** The principal entity id India's DLT registry gave the business; empty outside India. */
export const smsEntityIdSchema = z
  .string()
  .trim()
  .regex(/^(\d{10,25})?$/, 'A DLT entity id is 10 to 25 digits');

/** The partner's own SMS sender and templates as stored and shown. */
export const ownSmsFieldsSchema = z.object({
  sender: smsSenderSchema,
  entityId: smsEntityIdSchema,
  templates: smsTemplatesSchema,
});

/** What a partner saves: own templates go out under its own sender, so they need one. */
export const ownSmsSettingsSchema = ownSmsFieldsSchema.superRefine((own, context) => {
  if (!own.sender && Object.keys(own.templates).length > 0)
    context.addIssue({
      code: 'custom',
      path: ['sender'],
      message: 'Give the sender your templates are registered under',
    });
});
export type OwnSmsSettings = z.infer<typeof ownSmsSettingsSchema>;
