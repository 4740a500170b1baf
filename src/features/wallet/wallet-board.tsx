// The partner's wallet (spec 2.3): the balance with its currency, a period filter (This Month by default) and
// Recent Activity: description, local time, and the amount with + in green for credits, - in red for debits.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOM_DATE_MIN, DATE_FILTERS, type DateFilter } from '../../domain/date-filter';
import { DateFilterField, type DateFilterValue } from '../../components/date-filter-field';
import { WalletIcon } from '../../components/icons';
import { useBrand } from '../../lib/brand-store';
import { describeError } from '../../lib/describe-error';
import { formatDateTime, formatMoney, isoDateIn } from '../../lib/format';
import { useWallet } from './wallet-query';
import './wallet.css';

export function WalletBoard() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const [period, setPeriod] = useState<DateFilterValue<DateFilter>>({ dateFilter: 'thisMonth' });
  const wallet = useWallet(period);
  const data = wallet.data?.data;
  const currency = data?.total.currency ?? brand.currency;

  return (
    <div className="console-page">
      <section className="wallet-balance" aria-labelledby="wallet-balance">
        <WalletIcon />
        <div>
          <h2 id="wallet-balance" className="wallet-balance__label">
            {t('partner.wallet.balance')}
          </h2>
          <p className="wallet-balance__value">
            {data ? formatMoney(data.total.balance, currency, i18n.language) : '–'}
          </p>
          <p className="wallet-balance__currency">{currency}</p>
        </div>
      </section>
      <section className="panel" aria-labelledby="wallet-activity">
        <div className="panel__head">
          <h2 id="wallet-activity" className="panel__title">
            {t('partner.wallet.activity')}
          </h2>
          <DateFilterField
            label={t('partner.dateFilter.label')}
            options={DATE_FILTERS.map((filter) => ({
              value: filter,
              label: t(`partner.dateFilter.${filter}`),
            }))}
            value={period}
            customValue="custom"
            fromLabel={t('partner.dateFilter.from')}
            toLabel={t('partner.dateFilter.to')}
            min={CUSTOM_DATE_MIN}
            max={isoDateIn(brand.timezone)}
            onChange={setPeriod}
          />
        </div>
        {wallet.isError ? (
          <p className="form-error" role="alert">
            {describeError(wallet.error, t)}
          </p>
        ) : null}
        {data && data.transactions.length === 0 ? (
          <p className="empty muted">{t('partner.wallet.empty')}</p>
        ) : null}
        <ul className="wallet-list" aria-label={t('partner.wallet.activity')}>
          {data?.transactions.map((entry) => {
            const credit = entry.transaction === 'credit';
            return (
              <li key={entry.id} className="wallet-entry">
                <div>
                  <p className="wallet-entry__description">{entry.description}</p>
                  <p className="muted">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time>
                  </p>
                </div>
                <p className={`wallet-entry__amount wallet-entry__amount--${entry.transaction}`}>
                  <span className="visually-hidden">{t(`partner.wallet.${entry.transaction}`)} </span>
                  {credit ? '+' : '-'}
                  {formatMoney(entry.amount, currency, i18n.language)}
                </p>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
