// Changing the rider's phone: the new number first, then the code texted to it (POST /api/v1/me/phone/code, then
// /me/phone); only a right code changes the number, and the caller learns the new profile.
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { codeSentSchema } from '../../domain/auth/auth';
import { riderProfileSchema, type RiderProfile } from '../../domain/riders/rider-profile';
import { apiRequest } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { OtpCodeForm } from './otp-code-form';

const askCode = (phone: string) =>
  apiRequest('/api/v1/me/phone/code', {
    method: 'POST',
    body: { phone },
    schema: codeSentSchema,
    session: 'user',
  });
const confirm = (body: { phone: string; code: string }) =>
  apiRequest('/api/v1/me/phone', { method: 'POST', body, schema: riderProfileSchema, session: 'user' });

export function ChangePhone({
  current,
  onChanged,
}: {
  current: string;
  onChanged: (profile: RiderProfile) => void;
}) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const request = useMutation({ mutationFn: askCode });
  const verify = useMutation({ mutationFn: confirm });

  function onAsk(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = phone.trim();
    if (wanted) request.mutate(wanted, { onSuccess: () => setPending(wanted) });
  }

  function onVerify(code: string) {
    if (!pending) return;
    verify.mutate(
      { phone: pending, code },
      {
        onSuccess: (profile) => {
          setPending(null);
          setPhone('');
          setResent(false);
          onChanged(profile);
        },
      },
    );
  }

  const codeError = verify.error ?? (pending ? request.error : null);
  return (
    <section className="panel stack" aria-labelledby="profile-phone">
      <h2 id="profile-phone" className="panel__title">
        {t('profile.phone.title')}
      </h2>
      <p>
        {t('profile.phone.current')} <strong dir="ltr">{current}</strong>
      </p>
      {pending ? (
        <>
          <OtpCodeForm
            destination={pending}
            verifying={verify.isPending}
            resending={request.isPending}
            error={codeError ? describeError(codeError, t) : null}
            resent={resent}
            onVerify={onVerify}
            onResend={() => request.mutate(pending, { onSuccess: () => setResent(true) })}
          />
          <button type="button" className="button button--ghost" onClick={() => setPending(null)}>
            {t('profile.phone.cancel')}
          </button>
        </>
      ) : (
        <form className="stack" onSubmit={onAsk} noValidate>
          <div className="field">
            <label htmlFor="profile-new-phone" className="field__label">
              {t('profile.phone.new')}
            </label>
            <input
              id="profile-new-phone"
              className="field__input"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          </div>
          {request.error ? (
            <p className="form-error" role="alert">
              {describeError(request.error, t)}
            </p>
          ) : null}
          <button
            type="submit"
            className="button button--primary"
            disabled={!phone.trim() || request.isPending}
          >
            {t('profile.phone.sendCode')}
          </button>
        </form>
      )}
    </section>
  );
}
