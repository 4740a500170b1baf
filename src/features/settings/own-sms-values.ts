// The own-SMS form's values and the settings they stand for: every texted kind has its fields, pre-filled with
// the platform's wording; a kind the partner left as it was (no template id, the platform's words) is not theirs.
import {
  SMS_TEMPLATES,
  TEXTED_KINDS,
  type OwnSmsSettings,
  type SmsTemplates,
  type TextedKind,
} from '../../domain/messages/sms-templates';

export interface TemplateValues {
  templateId: string;
  text: string;
  msg91TemplateId: string;
}

export interface OwnSmsValues {
  sender: string;
  entityId: string;
  templates: Record<TextedKind, TemplateValues>;
}

export const TEMPLATE_FIELDS = ['templateId', 'text', 'msg91TemplateId'] as const;

/** Every field a server error may name, as the form names it. */
export const OWN_SMS_FIELDS = [
  'sender',
  'entityId',
  ...TEXTED_KINDS.flatMap((kind) => TEMPLATE_FIELDS.map((field) => `templates.${kind}.${field}` as const)),
] as const;

export function ownSmsValues(own: {
  sender: string;
  entityId: string;
  templates: SmsTemplates;
}): OwnSmsValues {
  const templates = Object.fromEntries(
    TEXTED_KINDS.map((kind) => {
      const saved = own.templates[kind];
      return [
        kind,
        {
          templateId: saved?.templateId ?? '',
          text: saved?.text ?? SMS_TEMPLATES[kind].text,
          msg91TemplateId: saved?.msg91TemplateId ?? '',
        },
      ];
    }),
  ) as Record<TextedKind, TemplateValues>;
  return { sender: own.sender, entityId: own.entityId, templates };
}

const untouched = (kind: TextedKind, values: TemplateValues) =>
  !values.templateId.trim() &&
  !values.msg91TemplateId.trim() &&
  values.text.trim() === SMS_TEMPLATES[kind].text;

export function ownSmsSettings(values: OwnSmsValues): OwnSmsSettings {
  const templates: SmsTemplates = {};
  for (const kind of TEXTED_KINDS) {
    const template = values.templates[kind];
    if (untouched(kind, template)) continue;
    templates[kind] = {
      templateId: template.templateId,
      text: template.text,
      ...(template.msg91TemplateId.trim() ? { msg91TemplateId: template.msg91TemplateId } : {}),
    };
  }
  return { sender: values.sender, entityId: values.entityId, templates };
}
