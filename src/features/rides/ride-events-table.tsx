// The ride events log (spec 2.5): search by ride id and a window (Last 30 minutes, Last hour, Today) applied
// together, then Date, Label, Ride Id and Events (the change, from which status to which) per row.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_WINDOWS } from '../../domain/riders/customers';
import { sayServerWords } from '../../domain/server-words';
import { SearchField } from '../../components/search-field';
import { describeError } from '../../lib/describe-error';
import { formatDateTime } from '../../lib/format';
import { shortRideId } from './ride-labels';
import { useRideEvents } from './ride-events-query';
import { useLiveRides } from './use-live-rides';
import './rides.css';

type EventWindow = (typeof EVENT_WINDOWS)[number];

export function RideEventsTable() {
  const { t, i18n } = useTranslation();
  const column = (name: string) => t(`partner.events.columns.${name}`);
  const [draft, setDraft] = useState<{ q: string; window: EventWindow }>({ q: '', window: 'today' });
  const [applied, setApplied] = useState(draft);
  const events = useRideEvents({ window: applied.window, q: applied.q.trim() });
  useLiveRides();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setApplied(draft);
  }

  return (
    <section className="panel" aria-labelledby="events-title">
      <div className="panel__head">
        <h2 id="events-title" className="panel__title">
          {t('partner.events.heading')}
        </h2>
        <form className="toolbar" role="search" onSubmit={apply}>
          <SearchField
            id="event-search"
            label={t('partner.rides.searchLabel')}
            placeholder={t('partner.rides.searchPlaceholder')}
            value={draft.q}
            onChange={(q) => setDraft({ ...draft, q })}
          />
          <div className="field">
            <label htmlFor="event-window" className="field__label">
              {t('partner.events.window')}
            </label>
            <select
              id="event-window"
              className="field__input"
              value={draft.window}
              onChange={(event) => setDraft({ ...draft, window: event.target.value as EventWindow })}
            >
              {EVENT_WINDOWS.map((option) => (
                <option key={option} value={option}>
                  {t(`partner.events.windows.${option}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary">
            {t('partner.common.apply')}
          </button>
        </form>
      </div>
      {events.isError ? (
        <p className="form-error" role="alert">
          {describeError(events.error, t)}
        </p>
      ) : null}
      <div className="table-scroll">
        <table className="data-table data-table--cards">
          <thead>
            <tr>
              <th scope="col">{column('date')}</th>
              <th scope="col">{column('label')}</th>
              <th scope="col">{column('rideId')}</th>
              <th scope="col">{column('events')}</th>
            </tr>
          </thead>
          <tbody>
            {events.data?.items.map((entry) => (
              <tr key={entry.id}>
                <th scope="row">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time>
                </th>
                <td data-label={column('label')}>{sayServerWords(entry.label, t, i18n.language)}</td>
                <td data-label={column('rideId')} className="data-table__id">
                  #{shortRideId(entry.rideId)}
                </td>
                <td data-label={column('events')}>
                  {t('partner.events.change', {
                    customer: entry.customerName,
                    from: entry.fromStatus
                      ? t(`partner.rides.status.${entry.fromStatus}`)
                      : t('partner.events.new'),
                    to: t(`partner.rides.status.${entry.toStatus}`),
                  })}
                </td>
              </tr>
            ))}
            {events.data && events.data.items.length === 0 ? (
              <tr>
                <td colSpan={4} className="data-table__empty">
                  {t('partner.events.empty')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </section>
  );
}
