// The partner home's dashboard (spec 2.3 "Business overview"): a period filter, counters per status by pickup
// day with the rides booked in the period beside them (a booking made today for tomorrow is "booked today", and
// counted tomorrow), revenue and commission in the brand's currency for the roles that read money (the server
// leaves them out for the others), and the new-bookings sheet fed live over socket.io.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RidesResponse } from '../../domain/rides/partner-rides';
import { useBrand } from '../../lib/brand-store';
import { formatMoney } from '../../lib/format';
import { useMayUse } from '../../lib/partner-role';
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
        <p className="muted">{t('partner.overview.byPickupDay')}</p>
        <Stats data={rides.data} period={period} />
      </section>
      <NewBookings />
    </div>
  );
}

function Stats({ data, period }: { data: RidesResponse | undefined; period: Period }) {
  const { t } = useTranslation();
  const readsMoney = useMayUse('revenue');
  return (
    <>
      <ul className="stat-grid stat-grid--six" aria-label={t('partner.overview.countersLabel')}>
        {COUNTERS.map((key) => (
          <li key={key} className={`stat stat--${key}`}>
            <span className="stat__label">{t(`partner.rides.tabs.${key}`)}</span>
            <span className="stat__value">{data ? data.counts[key] : '–'}</span>
          </li>
        ))}
        <li className="stat stat--booked-in-period">
          <span className="stat__label">
            {t(
              period.dateFilter === 'today'
                ? 'partner.overview.bookedToday'
                : 'partner.overview.bookedInPeriod',
            )}
          </span>
          <span className="stat__value">{data ? data.bookedInPeriod : '–'}</span>
        </li>
      </ul>
      {readsMoney ? <Money data={data} /> : null}
    </>
  );
}

function Money({ data }: { data: RidesResponse | undefined }) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const currency = data?.currency ?? brand.currency;
  return (
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
  );
}
