// Making a key: a name the owner will recognise and the scopes it grants, checked with the server's own schema,
// with errors in the owner's language.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { API_KEY_SCOPES, apiKeyRequestSchema, type ApiKeyScope } from '../../domain/integrations/api-keys';
import { describeError } from '../../lib/describe-error';
import { useCreateApiKey } from './api-keys-query';

type Input = z.input<typeof apiKeyRequestSchema>;

/** What each scope lets a key do, in words (a scope's colon would read as an i18next namespace). */
const SCOPE_TEXT: Record<ApiKeyScope, string> = {
  'rides:read': 'apiKeys.scope.ridesRead',
  'rides:write': 'apiKeys.scope.ridesWrite',
  'bookings:write': 'apiKeys.scope.bookingsWrite',
  'customers:read': 'apiKeys.scope.customersRead',
  'webhooks:write': 'apiKeys.scope.webhooksWrite',
};

const MESSAGES: Record<string, string> = {
  'Name the key': 'apiKeys.errors.name',
  'At most 80 characters': 'apiKeys.errors.nameLong',
  'Choose at least one scope': 'apiKeys.errors.scopes',
};

export function CreateApiKeyForm({
  onCreated,
}: {
  onCreated: (created: { name: string; key: string }) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateApiKey();
  const form = useForm<Input, unknown, z.output<typeof apiKeyRequestSchema>>({
    resolver: zodResolver(apiKeyRequestSchema),
    defaultValues: { name: '', scopes: [] },
  });
  const { errors } = form.formState;
  const message = (text: string | undefined) =>
    text ? (MESSAGES[text] ? t(MESSAGES[text]) : text) : undefined;
  const nameError = message(errors.name?.message);
  const scopesError = message(errors.scopes?.message ?? errors.scopes?.root?.message);
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: ({ key }) => {
        form.reset();
        onCreated({ name: values.name, key });
      },
    }),
  );

  return (
    <form className="api-keys__form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="settings-group__title">
        {t('apiKeys.create')}
      </h3>
      <div className="field">
        <label htmlFor={`${id}-name`} className="field__label">
          {t('apiKeys.name')}
        </label>
        <input
          id={`${id}-name`}
          className="field__input"
          placeholder={t('apiKeys.namePlaceholder')}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          {...form.register('name')}
        />
        {nameError ? (
          <p id={`${id}-name-error`} className="field__error">
            {nameError}
          </p>
        ) : null}
      </div>
      <fieldset
        className="api-keys__scopes"
        aria-describedby={scopesError ? `${id}-scopes-error` : undefined}
      >
        <legend className="field__label">{t('apiKeys.scopes')}</legend>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className="api-keys__scope">
            <input type="checkbox" value={scope} {...form.register('scopes')} /> <code>{scope}</code>{' '}
            <span className="muted">{t(SCOPE_TEXT[scope])}</span>
          </label>
        ))}
        {scopesError ? (
          <p id={`${id}-scopes-error`} className="field__error">
            {scopesError}
          </p>
        ) : null}
      </fieldset>
      <div className="staff-invite__actions">
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {t('apiKeys.createButton')}
        </button>
        {create.isError ? (
          <p className="form-error" role="alert">
            {describeError(create.error, t)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
