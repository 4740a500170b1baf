// The phone login's parts that follow the code's channel: the send buttons ("Send by WhatsApp" and "Send by SMS",
// the partner's default first, when the site offers WhatsApp; one Continue otherwise), and on the code step the
// word that WhatsApp could not deliver the code and it went by SMS instead.
import { useTranslation } from 'react-i18next';
import { useCodeChannels, useFellBackToSms, type PhoneCodeSent } from './code-delivery';

export function SendCodeButtons({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const offered = useCodeChannels().data;
  if (!offered || offered.channels.length < 2)
    return (
      <button type="submit" className="button button--primary button--block" disabled={disabled}>
        {t('auth.continue')}
      </button>
    );
  return (
    <div className="stack">
      {offered.channels.map((channel) => (
        <button
          key={channel}
          type="submit"
          name="channel"
          value={channel}
          className={`button button--block ${channel === offered.default ? 'button--primary' : 'button--ghost'}`}
          disabled={disabled}
        >
          {channel === 'whatsapp' ? t('auth.code.byWhatsapp') : t('auth.code.bySms')}
        </button>
      ))}
    </div>
  );
}

export function CodeChannelNotice({ sent }: { sent: PhoneCodeSent | null }) {
  const { t } = useTranslation();
  const fellBack = useFellBackToSms(sent);
  if (sent?.channel !== 'whatsapp') return null;
  return (
    <p className={fellBack ? 'form-error' : 'muted'} role="status">
      {fellBack ? t('auth.code.fellBack') : t('auth.code.onWhatsapp')}
    </p>
  );
}
