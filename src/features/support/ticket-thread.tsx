// One ticket's thread as both sides read it: each message with who wrote it and when, the status, and the ride
// it is about.
import { useTranslation } from 'react-i18next';
import type { Ticket } from '../../domain/riders/support';
import { formatDateTime } from '../../lib/format';

export function TicketStatusBadge({ status }: { status: Ticket['status'] }) {
  const { t } = useTranslation();
  return <span className={`ticket-status ticket-status--${status}`}>{t(`support.status.${status}`)}</span>;
}

export function TicketThread({ ticket, viewer }: { ticket: Ticket; viewer: 'rider' | 'partner' }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="ticket-thread" aria-label={t('support.thread')}>
      {ticket.messages.map((message) => (
        <li
          key={message.id}
          className={`ticket-message ticket-message--${message.author === viewer ? 'own' : 'other'}`}
        >
          <p className="ticket-message__meta">
            {message.author === 'rider'
              ? viewer === 'rider'
                ? t('support.you')
                : ticket.riderName || t('support.rider')
              : t('support.team')}
            {' · '}
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language)}</time>
          </p>
          <p className="ticket-message__body">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
