// Contact us (spec 2.5): first and last name, company, e-mail, what the visitor is looking for and their
// message, checked with the server's own schema; every field error shows in the visitor's language, whether the
// browser or the server found it. A sent enquiry is confirmed on screen.
import './contact.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  contactRequestSchema,
  isContactError,
  type ContactFormValues,
  type ContactRequest,
} from '../../domain/riders/contact';
import { ApiRequestError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { useSendEnquiry } from './send-enquiry';

type Field = keyof ContactFormValues;
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'company', 'email', 'lookingFor', 'enquiry'];
const EMPTY: ContactFormValues = {
  firstName: '',
  lastName: '',
  company: '',
  email: '',
  lookingFor: '',
  enquiry: '',
};
// The topic may be the placeholder while editing; the schema turns that into its translated error.
const resolver = zodResolver(contactRequestSchema) as unknown as Resolver<
  ContactFormValues,
  unknown,
  ContactRequest
>;

export function ContactForm() {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendEnquiry();
  const form = useForm<ContactFormValues, unknown, ContactRequest>({ resolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const message = (error: FieldError | undefined) =>
    error?.message
      ? t(isContactError(error.message) ? `contact.errors.${error.message}` : 'errors.generic')
      : undefined;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      form.reset(EMPTY);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return;
      for (const [field, code] of Object.entries(error.fields)) {
        if ((FIELDS as readonly string[]).includes(field)) {
          form.setError(field as Field, { type: 'server', message: code }, { shouldFocus: true });
        }
      }
    }
  });

  if (send.isSuccess) {
    return (
      <div className="contact-sent" role="status">
        <h2>{t('contact.sent.title')}</h2>
        <p>{t('contact.sent.body', { email: send.variables.email })}</p>
        <button type="button" className="button button--ghost" onClick={() => send.reset()}>
          {t('contact.sent.again')}
        </button>
      </div>
    );
  }

  const inputId = (name: Field) => `${id}-${name}`;
  const inputProps = (name: Field) => ({
    id: inputId(name),
    className: 'field__input',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${inputId(name)}-error` : undefined,
    ...form.register(name),
  });
  const labelled = (name: Field, control: ReactNode) => (
    <div className={`field contact-form__${name}`}>
      <label htmlFor={inputId(name)} className="field__label">
        {t(`contact.fields.${name}`)}
      </label>
      {control}
      {errors[name] ? (
        <p id={`${inputId(name)}-error`} className="field__error">
          {message(errors[name])}
        </p>
      ) : null}
    </div>
  );
  const serverError = send.error && !(send.error instanceof ApiRequestError && send.error.status === 400);

  return (
    <form className="contact-form" onSubmit={onSubmit} noValidate>
      {labelled('firstName', <input {...inputProps('firstName')} autoComplete="given-name" />)}
      {labelled('lastName', <input {...inputProps('lastName')} autoComplete="family-name" />)}
      {labelled('company', <input {...inputProps('company')} autoComplete="organization" />)}
      {labelled(
        'email',
        <input {...inputProps('email')} type="email" inputMode="email" autoComplete="email" />,
      )}
      {labelled(
        'lookingFor',
        <select {...inputProps('lookingFor')}>
          <option value="">{t('contact.topics.placeholder')}</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`contact.topics.${topic}`)}
            </option>
          ))}
        </select>,
      )}
      {labelled(
        'enquiry',
        <textarea {...inputProps('enquiry')} rows={6} maxLength={CONTACT_LIMITS.enquiryMax} />,
      )}
      {serverError ? (
        <p className="form-error" role="alert">
          {describeError(send.error, t)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary contact-form__submit" disabled={isSubmitting}>
        {isSubmitting ? t('contact.sending') : t('contact.submit')}
      </button>
    </form>
  );
}
