// The one-time-code step shared by partner and rider login: a 4-digit code field, Verify, Resend, and the
// server's own error message (wrong code with tries left, expired, locked) shown right under the field.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP } from '../../domain/constants';

interface OtpCodeFormProps {
  destination: string;
  verifying: boolean;
  resending: boolean;
  error: string | null;
  resent: boolean;
  onVerify: (code: string) => void;
  onResend: () => void;
}

const DIGITS = new RegExp(`^\\d{${OTP.length}}$`);

export function OtpCodeForm({
  destination,
  verifying,
  resending,
  error,
  resent,
  onVerify,
  onResend,
}: OtpCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const complete = DIGITS.test(code);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (complete && !verifying) onVerify(code);
  }

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <p id={hintId} className="muted">
        {t('auth.otp.sentTo', { destination, length: OTP.length })}
      </p>
      <div className="field">
        <label htmlFor={inputId} className="field__label">
          {t('auth.otp.label')}
        </label>
        <input
          id={inputId}
          className="field__input field__input--code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d*"
          maxLength={OTP.length}
          value={code}
          autoFocus
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, OTP.length))}
        />
      </div>
      {error ? (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {resent && !error ? (
        <p className="form-success" role="status">
          {t('auth.otp.resent')}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!complete || verifying}
      >
        {verifying ? t('auth.otp.verifying') : t('auth.otp.verify')}
      </button>
      <button type="button" className="button button--link" disabled={resending} onClick={onResend}>
        {resending ? t('auth.otp.resending') : t('auth.otp.resend')}
      </button>
    </form>
  );
}
