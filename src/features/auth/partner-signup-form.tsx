// The travel partner sign-up (spec 2.4): business name, e-mail, phone (international; required on campaign
// pages) and, optionally, their own domain (left empty, the site answers at once on `{slug}.{platform domain}`);
// Continue stays disabled while anything is invalid, then the e-mailed 4-digit code in a popup. A verified code
// hands the new session, and the address it works on, to the caller. An e-mail that already owns a site is told so
// in the popup, naming the site, and its code logs in there: one e-mail signs up one brand.
import { zodResolver } from '@hookform/resolvers/zod';
import type { CountryCode } from 'libphonenumber-js/min';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { slugFromName } from '../../domain/partners/partner-settings';
import { partnerSignupRequestSchema } from '../../domain/auth/partner-signup';
import { phoneSchema } from '../../domain/phone';
import { Dialog } from '../../components/dialog';
import { PhoneInput } from '../../components/phone-input';
import { ApiRequestError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { OtpCodeForm } from './otp-code-form';
import { useSignUpPartner, type PartnerSignupInput } from './sign-up-partner';
import { useVerifyPartnerSignup } from './verify-partner-signup';
import './signup.css';

export interface SignedUp {
  token: string;
  domain: string;
  /** The e-mail already owned this site: the code logged in to it, and no new site was made. */
  existing: boolean;
}

interface PartnerSignupFormProps {
  phoneRequired: boolean;
  preferredCountries: readonly CountryCode[];
  defaultCountry: CountryCode;
  onSignedUp: (session: SignedUp) => void;
}

const MESSAGES: Record<string, string> = {
  'Business name is required': 'signup.errors.nameRequired',
  'E-mail is required': 'signup.errors.emailRequired',
  'Enter a valid e-mail address': 'signup.errors.emailInvalid',
  'Phone number is required': 'signup.errors.phoneRequired',
  'Invalid phone number': 'signup.errors.phoneInvalid',
  'Domain is required': 'signup.errors.domainRequired',
  'Enter a domain like mytravels.com': 'signup.errors.domainInvalid',
  'This domain is already taken': 'signup.errors.domainTaken',
  'Use a domain name, not an IP address': 'settings.errors.domainIp',
  'Use a public domain, not a local name': 'settings.errors.domainLocal',
};

type Fields = 'businessName' | 'email' | 'phone' | 'domain';

/** The platform's domain as this page's host shows it (`travelx.app` from `www.travelx.app`); a bare address
 * or a `localhost` name means development, where instant addresses live under `localhost`. */
function platformDomain(hostname: string): string {
  if (/(^|\.)localhost$|^[\d.]+$|:/.test(hostname)) return 'localhost';
  return hostname.replace(/^(?:www|platform)\./, '');
}

export function PartnerSignupForm({
  phoneRequired,
  preferredCountries,
  defaultCountry,
  onSignedUp,
}: PartnerSignupFormProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [pending, setPending] = useState<{ email: string; domain: string; existing: boolean } | null>(null);
  const [resent, setResent] = useState(false);
  const [last, setLast] = useState<PartnerSignupInput | null>(null);
  const signUp = useSignUpPartner();
  const verify = useVerifyPartnerSignup();
  const schema = useMemo(
    () =>
      phoneRequired ? partnerSignupRequestSchema.extend({ phone: phoneSchema }) : partnerSignupRequestSchema,
    [phoneRequired],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { businessName: '', email: '', phone: '', domain: '' },
  });
  const { errors, isValid, touchedFields, isSubmitted } = form.formState;
  const instantAddress = `${slugFromName(form.watch('businessName'))}.${platformDomain(window.location.hostname)}`;
  const message = (field: Fields) => {
    const text = errors[field]?.message;
    if (
      !text ||
      !(touchedFields[field] || isSubmitted || (field === 'domain' && errors.domain?.type === 'server'))
    )
      return undefined;
    const key = MESSAGES[text];
    if (key) return t(key);
    // An own domain under the platform's: the server names the platform's domain, the words are translated.
    const ours = /^Leave this empty for an address ending in \.(\S+)$/.exec(text);
    return ours ? t('signup.errors.domainOurs', { domain: ours[1] }) : text;
  };

  const onContinue = form.handleSubmit((input) => {
    const body: PartnerSignupInput = { ...input, phone: input.phone ?? '' };
    setLast(body);
    verify.reset();
    signUp.mutate(body, {
      onSuccess: (sent) => setPending({ email: input.email, domain: sent.domain, existing: sent.existing }),
      onError: (error) => {
        if (!(error instanceof ApiRequestError)) return;
        for (const [field, text] of Object.entries(error.fields)) {
          if (['businessName', 'email', 'phone', 'domain'].includes(field)) {
            form.setError(field as Fields, { type: 'server', message: text }, { shouldFocus: true });
          }
        }
      },
    });
  });

  function onResend() {
    if (!last) return;
    verify.reset();
    signUp.mutate(last, { onSuccess: () => setResent(true) });
  }

  function onClose() {
    setPending(null);
    setResent(false);
    verify.reset();
    signUp.reset();
  }

  const fieldProps = (field: Fields) => ({
    id: `${id}-${field}`,
    className: 'field__input',
    'aria-invalid': message(field) ? true : undefined,
    'aria-describedby': message(field) ? `${id}-${field}-error` : undefined,
  });
  const dialogError = verify.error ?? (pending ? signUp.error : null);

  return (
    <>
      <form className="signup-form" onSubmit={onContinue} noValidate>
        <TextField label={t('signup.businessName')} error={message('businessName')} id={`${id}-businessName`}>
          <input
            {...fieldProps('businessName')}
            type="text"
            autoComplete="organization"
            {...form.register('businessName')}
          />
        </TextField>
        <TextField label={t('signup.email')} error={message('email')} id={`${id}-email`}>
          <input
            {...fieldProps('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('auth.partner.emailPlaceholder')}
            {...form.register('email')}
          />
        </TextField>
        <Controller
          control={form.control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              labels={{
                number: phoneRequired ? t('signup.phone') : t('signup.phoneOptional'),
                country: t('partner.phone.country'),
                search: t('partner.phone.search'),
                noMatch: t('partner.phone.noMatch'),
              }}
              language={i18n.language}
              preferred={preferredCountries}
              defaultCountry={defaultCountry}
              error={message('phone')}
              required={phoneRequired}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <TextField
          label={t('signup.domainOptional')}
          hint={t('signup.domainHint', { address: instantAddress })}
          error={message('domain')}
          id={`${id}-domain`}
        >
          <input
            {...fieldProps('domain')}
            aria-describedby={[`${id}-domain-hint`, fieldProps('domain')['aria-describedby']]
              .filter(Boolean)
              .join(' ')}
            type="text"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('signup.domainPlaceholder')}
            {...form.register('domain')}
          />
        </TextField>
        {signUp.error &&
        !pending &&
        !(signUp.error instanceof ApiRequestError && Object.keys(signUp.error.fields).length) ? (
          <p className="form-error signup-form__wide" role="alert">
            {describeError(signUp.error, t)}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button--primary button--block signup-form__wide"
          disabled={!isValid || signUp.isPending}
        >
          {t('auth.continue')}
        </button>
      </form>
      <Dialog
        open={pending !== null}
        title={t('auth.otp.title')}
        closeLabel={t('common.close')}
        onClose={onClose}
      >
        {pending?.existing ? (
          <p className="signup-form__existing" role="status">
            {t('signup.existing', { address: pending.domain })}
          </p>
        ) : null}
        <OtpCodeForm
          destination={pending?.email ?? ''}
          verifying={verify.isPending}
          resending={signUp.isPending}
          error={dialogError ? describeError(dialogError, t) : null}
          resent={resent}
          onVerify={(code) =>
            pending &&
            verify.mutate(
              { email: pending.email, domain: pending.domain, code },
              {
                onSuccess: (session) =>
                  onSignedUp({ token: session.token, domain: session.domain, existing: pending.existing }),
              },
            )
          }
          onResend={onResend}
        />
      </Dialog>
    </>
  );
}

function TextField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="signup-form__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
