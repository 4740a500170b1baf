// The rides dashboard (spec 2.3): search by ride id and a period (applied together), summary cards per status,
// tabs All … Cancelled with server-side pagination (5, 10, 20), and each ride's lifecycle actions; the list follows
// live updates.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RIDE_PAGE_SIZES, RIDE_TABS } from '../../domain/rides/partner-rides';
import { SearchField } from '../../components/search-field';
import { Pagination } from '../../components/pagination';
import { usePaginationLabels } from '../../lib/use-pagination-labels';
import { Tabs } from '../../components/tabs';
import { describeError } from '../../lib/describe-error';
import { PeriodFilter, type Period } from '../../components/period-filter';
import { RideActionDialog, type RideDialogState } from './ride-action-dialog';
import { RideCard } from './ride-card';
import { useRides } from './rides-query';
import { useLiveRides } from './use-live-rides';
import './rides.css';

type Tab = (typeof RIDE_TABS)[number];

export function RidesBoard() {
  const { t } = useTranslation();
  const paginationLabels = usePaginationLabels();
  // A notification's link (`?ride=<id>`: a booking waiting, an SOS) opens the board on that ride.
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<{ q: string; period: Period }>({
    q: params.get('ride') ?? '',
    period: { dateFilter: 'today' },
  });
  const [applied, setApplied] = useState(draft);
  const [tab, setTab] = useState<Tab>('all');
  const [page, setPage] = useState<{ offset: number; limit: number }>({
    offset: 0,
    limit: RIDE_PAGE_SIZES[0],
  });
  const [dialog, setDialog] = useState<RideDialogState | null>(null);
  useLiveRides();
  const rides = useRides({ ...applied.period, q: applied.q.trim(), status: tab, ...page });

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setApplied(draft);
    setPage((current) => ({ ...current, offset: 0 }));
  }

  const data = rides.data;
  return (
    <div className="rides-board">
      <form className="panel rides-filters" onSubmit={apply} role="search">
        <SearchField
          id="ride-search"
          className="rides-filters__search"
          label={t('partner.rides.searchLabel')}
          placeholder={t('partner.rides.searchPlaceholder')}
          value={draft.q}
          onChange={(q) => setDraft({ ...draft, q })}
        />
        <PeriodFilter value={draft.period} onChange={(period) => setDraft({ ...draft, period })} />
        <button type="submit" className="button button--primary">
          {t('partner.common.apply')}
        </button>
      </form>
      <ul className="stat-grid stat-grid--six" aria-label={t('partner.rides.summaryLabel')}>
        {RIDE_TABS.map((key) => (
          <li key={key} className={`stat stat--${key}`}>
            <span className="stat__label">{t(`partner.rides.tabs.${key}`)}</span>
            <span className="stat__value">{data ? data.counts[key] : '–'}</span>
          </li>
        ))}
      </ul>
      <Tabs
        label={t('partner.rides.tabsLabel')}
        items={RIDE_TABS.map((key) => ({ key, label: t(`partner.rides.tabs.${key}`) }))}
        selected={tab}
        onSelect={(key) => {
          setTab(key);
          setPage((current) => ({ ...current, offset: 0 }));
        }}
      >
        {rides.isError ? (
          <p className="form-error" role="alert">
            {describeError(rides.error, t)}
          </p>
        ) : null}
        {data && data.items.length === 0 ? (
          <div className="empty">
            <p className="empty__title">{t('partner.rides.empty')}</p>
            <button type="button" className="button button--ghost" onClick={() => void rides.refetch()}>
              {t('partner.common.refresh')}
            </button>
          </div>
        ) : null}
        <div className="ride-list" aria-busy={rides.isFetching}>
          {data?.items.map((ride) => (
            <RideCard key={ride.id} ride={ride} onAction={(kind) => setDialog({ kind, ride })} />
          ))}
        </div>
        <Pagination
          total={data?.total ?? 0}
          offset={page.offset}
          limit={page.limit}
          sizes={RIDE_PAGE_SIZES}
          labels={paginationLabels}
          onChange={setPage}
        />
      </Tabs>
      <RideActionDialog state={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
