// The questions and answers riders see on the support page, one language at a time: add, edit, move up or down
// and remove entries, then save the list in that order. Plain text only (the server drops markup); an empty list
// brings back the built-in questions for that language.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Language } from '../../domain/constants';
import { FAQ_LIMITS, faqSettingsSchema } from '../../domain/riders/support';
import { SaveBar } from './save-bar';
import { fieldAria, SettingsField } from './settings-field';
import { settingsMessage } from './settings-messages';
import type { SectionProps } from './settings-section';
import { useSectionSave } from './use-section-save';

type Input = z.input<typeof faqSettingsSchema>;

export function FaqForm({ settings, save, submitLabel }: SectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const languageNames = new Intl.DisplayNames([settings.brand.defaultLanguage], { type: 'language' });
  const listFor = (language: Language): Input => ({ language, entries: settings.faq[language] ?? [] });
  // Checked on Save, then again as the partner types, never on leaving a field: an error coming or going on blur
  // moved the buttons under the entries between the press and the release of the click that caused the blur, so
  // that first click (on Save, right after typing an answer) landed beside the button and did nothing.
  const form = useForm<Input, unknown, z.output<typeof faqSettingsSchema>>({
    resolver: zodResolver(faqSettingsSchema),
    defaultValues: listFor(settings.brand.defaultLanguage),
  });
  const entries = useFieldArray({ control: form.control, name: 'entries' });
  const saving = useSectionSave('faq', ['entries'], form.setError);
  const errors = form.formState.errors.entries;
  const err = (index: number, field: 'question' | 'answer') =>
    settingsMessage(t, errors?.[index]?.[field]?.message);

  const onSubmit = form.handleSubmit((values) =>
    saving.run(async () => {
      const saved = await save({ faq: values });
      form.reset({ language: values.language, entries: saved.faq[values.language] ?? [] });
    }),
  );

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate aria-label={t('faqSettings.formLabel')}>
      <p className="settings-hint">{t('faqSettings.hint')}</p>
      <SettingsField id={`${id}-language`} label={t('faqSettings.language')}>
        <select
          {...fieldAria(`${id}-language`, undefined)}
          className="field__input"
          {...form.register('language', {
            onChange: (event: { target: HTMLSelectElement }) =>
              form.reset(listFor(event.target.value as Language)),
          })}
        >
          {settings.brand.languages.map((language) => (
            <option key={language} value={language}>
              {languageNames.of(language) ?? language}
            </option>
          ))}
        </select>
      </SettingsField>
      {entries.fields.length === 0 ? <p className="muted">{t('faqSettings.usingDefaults')}</p> : null}
      <ol className="faq-editor">
        {entries.fields.map((entry, index) => (
          <li key={entry.id} className="faq-editor__entry">
            <fieldset className="settings-group">
              <legend className="settings-group__title">
                {t('faqSettings.entry', { number: index + 1 })}
              </legend>
              <SettingsField
                id={`${id}-q-${index}`}
                label={t('faqSettings.question')}
                error={err(index, 'question')}
              >
                <input
                  {...fieldAria(`${id}-q-${index}`, err(index, 'question'))}
                  className="field__input"
                  maxLength={FAQ_LIMITS.question}
                  {...form.register(`entries.${index}.question`)}
                />
              </SettingsField>
              <SettingsField
                id={`${id}-a-${index}`}
                label={t('faqSettings.answer')}
                error={err(index, 'answer')}
              >
                <textarea
                  {...fieldAria(`${id}-a-${index}`, err(index, 'answer'))}
                  className="field__input"
                  rows={3}
                  maxLength={FAQ_LIMITS.answer}
                  {...form.register(`entries.${index}.answer`)}
                />
              </SettingsField>
              <div className="faq-editor__actions">
                <button
                  type="button"
                  className="button button--light button--small"
                  disabled={index === 0}
                  aria-label={t('faqSettings.moveUp', { number: index + 1 })}
                  onClick={() => entries.move(index, index - 1)}
                >
                  {t('faqSettings.up')}
                </button>
                <button
                  type="button"
                  className="button button--light button--small"
                  disabled={index === entries.fields.length - 1}
                  aria-label={t('faqSettings.moveDown', { number: index + 1 })}
                  onClick={() => entries.move(index, index + 1)}
                >
                  {t('faqSettings.down')}
                </button>
                <button
                  type="button"
                  className="button button--danger button--small"
                  aria-label={t('faqSettings.remove', { number: index + 1 })}
                  onClick={() => entries.remove(index)}
                >
                  {t('faqSettings.removeShort')}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--ghost"
        disabled={entries.fields.length >= FAQ_LIMITS.entries}
        onClick={() => entries.append({ question: '', answer: '' })}
      >
        {t('faqSettings.add')}
      </button>
      <SaveBar label={submitLabel} saving={saving.saving} saved={saving.saved} error={saving.error} />
    </form>
  );
}
