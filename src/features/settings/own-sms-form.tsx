// "Your own SMS sender (optional)": the partner's sender (India: its DLT header) and principal entity id, and per
// message kind its DLT template id, the wording exactly as registered (pre-filled with the platform's, whose
// `{#variables#}` must stay) and MSG91's template id. Checked with the shared schema before saving, so a wrong
// variable shows under its wording; empty fields send under the platform's sender and words.
import { useId } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ownSmsSettingsSchema,
  SMS_TEMPLATES,
  templateVariables,
  TEXTED_KINDS,
  type TextedKind,
} from '../../domain/messages/sms-templates';
import { SaveBar } from './save-bar';
import { fieldAria, SettingsField } from './settings-field';
import { settingsMessage } from './settings-messages';
import type { SectionProps } from './settings-section';
import {
  OWN_SMS_FIELDS,
  ownSmsSettings,
  ownSmsValues,
  TEMPLATE_FIELDS,
  type OwnSmsValues,
} from './own-sms-values';
import { useSectionSave } from './use-section-save';

export function OwnSmsForm({ settings, save, submitLabel }: SectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<OwnSmsValues>({ defaultValues: ownSmsValues(settings.ownSms) });
  const saving = useSectionSave<OwnSmsValues>('ownSms', OWN_SMS_FIELDS, form.setError);
  const err = (name: Path<OwnSmsValues>) =>
    settingsMessage(t, form.getFieldState(name, form.formState).error?.message);

  const onSubmit = form.handleSubmit((values) => {
    const checked = ownSmsSettingsSchema.safeParse(ownSmsSettings(values));
    if (!checked.success) {
      for (const [at, issue] of checked.error.issues.entries())
        form.setError(
          issue.path.join('.') as Path<OwnSmsValues>,
          { message: issue.message },
          { shouldFocus: at === 0 },
        );
      return;
    }
    return saving.run(() => save({ ownSms: checked.data }));
  });

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-legend`}>
      <div className="settings-group">
        <h3 id={`${id}-legend`} className="settings-group__title">
          {t('riderTexts.own.legend')}
        </h3>
        <p className="settings-hint">{t('riderTexts.own.hint')}</p>
        <SettingsField
          id={`${id}-sender`}
          label={t('riderTexts.own.sender')}
          hint={t('riderTexts.own.senderHint')}
          error={err('sender')}
        >
          <input
            {...fieldAria(`${id}-sender`, err('sender'), 'hint')}
            className="field__input"
            autoComplete="off"
            {...form.register('sender')}
          />
        </SettingsField>
        <SettingsField id={`${id}-entity`} label={t('riderTexts.own.entityId')} error={err('entityId')}>
          <input
            {...fieldAria(`${id}-entity`, err('entityId'))}
            className="field__input"
            inputMode="numeric"
            autoComplete="off"
            {...form.register('entityId')}
          />
        </SettingsField>
      </div>
      {TEXTED_KINDS.map((kind) => (
        <KindTemplate key={kind} kind={kind} id={`${id}-${kind}`} form={form} err={err} />
      ))}
      <SaveBar label={submitLabel} saving={saving.saving} saved={saving.saved} error={saving.error} />
    </form>
  );
}

interface KindTemplateProps {
  kind: TextedKind;
  id: string;
  form: ReturnType<typeof useForm<OwnSmsValues>>;
  err: (name: Path<OwnSmsValues>) => string | undefined;
}

/** One kind's template, folded unless it is the partner's own or has an error to show. */
function KindTemplate({ kind, id, form, err }: KindTemplateProps) {
  const { t } = useTranslation();
  const failed = TEMPLATE_FIELDS.some((field) => err(`templates.${kind}.${field}`));
  const own = Boolean(form.formState.defaultValues?.templates?.[kind]?.templateId);
  const variables = templateVariables(SMS_TEMPLATES[kind].text)
    .map((name) => `{#${name}#}`)
    .join(' ');
  return (
    <details className="settings-group own-sms-kind" open={failed || own || undefined}>
      <summary className="settings-group__title">{t(`messageLog.kinds.${kind}`)}</summary>
      <SettingsField
        id={`${id}-template`}
        label={t('riderTexts.own.templateId')}
        error={err(`templates.${kind}.templateId`)}
      >
        <input
          {...fieldAria(`${id}-template`, err(`templates.${kind}.templateId`))}
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          {...form.register(`templates.${kind}.templateId`)}
        />
      </SettingsField>
      <SettingsField
        id={`${id}-text`}
        label={t('riderTexts.own.text')}
        hint={t('riderTexts.own.textHint', { variables })}
        error={err(`templates.${kind}.text`)}
      >
        <textarea
          {...fieldAria(`${id}-text`, err(`templates.${kind}.text`), 'hint')}
          className="field__input settings-textarea"
          rows={3}
          {...form.register(`templates.${kind}.text`)}
        />
      </SettingsField>
      <SettingsField
        id={`${id}-msg91`}
        label={t('riderTexts.own.msg91TemplateId')}
        error={err(`templates.${kind}.msg91TemplateId`)}
      >
        <input
          {...fieldAria(`${id}-msg91`, err(`templates.${kind}.msg91TemplateId`))}
          className="field__input"
          autoComplete="off"
          {...form.register(`templates.${kind}.msg91TemplateId`)}
        />
      </SettingsField>
    </details>
  );
}
