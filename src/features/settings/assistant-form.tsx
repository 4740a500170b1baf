// How the booking assistant (web chat and WhatsApp) reads riders' messages: with the platform's language model,
// when the platform has one configured, or with the built-in rule reader (the default). Without a model the choice
// is shown but cannot be made, with the reason.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveBar } from './save-bar';
import type { SectionProps } from './settings-section';
import { useSectionSave } from './use-section-save';

export function AssistantForm({ settings, save, submitLabel }: SectionProps) {
  const { t } = useTranslation();
  const { assistant } = settings;
  const [useLanguageModel, setUseLanguageModel] = useState(assistant.useLanguageModel);
  const saving = useSectionSave<{ useLanguageModel: boolean }>(
    'assistant',
    ['useLanguageModel'],
    () => undefined,
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void saving.run(() => save({ assistant: { useLanguageModel } }));
  }

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate>
      <div className="settings-group">
        <label className="settings-switch">
          <input
            type="checkbox"
            role="switch"
            checked={useLanguageModel}
            disabled={!assistant.languageModelAvailable}
            onChange={(event) => setUseLanguageModel(event.target.checked)}
          />
          <span>{t('settings.assistant.useLanguageModel')}</span>
        </label>
        <p className="settings-hint">
          {assistant.languageModelAvailable
            ? t('settings.assistant.hint')
            : t('settings.assistant.unavailable')}
        </p>
      </div>
      <SaveBar label={submitLabel} saving={saving.saving} saved={saving.saved} error={saving.error} />
    </form>
  );
}
