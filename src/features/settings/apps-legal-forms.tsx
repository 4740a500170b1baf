// The partner's own app links (store listing and APK for the partner and driver apps, shown on the app download
// pages) and the site's legal pages (privacy policy and terms, plain text with blank lines between paragraphs,
// pre-filled by the server with a template the partner edits).
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { APP_KINDS, appLinkSchema } from '../../domain/partners/app-links';
import { legalSettingsSchema } from '../../domain/partners/partner-settings';
import { SaveBar } from './save-bar';
import { fieldAria, SettingsField } from './settings-field';
import { settingsMessage } from './settings-messages';
import type { SectionProps } from './settings-section';
import { useSectionSave } from './use-section-save';

const appsSchema = z.object({ partner: appLinkSchema, driver: appLinkSchema });
type AppsInput = z.input<typeof appsSchema>;
const APP_FIELDS = ['partner.storeUrl', 'partner.apkUrl', 'driver.storeUrl', 'driver.apkUrl'] as const;

export function AppsForm({ settings, save, submitLabel }: SectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<AppsInput, unknown, z.output<typeof appsSchema>>({
    resolver: zodResolver(appsSchema),
    defaultValues: settings.apps,
  });
  const saving = useSectionSave('apps', APP_FIELDS, form.setError);
  const onSubmit = form.handleSubmit((values) => saving.run(() => save({ apps: values })));

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate>
      {APP_KINDS.map((kind) =>
        (['storeUrl', 'apkUrl'] as const).map((link) => {
          const fieldId = `${id}-${kind}-${link}`;
          const error = settingsMessage(t, form.formState.errors[kind]?.[link]?.message);
          return (
            <SettingsField
              key={fieldId}
              id={fieldId}
              label={t(`settings.apps.${kind}.${link}`)}
              error={error}
            >
              <input
                {...fieldAria(fieldId, error)}
                className="field__input"
                type="url"
                inputMode="url"
                placeholder="https://"
                {...form.register(`${kind}.${link}`)}
              />
            </SettingsField>
          );
        }),
      )}
      <SaveBar label={submitLabel} saving={saving.saving} saved={saving.saved} error={saving.error} />
    </form>
  );
}

const legalSchema = legalSettingsSchema;
type LegalInput = z.input<typeof legalSchema>;
const LEGAL_FIELDS = ['privacyPolicy', 'terms'] as const;

export function LegalForm({ settings, save, submitLabel }: SectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<LegalInput, unknown, z.output<typeof legalSchema>>({
    resolver: zodResolver(legalSchema),
    defaultValues: settings.legal,
  });
  const saving = useSectionSave('legal', LEGAL_FIELDS, form.setError);
  const onSubmit = form.handleSubmit((values) => saving.run(() => save({ legal: values })));

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate>
      {LEGAL_FIELDS.map((name) => {
        const error = settingsMessage(t, form.formState.errors[name]?.message);
        return (
          <SettingsField
            key={name}
            id={`${id}-${name}`}
            label={t(`settings.legal.${name}`)}
            hint={t('settings.legal.hint')}
            error={error}
          >
            <textarea
              {...fieldAria(`${id}-${name}`, error, 'hint')}
              className="field__input settings-textarea"
              rows={10}
              {...form.register(name)}
            />
          </SettingsField>
        );
      })}
      <SaveBar label={submitLabel} saving={saving.saving} saved={saving.saved} error={saving.error} />
    </form>
  );
}
