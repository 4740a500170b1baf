// The driver app's login: the brand, the phone number the partner added (sent by SMS or WhatsApp as the driver
// picks when the site offers both), then the one-time code on the same card (a phone screen has no room for a popup over a form). A verified code stores the driver session.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { driverCodeRequestSchema } from '../../domain/drivers/driver-app';
import { describeError } from '../../lib/describe-error';
import type { LoginCodeChannel } from '../../domain/messages/message-kinds';
import { CodeChannelNotice, SendCodeButtons } from './code-channel-parts';
import { submittedChannel, type PhoneCodeSent } from './code-delivery';
import { OtpCodeForm } from './otp-code-form';
import { useRequestDriverCode } from './request-driver-code';
import { useVerifyDriverCode } from './verify-driver-code';

interface DriverLoginProps {
  businessName: string;
  /** Why the last session ended (a blocked driver), shown above the form. */
  notice: string | null;
  onSignedIn: () => void;
}

export function DriverLogin({ businessName, notice, onSignedIn }: DriverLoginProps) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [channel, setChannel] = useState<LoginCodeChannel | undefined>();
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);
  const [resent, setResent] = useState(false);
  const requestCode = useRequestDriverCode();
  const verifyCode = useVerifyDriverCode();
  const form = useForm({
    resolver: zodResolver(driverCodeRequestSchema),
    mode: 'onChange',
    defaultValues: { phone: '' },
  });
  const { errors, isValid, touchedFields } = form.formState;
  const phoneError = touchedFields.phone && errors.phone ? t('auth.rider.phoneInvalid') : null;

  function onContinue(event: FormEvent<HTMLFormElement>) {
    const picked = submittedChannel(event);
    void form.handleSubmit(({ phone }) => {
      setResent(false);
      verifyCode.reset();
      requestCode.mutate(
        { phone, channel: picked },
        {
          onSuccess: (answer) => {
            setSentTo(phone);
            setChannel(picked);
            setSent(answer);
          },
        },
      );
    })(event);
  }

  function onResend() {
    if (!sentTo) return;
    verifyCode.reset();
    requestCode.mutate(
      { phone: sentTo, channel },
      {
        onSuccess: (answer) => {
          setSent(answer);
          setResent(true);
        },
      },
    );
  }

  const codeError = verifyCode.error ?? (sentTo ? requestCode.error : null);

  return (
    <div className="login-card">
      <p className="login-card__name">{t('driver.appName', { businessName })}</p>
      <h1 className="login-card__title">{sentTo ? t('auth.otp.title') : t('auth.driver.title')}</h1>
      {notice ? (
        <p className="form-error" role="alert">
          {notice}
        </p>
      ) : null}
      {sentTo ? (
        <>
          <CodeChannelNotice sent={sent} />
          <OtpCodeForm
            destination={sentTo}
            verifying={verifyCode.isPending}
            resending={requestCode.isPending}
            error={codeError ? describeError(codeError, t) : null}
            resent={resent}
            onVerify={(code) => verifyCode.mutate({ phone: sentTo, code }, { onSuccess: onSignedIn })}
            onResend={onResend}
          />
          <button type="button" className="button button--link" onClick={() => setSentTo(null)}>
            {t('auth.driver.changeNumber')}
          </button>
        </>
      ) : (
        <form className="stack" onSubmit={onContinue} noValidate>
          <p className="muted">{t('auth.driver.subtitle', { businessName })}</p>
          <div className="field">
            <label htmlFor="driver-phone" className="field__label">
              {t('auth.rider.phoneLabel')}
            </label>
            <input
              id="driver-phone"
              className="field__input"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={t('auth.rider.phonePlaceholder')}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? 'driver-phone-error' : undefined}
              {...form.register('phone')}
            />
            {phoneError ? (
              <p id="driver-phone-error" className="field__error">
                {phoneError}
              </p>
            ) : null}
          </div>
          {requestCode.error ? (
            <p className="form-error" role="alert">
              {describeError(requestCode.error, t)}
            </p>
          ) : null}
          <SendCodeButtons disabled={!isValid || requestCode.isPending} />
        </form>
      )}
    </div>
  );
}
