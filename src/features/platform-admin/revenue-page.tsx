// The platform's revenue: commission and monthly fees per partner and month over a range of months, the totals
// per currency, and each month's statement as CSV or PDF.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/describe-error';
import { downloadFile } from '../../lib/download-file';
import { formatMoney, isoDateIn } from '../../lib/format';
import { statementPath, useRevenue } from './revenue-query';

/** Each month from `from` to `to` (`2026-11`), at most two years of them. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (let key = from; key <= to && months.length < 24;) {
    months.push(key);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
    key = `${year}-${String(month).padStart(2, '0')}`;
  }
  return months;
}

export function RevenuePage() {
  const { t, i18n } = useTranslation();
  const thisMonth = isoDateIn(Intl.DateTimeFormat().resolvedOptions().timeZone).slice(0, 7);
  const [range, setRange] = useState({ from: thisMonth, to: thisMonth });
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const revenue = useRevenue(range);
  const money = (minor: number, currency: string) => formatMoney(minor, currency, i18n.language);
  const download = (month: string, kind: 'csv' | 'pdf') => {
    setDownloadError(null);
    downloadFile(statementPath(month, kind), 'platform', `revenue-${month}.${kind}`).catch(setDownloadError);
  };
  const months = monthsBetween(range.from, range.to);
  const error = revenue.error ?? downloadError;
  return (
    <section className="stack">
      <h1>{t('platformAdmin.revenue.title')}</h1>
      <div className="admin-actions">
        {(['from', 'to'] as const).map((end) => (
          <div className="field" key={end}>
            <label htmlFor={`revenue-${end}`} className="field__label">
              {t(`platformAdmin.revenue.${end}`)}
            </label>
            <input
              id={`revenue-${end}`}
              className="field__input"
              type="month"
              value={range[end]}
              onChange={(event) => event.target.value && setRange({ ...range, [end]: event.target.value })}
            />
          </div>
        ))}
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {t('platformAdmin.revenue.unavailable')} {describeError(error, t)}
        </p>
      ) : null}
      {revenue.data ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th>{t('platformAdmin.revenue.partner')}</th>
                <th>{t('platformAdmin.revenue.month')}</th>
                <th>{t('platformAdmin.revenue.rides')}</th>
                <th>{t('platformAdmin.revenue.commission')}</th>
                <th>{t('platformAdmin.revenue.monthlyFee')}</th>
                <th>{t('platformAdmin.revenue.total')}</th>
              </tr>
            </thead>
            <tbody>
              {revenue.data.rows.map((row) => (
                <tr key={`${row.tenantId}-${row.month}`}>
                  <td>{row.businessName}</td>
                  <td>{row.month}</td>
                  <td>{row.completedRides}</td>
                  <td>{money(row.commission, row.currency)}</td>
                  <td>{money(row.monthlyFee, row.currency)}</td>
                  <td>{money(row.total, row.currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {revenue.data.totals.map((total) => (
                <tr key={total.currency}>
                  <th colSpan={3}>{t('platformAdmin.revenue.totals', { currency: total.currency })}</th>
                  <td>{money(total.commission, total.currency)}</td>
                  <td>{money(total.monthlyFee, total.currency)}</td>
                  <td>{money(total.total, total.currency)}</td>
                </tr>
              ))}
            </tfoot>
          </table>
        </div>
      ) : null}
      <ul className="admin-list">
        {months.map((month) => (
          <li key={month}>
            {t('platformAdmin.revenue.statement', { month })}{' '}
            <button type="button" className="button button--ghost" onClick={() => download(month, 'csv')}>
              CSV
            </button>
            <button type="button" className="button button--ghost" onClick={() => download(month, 'pdf')}>
              PDF
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
