// Developers › API keys: the keys the owner's own systems call the API with. A key is made with a name and scopes;
// the key itself is shown once, with a copy button, because the server keeps only its hash. Each key is listed
// with its first characters, scopes and last use, and revoked after confirming.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/copy-button';
import type { ApiKey } from '../../domain/integrations/api-keys';
import { describeError } from '../../lib/describe-error';
import { formatDateTime } from '../../lib/format';
import { useApiKeys, useRevokeApiKey } from './api-keys-query';
import { CreateApiKeyForm } from './create-api-key-form';
import './api-keys.css';

export function ApiKeysPanel() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  return (
    <section className="api-keys" aria-labelledby="api-keys-title">
      <h3 id="api-keys-title" className="settings-group__title">
        {t('apiKeys.title')}
      </h3>
      <p className="settings-hint">{t('apiKeys.intro', { header: 'Authorization: Bearer <key>' })}</p>
      {keys.isPending ? <p className="muted">{t('partner.common.loading')}</p> : null}
      {keys.isError ? <p className="form-error">{describeError(keys.error, t)}</p> : null}
      {keys.data?.apiKeys.length === 0 ? <p className="muted">{t('apiKeys.none')}</p> : null}
      <ul className="api-keys__list">
        {keys.data?.apiKeys.map((apiKey) => (
          <li key={apiKey.id}>
            <KeyRow apiKey={apiKey} />
          </li>
        ))}
      </ul>
      {created ? (
        <div className="api-keys__shown-once" role="alert">
          <p>
            <strong>{t('apiKeys.shownOnce')}</strong>
          </p>
          <p className="muted">{t('apiKeys.keyOf', { name: created.name })}</p>
          <p>
            <code dir="ltr">{created.key}</code> <CopyButton value={created.key} label={t('apiKeys.copy')} />
          </p>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setCreated(null)}
          >
            {t('apiKeys.done')}
          </button>
        </div>
      ) : null}
      <CreateApiKeyForm onCreated={setCreated} />
    </section>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const { t, i18n } = useTranslation();
  const revoke = useRevokeApiKey();
  return (
    <section className="api-keys__key" aria-label={apiKey.name}>
      <p className="api-keys__name">
        {apiKey.name} <code dir="ltr">{apiKey.prefix}…</code>
      </p>
      <p className="muted" dir="ltr">
        {apiKey.scopes.join(', ')}
      </p>
      <p className="muted">
        {t('apiKeys.created', { time: formatDateTime(apiKey.createdAt, i18n.language) })} ·{' '}
        {apiKey.lastUsedAt
          ? t('apiKeys.lastUsed', { time: formatDateTime(apiKey.lastUsedAt, i18n.language) })
          : t('apiKeys.neverUsed')}
      </p>
      <div>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={revoke.isPending}
          onClick={() => {
            if (window.confirm(t('apiKeys.revokeConfirm', { name: apiKey.name }))) revoke.mutate(apiKey.id);
          }}
        >
          {t('apiKeys.revoke')}
        </button>
      </div>
      {revoke.isError ? (
        <p className="form-error" role="alert">
          {describeError(revoke.error, t)}
        </p>
      ) : null}
    </section>
  );
}
