// The partner's Help page: riders' tickets by status (open first), a ticket's thread, the answer box (the rider
// is told by e-mail or text), and close or reopen.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ticketListSchema,
  ticketSchema,
  TICKET_STATUSES,
  type Ticket,
  type TicketStatus,
} from '../../domain/riders/support';
import { apiRequest } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { formatDateTime } from '../../lib/format';
import { apiRequestKept } from '../../lib/offline/offline-snapshots';
import { MessageForm } from './message-form';
import { TicketStatusBadge, TicketThread } from './ticket-thread';
import './support.css';

function partnerTicketsOptions(status: TicketStatus | '') {
  return queryOptions({
    queryKey: ['partner', 'tickets', status],
    queryFn: ({ signal }) =>
      apiRequestKept(`/api/v1/partner/support/tickets${status ? `?status=${status}` : ''}`, {
        schema: ticketListSchema,
        session: 'business',
        signal,
      }),
    refetchInterval: 30_000,
  });
}

/** `onChanged` keeps the ticket on screen when its new status takes it out of the filtered list. */
function useTicketChange(onChanged: (ticket: Ticket) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, path, body }: { id: string; path: 'answer' | 'status'; body: object }) =>
      apiRequest(`/api/v1/partner/support/tickets/${encodeURIComponent(id)}/${path}`, {
        method: 'POST',
        body,
        schema: ticketSchema,
        session: 'business',
      }),
    onSuccess: (ticket) => {
      onChanged(ticket);
      return queryClient.invalidateQueries({ queryKey: ['partner', 'tickets'] });
    },
  });
}

function TicketDetail({ ticket, onChanged }: { ticket: Ticket; onChanged: (ticket: Ticket) => void }) {
  const { t } = useTranslation();
  const change = useTicketChange(onChanged);
  const closed = ticket.status === 'closed';
  return (
    <section className="panel" aria-labelledby="help-ticket">
      <div className="panel__head">
        <h2 id="help-ticket" className="panel__title">
          {ticket.riderName || t('support.rider')} <span className="muted">{ticket.riderPhone}</span>
        </h2>
        <TicketStatusBadge status={ticket.status} />
      </div>
      {ticket.rideLabel ? <p className="muted">{t('support.about', { ride: ticket.rideLabel })}</p> : null}
      <TicketThread ticket={ticket} viewer="partner" />
      {closed ? null : (
        <MessageForm
          id="help-answer"
          label={t('support.answer')}
          submitLabel={t('support.sendAnswer')}
          pending={change.isPending}
          onSend={(message, done) =>
            change.mutate({ id: ticket.id, path: 'answer', body: { message } }, { onSuccess: done })
          }
        />
      )}
      {change.error ? (
        <p className="form-error" role="alert">
          {describeError(change.error, t)}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--ghost"
        disabled={change.isPending}
        onClick={() =>
          change.mutate({ id: ticket.id, path: 'status', body: { status: closed ? 'open' : 'closed' } })
        }
      >
        {closed ? t('support.reopen') : t('support.close')}
      </button>
    </section>
  );
}

export function HelpBoard() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<TicketStatus | ''>('open');
  const [chosen, setChosen] = useState<Ticket | null>(null);
  const tickets = useQuery(partnerTicketsOptions(status));
  const items = tickets.data?.items ?? [];
  const selected = items.find((ticket) => ticket.id === chosen?.id) ?? chosen;
  return (
    <div className="console-page">
      <div className="field">
        <label htmlFor="help-status" className="field__label">
          {t('support.filter')}
        </label>
        <select
          id="help-status"
          className="field__input"
          value={status}
          onChange={(event) => setStatus(event.target.value as TicketStatus | '')}
        >
          <option value="">{t('support.all')}</option>
          {TICKET_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t(`support.status.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {tickets.error ? <p role="alert">{describeError(tickets.error, t)}</p> : null}
      <div className="help-board">
        <ul className="help-list" aria-label={t('support.tickets')}>
          {tickets.data && items.length === 0 ? <li className="muted">{t('support.noTickets')}</li> : null}
          {items.map((ticket) => (
            <li key={ticket.id}>
              <button
                type="button"
                className="help-item"
                aria-current={ticket.id === chosen?.id ? 'true' : undefined}
                onClick={() => setChosen(ticket)}
              >
                <span>
                  <strong>{ticket.riderName || ticket.riderPhone || t('support.rider')}</strong>{' '}
                  <TicketStatusBadge status={ticket.status} />
                </span>
                <span>{ticket.messages[0]?.body.slice(0, 80)}</span>
                <time className="muted" dateTime={ticket.updatedAt}>
                  {formatDateTime(ticket.updatedAt, i18n.language)}
                </time>
              </button>
            </li>
          ))}
        </ul>
        {selected ? <TicketDetail key={selected.id} ticket={selected} onChanged={setChosen} /> : null}
      </div>
    </div>
  );
}
