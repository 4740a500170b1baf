// The partners' list: a search box, status chips with their counts, and one card per partner with its address,
// owner, this month's rides, fares and commission (in its own currency) and its last activity.
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  PARTNER_STATUSES,
  type PartnerStatus,
  type PartnerSummary,
} from '../../domain/platform/admin-console';
import { describeError } from '../../lib/describe-error';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../lib/format';
import { usePartners } from './partners-queries';

function PartnerCard({ partner }: { partner: PartnerSummary }) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, partner.currency, i18n.language);
  return (
    <li className="admin-card">
      <div className="admin-card__head">
        <Link className="admin-card__name" to={`/admin/partners/${partner.id}`}>
          {partner.businessName}
        </Link>
        <span className={`admin-status admin-status--${partner.status}`}>
          {t(`platformAdmin.status.${partner.status}`)}
        </span>
      </div>
      <dl className="admin-facts">
        <dt>{t('platformAdmin.partners.address')}</dt>
        <dd>{partner.address}</dd>
        <dt>{t('platformAdmin.partners.owner')}</dt>
        <dd>{partner.ownerEmail ?? '—'}</dd>
        <dt>{t('platformAdmin.partners.created')}</dt>
        <dd>{formatDate(partner.createdAt, i18n.language)}</dd>
        <dt>{t('platformAdmin.partners.ridesThisMonth')}</dt>
        <dd>{formatNumber(partner.ridesThisMonth, i18n.language)}</dd>
        <dt>{t('platformAdmin.partners.revenueThisMonth')}</dt>
        <dd>{money(partner.revenueThisMonth)}</dd>
        <dt>{t('platformAdmin.partners.commissionThisMonth')}</dt>
        <dd>{money(partner.commissionThisMonth)}</dd>
        <dt>{t('platformAdmin.partners.lastActivity')}</dt>
        <dd>
          {partner.lastActivityAt
            ? formatDateTime(partner.lastActivityAt, i18n.language)
            : t('platformAdmin.partners.noActivity')}
        </dd>
      </dl>
    </li>
  );
}

export function PartnersList() {
  const { t, i18n } = useTranslation();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<PartnerStatus | null>(null);
  const query = usePartners({ q: useDeferredValue(q.trim()), status });
  const counts = query.data?.counts;
  const chips: (PartnerStatus | null)[] = [null, ...PARTNER_STATUSES];
  return (
    <section className="stack">
      <h1>{t('platformAdmin.partners.title')}</h1>
      <div className="field">
        <label htmlFor="admin-search" className="field__label">
          {t('platformAdmin.partners.search')}
        </label>
        <input
          id="admin-search"
          className="field__input"
          type="search"
          value={q}
          placeholder={t('platformAdmin.partners.searchPlaceholder')}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      <div className="admin-chips" role="group" aria-label={t('platformAdmin.partners.filter')}>
        {chips.map((chip) => (
          <button
            key={chip ?? 'all'}
            type="button"
            className="admin-chip"
            aria-pressed={status === chip}
            onClick={() => setStatus(chip)}
          >
            {t(`platformAdmin.status.${chip ?? 'all'}`)}{' '}
            <span className="admin-chip__count">
              {formatNumber(counts?.[chip ?? 'all'] ?? 0, i18n.language)}
            </span>
          </button>
        ))}
      </div>
      {query.error ? (
        <p className="form-error" role="alert">
          {describeError(query.error, t)}
        </p>
      ) : null}
      {query.data && query.data.partners.length === 0 ? (
        <p className="muted">{t('platformAdmin.partners.none')}</p>
      ) : null}
      <ul className="admin-cards">
        {query.data?.partners.map((partner) => (
          <PartnerCard key={partner.id} partner={partner} />
        ))}
      </ul>
    </section>
  );
}
