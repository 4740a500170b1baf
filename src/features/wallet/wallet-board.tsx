// A wallet (spec 2.3, and the rider's cashback wallet of 2.1 user/wallet): the balance with its currency, a period
// filter (This Month by default) and Recent Activity: description, local time, and the amount with + in green for
// credits, - in red for debits. A rider's line links to its ride. Offline, the last kept answer shows, dated.
// The partner also downloads the period's statement and records payouts to their bank.
import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CUSTOM_DATE_MIN, DATE_FILTERS, type DateFilter } from '../../domain/date-filter';
import { LEDGER_KINDS } from '../../domain/money/statement';
import type { WalletResponse, WalletTransaction } from '../../domain/money/wallet';
import { sayServerWords } from '../../domain/server-words';
import { DateFilterField, type DateFilterValue } from '../../components/date-filter-field';
import { WalletIcon } from '../../components/icons';
import { useBrand } from '../../lib/brand-store';
import { describeError } from '../../lib/describe-error';
import { formatDateTime, formatMoney, isoDateIn } from '../../lib/format';
import { useOfflineState } from '../../lib/offline/offline-snapshots';
import { PayoutForm, StatementBar } from './statement-bar';
import { useWallet, type WalletOwner } from './wallet-query';
import './wallet.css';

/** Why a rider's entry was written, in their language; an entry of a kind not named here keeps the server's words.
 * A referral reward with a ride is for the rider's own first ride; without one, for a friend's. */
function riderEntryText(entry: WalletTransaction, t: TFunction, language: string): string {
  if (entry.kind === LEDGER_KINDS.referral)
    return entry.rideId
      ? t('riderWallet.referralOwn', { id: entry.rideId.slice(0, 8).toUpperCase() })
      : t('riderWallet.referralFriend');
  const key = RIDER_ENTRY_KEYS[entry.kind];
  return key && entry.rideId
    ? t(key, { id: entry.rideId.slice(0, 8).toUpperCase() })
    : sayServerWords(entry.description, t, language);
}

const RIDER_ENTRY_KEYS: Record<string, string> = {
  [LEDGER_KINDS.cashback]: 'riderWallet.cashback',
  cancellation_fee: 'riderWallet.fee',
  no_show_fee: 'riderWallet.fee',
};

function PendingCashback({
  pending,
  currency,
  rideHref,
}: {
  pending: NonNullable<WalletResponse['data']['pendingCashback']>;
  currency: string;
  rideHref?: (rideId: string) => string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section className="panel" aria-labelledby="wallet-pending">
      <div className="panel__head">
        <h2 id="wallet-pending" className="panel__title">
          {t('riderWallet.pending')}
        </h2>
        <p className="wallet-entry__amount">{formatMoney(pending.amount, currency, i18n.language)}</p>
      </div>
      <p className="muted">{t('riderWallet.pendingHint')}</p>
      <ul className="wallet-list" aria-label={t('riderWallet.pending')}>
        {pending.rides.map((ride) => {
          const label = t('riderWallet.pendingRide', { id: ride.rideId.slice(0, 8).toUpperCase() });
          return (
            <li key={ride.rideId} className="wallet-entry">
              <div>
                <p className="wallet-entry__description">
                  {rideHref ? <Link to={rideHref(ride.rideId)}>{label}</Link> : label}
                </p>
                <p className="muted">
                  <time dateTime={ride.pickupAt}>{formatDateTime(ride.pickupAt, i18n.language)}</time>
                </p>
              </div>
              <p className="wallet-entry__amount">{formatMoney(ride.amount, currency, i18n.language)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface WalletBoardProps {
  owner?: WalletOwner;
  /** The address of a line's ride, when the owner has a page for it. */
  rideHref?: (rideId: string) => string;
  /** Shown under the empty period (the rider's way to a first ride and its cashback). */
  emptyAction?: ReactNode;
}

export function WalletBoard({ owner = 'partner', rideHref, emptyAction }: WalletBoardProps) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const [period, setPeriod] = useState<DateFilterValue<DateFilter>>({ dateFilter: 'thisMonth' });
  const wallet = useWallet(period, owner);
  const data = wallet.data?.data;
  const currency = data?.total.currency ?? brand.currency;
  const offline = useOfflineState();
  const describe = (entry: WalletTransaction) =>
    owner === 'rider'
      ? riderEntryText(entry, t, i18n.language)
      : sayServerWords(entry.description, t, i18n.language);

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
      {data?.pendingCashback && data.pendingCashback.amount > 0 ? (
        <PendingCashback pending={data.pendingCashback} currency={currency} rideHref={rideHref} />
      ) : null}
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
        {owner === 'partner' ? <StatementBar period={period} /> : null}
        {wallet.isError ? (
          <p className="form-error" role="alert">
            {describeError(wallet.error, t)}
          </p>
        ) : null}
        {owner === 'rider' && offline.servingSnapshot && offline.savedAt ? (
          <p className="muted" role="status">
            {t('offline.banner', {
              time: formatDateTime(new Date(offline.savedAt).toISOString(), i18n.language),
            })}
          </p>
        ) : null}
        {data && data.transactions.length === 0 ? (
          <div className="empty">
            <p className="muted">{t('partner.wallet.empty')}</p>
            {owner === 'rider' ? <p className="muted">{t('riderWallet.emptyHint')}</p> : null}
            {emptyAction}
          </div>
        ) : null}
        <ul className="wallet-list" aria-label={t('partner.wallet.activity')}>
          {data?.transactions.map((entry) => {
            const credit = entry.transaction === 'credit';
            return (
              <li key={entry.id} className="wallet-entry">
                <div>
                  <p className="wallet-entry__description">
                    {entry.rideId && rideHref ? (
                      <Link to={rideHref(entry.rideId)}>{describe(entry)}</Link>
                    ) : (
                      describe(entry)
                    )}
                  </p>
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
      {owner === 'partner' ? (
        <section className="panel">
          <PayoutForm currency={currency} available={data?.total.balance} />
        </section>
      ) : null}
    </div>
  );
}
