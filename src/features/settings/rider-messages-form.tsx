// How riders hear of their ride's steps: by SMS, by WhatsApp through the partner's own number (set up in the
// WhatsApp section; SMS stands in whenever WhatsApp is not set up or refuses a message), or by both. And how login
// codes go unless the rider or driver picks: by SMS, or by WhatsApp once it is set up.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_CODE_CHANNELS, type LoginCodeChannel } from '../../domain/messages/message-kinds';
import { RIDER_MESSAGE_CHANNELS, type RiderMessageChannel } from '../../domain/partners/partner-settings';
import { SaveBar } from './save-bar';
import type { SectionProps } from './settings-section';
import { useSectionSave } from './use-section-save';

export function RiderMessagesForm({ settings, save, submitLabel }: SectionProps) {
  const { t } = useTranslation();
  const { riderMessages, loginCodes } = settings;
  const [channel, setChannel] = useState<RiderMessageChannel>(riderMessages.channel);
  const [codeChannel, setCodeChannel] = useState<LoginCodeChannel>(loginCodes.channel);
  const saving = useSectionSave<{ channel: RiderMessageChannel }>(
    'riderMessages',
    ['channel'],
    () => undefined,
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void saving.run(() => save({ riderMessages: { channel }, loginCodes: { channel: codeChannel } }));
  }

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate>
      <fieldset className="settings-group">
        <legend className="settings-group__title">{t('riderTexts.legend')}</legend>
        {RIDER_MESSAGE_CHANNELS.map((option) => (
          <label key={option} className="settings-switch">
            <input
              type="radio"
              name="rider-message-channel"
              value={option}
              checked={channel === option}
              onChange={() => setChannel(option)}
            />
            <span>{t(`riderTexts.channels.${option}`)}</span>
          </label>
        ))}
        <p className="settings-hint">
          {channel === 'sms'
            ? t('riderTexts.smsHint')
            : riderMessages.whatsappReady
              ? t('riderTexts.fallbackHint')
              : t('riderTexts.notReady')}
        </p>
      </fieldset>
      <fieldset className="settings-group">
        <legend className="settings-group__title">{t('riderTexts.loginCodes.legend')}</legend>
        {LOGIN_CODE_CHANNELS.map((option) => (
          <label key={option} className="settings-switch">
            <input
              type="radio"
              name="login-code-channel"
              value={option}
              checked={codeChannel === option}
              disabled={option === 'whatsapp' && !riderMessages.whatsappReady}
              onChange={() => setCodeChannel(option)}
            />
            <span>{t(`riderTexts.loginCodes.${option}`)}</span>
          </label>
        ))}
        <p className="settings-hint">
          {riderMessages.whatsappReady
            ? t('riderTexts.loginCodes.hint')
            : t('riderTexts.loginCodes.notReady')}
        </p>
      </fieldset>
      <SaveBar label={submitLabel} saving={saving.saving} saved={saving.saved} error={saving.error} />
    </form>
  );
}
