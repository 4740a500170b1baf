// The console's sign-in: an e-mail, then the six-digit code sent to it. Any address gets the same answer, so the
// screen says only that a code goes to the address if it belongs to the platform's owner.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCodeRequestSchema, adminVerifyRequestSchema } from '../../domain/platform/admin-console';
import { describeError } from '../../lib/describe-error';
import { useRequestAdminCode, useVerifyAdminCode } from './admin-session';

interface SignInFieldProps {
  id: string;
  label: string;
  error: string | null;
  input: InputHTMLAttributes<HTMLInputElement> & { ref: Ref<HTMLInputElement> };
}

function SignInField({ id, label, error, input }: SignInFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function AdminSignIn() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const requestCode = useRequestAdminCode();
  const verifyCode = useVerifyAdminCode();
  const emailForm = useForm({ resolver: zodResolver(adminCodeRequestSchema), defaultValues: { email: '' } });
  const codeForm = useForm({
    resolver: zodResolver(adminVerifyRequestSchema),
    defaultValues: { email: '', code: '' },
  });
  const emailError = emailForm.formState.errors.email;
  const codeError = codeForm.formState.errors.code;

  const onEmail = emailForm.handleSubmit(({ email }) =>
    requestCode.mutate(
      { email },
      {
        onSuccess: () => {
          codeForm.reset({ email, code: '' });
          setSentTo(email);
        },
      },
    ),
  );
  const onCode = codeForm.handleSubmit((body) => verifyCode.mutate(body));
  const error = verifyCode.error ?? requestCode.error;

  return (
    <main id="main" className="admin-sign-in">
      <h1>{t('platformAdmin.signIn.title')}</h1>
      {sentTo === null ? (
        <form className="stack" onSubmit={onEmail} noValidate>
          <p className="muted">{t('platformAdmin.signIn.intro')}</p>
          <SignInField
            id="admin-email"
            label={t('platformAdmin.signIn.email')}
            error={emailError ? t('platformAdmin.signIn.emailInvalid') : null}
            input={{
              type: 'email',
              inputMode: 'email',
              autoComplete: 'email',
              ...emailForm.register('email'),
            }}
          />
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={requestCode.isPending}
          >
            {t('platformAdmin.signIn.sendCode')}
          </button>
        </form>
      ) : (
        <form className="stack" onSubmit={onCode} noValidate>
          <p className="muted">{t('platformAdmin.signIn.codeSent', { email: sentTo })}</p>
          <SignInField
            id="admin-code"
            label={t('platformAdmin.signIn.code')}
            error={codeError ? t('platformAdmin.signIn.codeInvalid') : null}
            input={{
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              maxLength: 6,
              ...codeForm.register('code'),
            }}
          />
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={verifyCode.isPending}
          >
            {t('platformAdmin.signIn.verify')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setSentTo(null);
              verifyCode.reset();
            }}
          >
            {t('platformAdmin.signIn.otherEmail')}
          </button>
        </form>
      )}
      {error ? (
        <p className="form-error" role="alert">
          {describeError(error, t)}
        </p>
      ) : null}
    </main>
  );
}
