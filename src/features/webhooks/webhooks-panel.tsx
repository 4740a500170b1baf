// Developers: the owner's webhook endpoints and the API reference. An endpoint is added with its address and
// events; its signing secret is shown once, with a copy button, because the server never shows it again. Each
// endpoint sends a test event, opens its delivery log, or is removed after confirming.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/copy-button';
import { WEBHOOK_SIGNATURE_HEADER, type Webhook } from '../../domain/integrations/webhooks';
import { describeError } from '../../lib/describe-error';
import { AddWebhookForm } from './add-webhook-form';
import { DeliveryLog } from './delivery-log';
import { useRemoveWebhook, useSendTest, useWebhooks } from './webhooks-query';
import './webhooks.css';

export function WebhooksPanel() {
  const { t } = useTranslation();
  const webhooks = useWebhooks();
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  return (
    <div className="webhooks">
      <p className="settings-hint">
        {t('developers.intro', { header: WEBHOOK_SIGNATURE_HEADER })}{' '}
        <a href="/api/docs" target="_blank" rel="noreferrer">
          {t('developers.apiDocs')}
        </a>
      </p>
      {webhooks.isPending ? <p className="muted">{t('partner.common.loading')}</p> : null}
      {webhooks.isError ? <p className="form-error">{describeError(webhooks.error, t)}</p> : null}
      {webhooks.data?.webhooks.length === 0 ? <p className="muted">{t('developers.none')}</p> : null}
      <ul className="webhooks__list">
        {webhooks.data?.webhooks.map((webhook) => (
          <li key={webhook.id}>
            <Endpoint webhook={webhook} />
          </li>
        ))}
      </ul>
      {secret ? (
        <div className="webhooks__secret" role="alert">
          <p>
            <strong>{t('developers.secretOnce')}</strong>
          </p>
          <p className="muted">{t('developers.secretFor', { url: secret.url })}</p>
          <p>
            <code dir="ltr">{secret.secret}</code>{' '}
            <CopyButton value={secret.secret} label={t('developers.copySecret')} />
          </p>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setSecret(null)}
          >
            {t('developers.secretDone')}
          </button>
        </div>
      ) : null}
      <AddWebhookForm onAdded={(created) => setSecret({ url: created.url, secret: created.secret })} />
    </div>
  );
}

function Endpoint({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const test = useSendTest(webhook.id);
  const remove = useRemoveWebhook();
  const failure = test.error ?? remove.error;
  return (
    <section className="webhooks__endpoint" aria-label={webhook.url}>
      <p className="webhooks__url" dir="ltr">
        {webhook.url}
      </p>
      <p className="muted">{webhook.events.join(', ')}</p>
      <div className="webhooks__actions">
        <button
          type="button"
          className="button button--small"
          disabled={test.isPending}
          onClick={() => {
            setOpen(true);
            test.mutate();
          }}
        >
          {t('developers.sendTest')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {t('developers.log')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(t('developers.removeConfirm', { url: webhook.url })))
              remove.mutate(webhook.id);
          }}
        >
          {t('developers.remove')}
        </button>
      </div>
      {test.isSuccess ? (
        <p role="status" className="muted">
          {t('developers.testQueued')}
        </p>
      ) : null}
      {failure ? (
        <p className="form-error" role="alert">
          {describeError(failure, t)}
        </p>
      ) : null}
      {open ? <DeliveryLog webhookId={webhook.id} url={webhook.url} /> : null}
    </section>
  );
}
