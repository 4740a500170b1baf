// The partner home's dashboard (spec 2.3 "Business overview"): a period filter, counters per status, revenue and
// commission in the brand's currency, and the new-bookings sheet fed live over socket.io.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RidesResponse } from '../../domain/rides/partner-rides';
import { useBrand } from '../../lib/brand-store';
import { formatMoney } from '../../lib/format';
import { NewBookings } from './new-bookings';
import { PeriodFilter, type Period } from '../../components/period-filter';
import { useRides } from './rides-query';
import './rides.css';

const COUNTERS = ['all', 'accepted', 'ontrip', 'cancelled', 'completed'] as const;

export function BusinessOverview() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>({ dateFilter: 'today' });
  const rides = useRides({ ...period, limit: 1 });
  return (
    <div className="overview">
      <section className="panel" aria-labelledby="overview-stats">
        <div className="panel__head">
          <h2 id="overview-stats" className="panel__title">
            {t('partner.overview.statsTitle')}
          </h2>
          <PeriodFilter value={period} onChange={setPeriod} />
        </div>
        <Stats data={rides.data} />
      </section>
      <NewBookings />
    </div>
  );
}

function Stats({ data }: { data: RidesResponse | undefined }) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const currency = data?.currency ?? brand.currency;
  return (
    <>
      <ul className="stat-grid" aria-label={t('partner.overview.countersLabel')}>
        {COUNTERS.map((key) => (
          <li key={key} className={`stat stat--${key}`}>
            <span className="stat__label">{t(`partner.rides.tabs.${key}`)}</span>
            <span className="stat__value">{data ? data.counts[key] : '–'}</span>
          </li>
        ))}
      </ul>
      <div className="money-grid">
        <p className="money money--revenue">
          <span className="money__label">{t('partner.overview.revenue')}</span>
          <span className="money__value">{formatMoney(data?.revenue ?? 0, currency, i18n.language)}</span>
        </p>
        <p className="money money--commission">
          <span className="money__label">{t('partner.overview.commission')}</span>
          <span className="money__value">{formatMoney(data?.commission ?? 0, currency, i18n.language)}</span>
        </p>
      </div>
    </>
  );
}
