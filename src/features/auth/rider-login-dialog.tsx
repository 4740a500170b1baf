// The rider's login popup: phone number (and an optional name) first, sent by SMS or WhatsApp as the rider picks
// when the site offers both, then the one-time code; a verified code stores the rider session. A visitor who came
// by a friend's referral link is told what joining gives them. Loaded only when a visitor opens it, so the home page stays light.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { riderVerifyRequestSchema } from '../../domain/auth/rider-auth';
import type { LoginCodeChannel } from '../../domain/messages/message-kinds';
import { Dialog } from '../../components/dialog';
import { describeError } from '../../lib/describe-error';
import { CodeChannelNotice, SendCodeButtons } from './code-channel-parts';
import { InvitationNote } from './invitation-note';
import { submittedChannel, type PhoneCodeSent } from './code-delivery';
import { OtpCodeForm } from './otp-code-form';
import { useRequestRiderCode } from './request-rider-code';
import { useVerifyRiderCode } from './verify-rider-code';

const phoneStepSchema = riderVerifyRequestSchema.pick({ phone: true, name: true });

interface RiderLoginDialogProps {
  open: boolean;
  onClose: () => void;
  onSignedIn?: () => void;
  /** Drawn above the phone step (the verify-phone page's picture). */
  illustration?: ReactNode;
  title?: string;
  /** What the rider already typed (the ride form's phone and name), filled in for them. */
  phone?: string;
  name?: string;
}

interface Pending {
  phone: string;
  name: string | undefined;
  /** The channel the rider picked (unset: the partner's default), for a resend. */
  channel: LoginCodeChannel | undefined;
  sent: PhoneCodeSent;
}

export function RiderLoginDialog({
  open,
  onClose,
  onSignedIn,
  illustration,
  title,
  phone = '',
  name = '',
}: RiderLoginDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [resent, setResent] = useState(false);
  const requestCode = useRequestRiderCode();
  const verifyCode = useVerifyRiderCode();
  const form = useForm({
    resolver: zodResolver(phoneStepSchema),
    mode: 'onChange',
    defaultValues: { phone, name },
  });
  const { errors, isValid, touchedFields } = form.formState;
  const phoneError = touchedFields.phone && errors.phone ? t('auth.rider.phoneInvalid') : null;

  function onContinue(event: FormEvent<HTMLFormElement>) {
    const channel = submittedChannel(event);
    void form.handleSubmit(({ phone, name }) => {
      requestCode.mutate(
        { phone, channel },
        { onSuccess: (sent) => setPending({ phone, name: name || undefined, channel, sent }) },
      );
    })(event);
  }

  function close() {
    setPending(null);
    setResent(false);
    requestCode.reset();
    verifyCode.reset();
    form.reset();
    onClose();
  }

  function onVerify(code: string) {
    if (!pending) return;
    verifyCode.mutate(
      { phone: pending.phone, name: pending.name, code },
      {
        onSuccess: () => {
          close();
          onSignedIn?.();
        },
      },
    );
  }

  function onResend() {
    if (!pending) return;
    verifyCode.reset();
    requestCode.mutate(
      { phone: pending.phone, channel: pending.channel },
      {
        onSuccess: (sent) => {
          setPending({ ...pending, sent });
          setResent(true);
        },
      },
    );
  }

  const codeError = verifyCode.error ?? (pending ? requestCode.error : null);

  return (
    <Dialog
      open={open}
      title={pending ? t('auth.otp.title') : (title ?? t('auth.rider.title'))}
      description={pending ? undefined : t('auth.rider.subtitle')}
      closeLabel={t('common.close')}
      onClose={close}
    >
      {pending ? (
        <>
          <CodeChannelNotice sent={pending.sent} />
          <OtpCodeForm
            destination={pending.phone}
            verifying={verifyCode.isPending}
            resending={requestCode.isPending}
            error={codeError ? describeError(codeError, t) : null}
            resent={resent}
            onVerify={onVerify}
            onResend={onResend}
          />
        </>
      ) : (
        <form className="stack" onSubmit={onContinue} noValidate>
          {illustration}
          <InvitationNote />
          <div className="field">
            <label htmlFor="rider-phone" className="field__label">
              {t('auth.rider.phoneLabel')}
            </label>
            <input
              id="rider-phone"
              className="field__input"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={t('auth.rider.phonePlaceholder')}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? 'rider-phone-error' : undefined}
              {...form.register('phone')}
            />
            {phoneError ? (
              <p id="rider-phone-error" className="field__error">
                {phoneError}
              </p>
            ) : null}
          </div>
          <div className="field">
            <label htmlFor="rider-name" className="field__label">
              {t('auth.rider.nameLabel')}
            </label>
            <input
              id="rider-name"
              className="field__input"
              type="text"
              autoComplete="name"
              {...form.register('name')}
            />
          </div>
          {requestCode.error ? (
            <p className="form-error" role="alert">
              {describeError(requestCode.error, t)}
            </p>
          ) : null}
          <SendCodeButtons disabled={!isValid || requestCode.isPending} />
        </form>
      )}
    </Dialog>
  );
}
