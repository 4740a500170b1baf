// The last day's messages by channel and status (GET /api/v1/partner/messages/summary), login codes included:
// how many went, arrived or failed, read fresh each time the settings open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from '../../domain/messages/message-kinds';
import { messageSummarySchema } from '../../domain/messages/message-log';
import { apiRequest } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { formatNumber } from '../../lib/format';

const summaryQueryOptions = () =>
  queryOptions({
    queryKey: ['partner', 'messages', 'summary'],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/partner/messages/summary', {
        schema: messageSummarySchema,
        session: 'business',
        signal,
      }),
  });

export function MessageCounts() {
  const { t, i18n } = useTranslation();
  const summary = useQuery(summaryQueryOptions());
  if (summary.isError)
    return (
      <p className="form-error" role="alert">
        {describeError(summary.error, t)}
      </p>
    );
  const counts = summary.data?.counts;
  return (
    <div className="settings-group table-scroll">
      <table className="data-table data-table--cards message-counts" aria-busy={summary.isPending}>
        <caption className="settings-group__title">{t('riderTexts.counts.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('riderTexts.counts.channel')}</th>
            {MESSAGE_STATUSES.map((status) => (
              <th key={status} scope="col">
                {t(`messageLog.statuses.${status}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MESSAGE_CHANNELS.map((channel) => (
            <tr key={channel}>
              <th scope="row">{t(`messageLog.channels.${channel}`)}</th>
              {MESSAGE_STATUSES.map((status) => (
                <td key={status} data-label={t(`messageLog.statuses.${status}`)}>
                  {counts ? formatNumber(counts[channel][status], i18n.language) : '–'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
