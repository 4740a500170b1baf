// One endpoint's delivery log: the latest 50 deliveries with their event, outcome (and the endpoint's last
// status code), attempts, the next retry while one is due, and when the event happened. It refreshes itself
// while a delivery is still pending.
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/describe-error';
import { formatDateTime } from '../../lib/format';
import { useDeliveries } from './webhooks-query';

export function DeliveryLog({ webhookId, url }: { webhookId: string; url: string }) {
  const { t, i18n } = useTranslation();
  const column = (name: string) => t(`developers.columns.${name}`);
  const deliveries = useDeliveries(webhookId);
  if (deliveries.isPending) return <p className="muted">{t('partner.common.loading')}</p>;
  if (deliveries.isError) return <p className="form-error">{describeError(deliveries.error, t)}</p>;
  if (deliveries.data.deliveries.length === 0) return <p className="muted">{t('developers.noDeliveries')}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table data-table--cards">
        <caption className="visually-hidden">{t('developers.logOf', { url })}</caption>
        <thead>
          <tr>
            <th scope="col">{column('event')}</th>
            <th scope="col">{column('status')}</th>
            <th scope="col">{column('attempts')}</th>
            <th scope="col">{column('nextRetry')}</th>
            <th scope="col">{column('time')}</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <th scope="row">{delivery.event}</th>
              <td data-label={column('status')}>
                {t(`developers.status.${delivery.status}`)}
                {delivery.lastStatusCode !== null ? ` (${delivery.lastStatusCode})` : ''}
                {delivery.lastError && delivery.status !== 'delivered' ? (
                  <span className="muted"> {delivery.lastError}</span>
                ) : null}
              </td>
              <td data-label={column('attempts')}>{delivery.attempts}</td>
              <td data-label={column('nextRetry')}>
                {delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt, i18n.language) : '—'}
              </td>
              <td data-label={column('time')}>{formatDateTime(delivery.createdAt, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
