// The travel partner login (spec 2.3): the brand, one e-mail field, Continue only once the address is valid,
// then a one-time-code popup; a verified code stores the business session and hands over to the caller.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { partnerCodeRequestSchema } from '../../domain/auth/auth';
import { Dialog } from '../../components/dialog';
import { describeError } from '../../lib/describe-error';
import { OtpCodeForm } from './otp-code-form';
import { useRequestPartnerCode } from './request-partner-code';
import { useVerifyPartnerCode } from './verify-partner-code';

interface PartnerLoginProps {
  businessName: string;
  logoUrl: string;
  onSignedIn: () => void;
}

export function PartnerLogin({ businessName, logoUrl, onSignedIn }: PartnerLoginProps) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [logoFailed, setLogoFailed] = useState(false);
  const requestCode = useRequestPartnerCode();
  const verifyCode = useVerifyPartnerCode();
  const form = useForm({
    resolver: zodResolver(partnerCodeRequestSchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  const { errors, isValid, touchedFields } = form.formState;
  const emailError = touchedFields.email && errors.email ? t('auth.partner.emailInvalid') : null;

  const onContinue = form.handleSubmit(({ email }) => {
    setResent(false);
    verifyCode.reset();
    requestCode.mutate({ email }, { onSuccess: () => setSentTo(email) });
  });

  function onResend() {
    if (!sentTo) return;
    verifyCode.reset();
    requestCode.mutate({ email: sentTo }, { onSuccess: () => setResent(true) });
  }

  function onClose() {
    setSentTo(null);
    setResent(false);
    requestCode.reset();
    verifyCode.reset();
  }

  const dialogError = verifyCode.error ?? (sentTo ? requestCode.error : null);

  return (
    <div className="login-card">
      <div className="login-card__brand">
        {logoUrl && !logoFailed ? (
          <img
            className="login-card__logo"
            src={logoUrl}
            alt={businessName}
            onError={() => setLogoFailed(true)}
          />
        ) : (
          <p className="login-card__name">{businessName}</p>
        )}
      </div>
      <h1 className="login-card__title">{t('auth.partner.title')}</h1>
      <p className="muted">{t('auth.partner.subtitle', { businessName })}</p>
      <form className="stack" onSubmit={onContinue} noValidate>
        <div className="field">
          <label htmlFor="partner-email" className="field__label">
            {t('auth.partner.emailLabel')}
          </label>
          <input
            id="partner-email"
            className="field__input"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('auth.partner.emailPlaceholder')}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'partner-email-error' : undefined}
            {...form.register('email')}
          />
          {emailError ? (
            <p id="partner-email-error" className="field__error">
              {emailError}
            </p>
          ) : null}
        </div>
        {requestCode.error && !sentTo ? (
          <p className="form-error" role="alert">
            {describeError(requestCode.error, t)}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={!isValid || requestCode.isPending}
        >
          {t('auth.continue')}
        </button>
      </form>
      <Dialog
        open={sentTo !== null}
        title={t('auth.otp.title')}
        closeLabel={t('common.close')}
        onClose={onClose}
      >
        <OtpCodeForm
          destination={sentTo ?? ''}
          verifying={verifyCode.isPending}
          resending={requestCode.isPending}
          error={dialogError ? describeError(dialogError, t) : null}
          resent={resent}
          onVerify={(code) => sentTo && verifyCode.mutate({ email: sentTo, code }, { onSuccess: onSignedIn })}
          onResend={onResend}
        />
      </Dialog>
    </div>
  );
}
