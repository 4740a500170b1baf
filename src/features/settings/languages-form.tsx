// Settings › Site languages: which languages the rider site offers (its language menu, its pages and its texts)
// and the one a visitor first sees. The default must be one of the offered languages; the server checks the same.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LANGUAGES } from '../../domain/constants';
import { brandSettingsSchema, DEFAULT_LANGUAGE_OFFERED } from '../../domain/partners/partner-settings';
import { SaveBar } from './save-bar';
import { fieldAria, SettingsField } from './settings-field';
import { settingsMessage } from './settings-messages';
import type { SectionProps } from './settings-section';
import { useSectionSave } from './use-section-save';

const schema = brandSettingsSchema
  .pick({ languages: true, defaultLanguage: true })
  .refine((value) => value.languages.includes(value.defaultLanguage), {
    path: ['defaultLanguage'],
    message: DEFAULT_LANGUAGE_OFFERED,
  });
type Input = z.input<typeof schema>;
const FIELDS = ['languages', 'defaultLanguage'] as const;

export function LanguagesForm({ settings, save, submitLabel }: SectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<Input, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      languages: settings.brand.languages,
      defaultLanguage: settings.brand.defaultLanguage,
    },
  });
  const saving = useSectionSave('brand', FIELDS, form.setError);
  const { errors } = form.formState;
  const languagesError = settingsMessage(t, errors.languages?.message);
  const defaultError = settingsMessage(t, errors.defaultLanguage?.message);
  const onSubmit = form.handleSubmit((values) => saving.run(() => save({ brand: values })));

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate>
      <fieldset
        className="settings-group"
        aria-describedby={[`${id}-hint`, languagesError ? `${id}-error` : ''].join(' ').trim()}
        aria-invalid={languagesError ? true : undefined}
      >
        <legend className="settings-group__title">{t('settings.languages.offered')}</legend>
        <p id={`${id}-hint`} className="settings-hint">
          {t('settings.languages.hint')}
        </p>
        {LANGUAGES.map((language) => (
          <label key={language} className="settings-switch" lang={language}>
            <input type="checkbox" value={language} {...form.register('languages')} />
            <span>{t(`language.names.${language}`)}</span>
          </label>
        ))}
        {languagesError ? (
          <p id={`${id}-error`} className="field__error">
            {languagesError}
          </p>
        ) : null}
      </fieldset>
      <SettingsField id={`${id}-default`} label={t('settings.languages.default')} error={defaultError}>
        <select
          {...fieldAria(`${id}-default`, defaultError)}
          className="field__input"
          {...form.register('defaultLanguage')}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`language.names.${language}`)}
            </option>
          ))}
        </select>
      </SettingsField>
      <SaveBar label={submitLabel} saving={saving.saving} saved={saving.saved} error={saving.error} />
    </form>
  );
}
