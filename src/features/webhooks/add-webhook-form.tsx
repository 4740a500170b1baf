// Adding an endpoint: its address and the events it hears, checked with the server's own schema, with errors in
// the partner's language.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { WEBHOOK_EVENTS, webhookRequestSchema } from '../../domain/integrations/webhooks';
import { ApiRequestError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { useAddWebhook } from './webhooks-query';

type Input = z.input<typeof webhookRequestSchema>;
type Created = { url: string; secret: string };

const MESSAGES: Record<string, string> = {
  'Enter the address of your endpoint (https://…)': 'developers.errors.url',
  'At most 500 characters': 'developers.errors.urlLong',
  'Choose at least one event': 'developers.errors.events',
  'Use a public https:// address for your endpoint.': 'developers.errors.publicUrl',
};

export function AddWebhookForm({ onAdded }: { onAdded: (created: Created) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddWebhook();
  const form = useForm<Input, unknown, z.output<typeof webhookRequestSchema>>({
    resolver: zodResolver(webhookRequestSchema),
    defaultValues: { url: '', events: [] },
  });
  const { errors } = form.formState;
  const message = (text: string | undefined) =>
    text ? (MESSAGES[text] ? t(MESSAGES[text]) : text) : undefined;
  const urlError = message(errors.url?.message);
  const eventsError = message(errors.events?.message ?? errors.events?.root?.message);
  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (created) => {
        form.reset();
        onAdded(created);
      },
      onError: (failure) => {
        if (failure instanceof ApiRequestError && failure.fields.url)
          form.setError('url', { type: 'server', message: failure.fields.url });
      },
    }),
  );
  const refusedOtherwise = add.isError && !(add.error instanceof ApiRequestError && add.error.fields.url);

  return (
    <form className="webhooks__form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="settings-group__title">
        {t('developers.add')}
      </h3>
      <div className="field">
        <label htmlFor={`${id}-url`} className="field__label">
          {t('developers.url')}
        </label>
        <input
          id={`${id}-url`}
          className="field__input"
          type="url"
          dir="ltr"
          placeholder="https://example.com/travelx"
          aria-invalid={urlError ? true : undefined}
          aria-describedby={urlError ? `${id}-url-error` : undefined}
          {...form.register('url')}
        />
        {urlError ? (
          <p id={`${id}-url-error`} className="field__error">
            {urlError}
          </p>
        ) : null}
      </div>
      <fieldset
        className="webhooks__events"
        aria-describedby={eventsError ? `${id}-events-error` : undefined}
      >
        <legend className="field__label">{t('developers.events')}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="webhooks__event">
            <input type="checkbox" value={event} {...form.register('events')} /> <code>{event}</code>
          </label>
        ))}
        {eventsError ? (
          <p id={`${id}-events-error`} className="field__error">
            {eventsError}
          </p>
        ) : null}
      </fieldset>
      <div className="staff-invite__actions">
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          {t('developers.addButton')}
        </button>
        {refusedOtherwise ? (
          <p className="form-error" role="alert">
            {describeError(add.error, t)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
