// The partner's leads (spec 3 'lead'): riders who left a phone number in the chat, on WhatsApp or through the
// lead form without booking, with what they had asked for so far; open or converted once that rider booked.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_PAGE_SIZES, LEAD_STATUSES, type Lead } from '../../domain/riders/leads';
import { Pagination } from '../../components/pagination';
import { usePaginationLabels } from '../../lib/use-pagination-labels';
import { describeError } from '../../lib/describe-error';
import { formatDateTime } from '../../lib/format';
import { useBrand } from '../../lib/brand-store';
import { useLeads } from './leads-query';
import './customers.css';

type StatusFilter = 'all' | (typeof LEAD_STATUSES)[number];

function TripCell({ lead, language, timeZone }: { lead: Lead; language: string; timeZone: string }) {
  const { t } = useTranslation();
  const trip = lead.trip;
  if (!trip) return <span className="muted">{t('partner.leads.noTrip')}</span>;
  const route = [trip.pickup, trip.dropoff].filter(Boolean).join(' → ');
  return (
    <>
      {route || t('partner.leads.noRoute')}
      {trip.pickupTime ? (
        <span className="leads__when">{formatDateTime(trip.pickupTime, language, timeZone)}</span>
      ) : null}
    </>
  );
}

export function LeadsTable() {
  const { t, i18n } = useTranslation();
  const column = (name: string) => t(`partner.leads.columns.${name}`);
  const paginationLabels = usePaginationLabels();
  const brand = useBrand();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState<{ offset: number; limit: number }>({
    offset: 0,
    limit: LEAD_PAGE_SIZES[0],
  });
  const leads = useLeads({ status, ...page });
  const data = leads.data;

  return (
    <section className="panel" aria-labelledby="leads-title">
      <div className="panel__head">
        <div>
          <h2 id="leads-title" className="panel__title">
            {t('partner.leads.title')}
          </h2>
          <p className="muted">{t('partner.leads.subtitle')}</p>
        </div>
        <div className="toolbar">
          <div className="field">
            <label htmlFor="lead-status" className="field__label">
              {t('partner.leads.status')}
            </label>
            <select
              id="lead-status"
              className="field__input"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as StatusFilter);
                setPage((current) => ({ ...current, offset: 0 }));
              }}
            >
              {(['all', ...LEAD_STATUSES] as const).map((option) => (
                <option key={option} value={option}>
                  {t(`partner.leads.statuses.${option}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      {leads.isError ? (
        <p className="form-error" role="alert">
          {describeError(leads.error, t)}
        </p>
      ) : null}
      <div className="table-scroll">
        <table className="data-table data-table--cards">
          <thead>
            <tr>
              <th scope="col">{column('name')}</th>
              <th scope="col">{column('phone')}</th>
              <th scope="col">{column('source')}</th>
              <th scope="col">{column('trip')}</th>
              <th scope="col">{column('status')}</th>
              <th scope="col">{column('updated')}</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((lead) => (
              <tr key={lead.id}>
                <th scope="row">{lead.name || <span className="muted">{t('partner.leads.noName')}</span>}</th>
                <td data-label={column('phone')}>
                  <a href={`tel:${lead.phone}`} dir="ltr">
                    {lead.phone}
                  </a>
                </td>
                <td data-label={column('source')}>{t(`partner.leads.sources.${lead.source}`)}</td>
                <td data-label={column('trip')}>
                  <TripCell lead={lead} language={language} timeZone={brand.timezone} />
                </td>
                <td data-label={column('status')}>
                  <span className={`badge badge--${lead.status === 'converted' ? 'Active' : 'pending'}`}>
                    {t(`partner.leads.statuses.${lead.status}`)}
                  </span>
                </td>
                <td data-label={column('updated')}>
                  {formatDateTime(lead.updatedAt, language, brand.timezone)}
                </td>
              </tr>
            ))}
            {data && data.items.length === 0 ? (
              <tr>
                <td colSpan={6} className="data-table__empty">
                  {t('partner.leads.empty')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <Pagination
        total={data?.total ?? 0}
        offset={page.offset}
        limit={page.limit}
        sizes={LEAD_PAGE_SIZES}
        labels={paginationLabels}
        onChange={setPage}
      />
    </section>
  );
}
