// A ride's messages in its card, opened on demand: each one's channel, what it said in words (never the text),
// to whom, its status with the time, how many tries, and why it failed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageLogEntry } from '../../domain/messages/message-log';
import { describeError } from '../../lib/describe-error';
import { formatDateTime } from '../../lib/format';
import { useRideMessages } from './ride-messages-query';

export function RideMessagesDisclosure({ rideId }: { rideId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className="ride-messages" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="ride-messages__toggle">{t('messageLog.title')}</summary>
      {open ? <RideMessageList rideId={rideId} /> : null}
    </details>
  );
}

function RideMessageList({ rideId }: { rideId: string }) {
  const { t } = useTranslation();
  const messages = useRideMessages(rideId);
  if (messages.isPending) return <p className="muted">{t('partner.common.loading')}</p>;
  if (messages.isError)
    return (
      <p className="form-error" role="alert">
        {describeError(messages.error, t)}
      </p>
    );
  if (messages.data.data.length === 0) return <p className="muted">{t('messageLog.empty')}</p>;
  return (
    <ol className="ride-messages__list" aria-label={t('messageLog.title')}>
      {messages.data.data.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </ol>
  );
}

/** When the message reached its status: delivered, sent, or (queued, failed) its last change. */
const statusTime = (message: MessageLogEntry) =>
  message.status === 'delivered'
    ? (message.deliveredAt ?? message.createdAt)
    : message.status === 'sent'
      ? (message.sentAt ?? message.createdAt)
      : message.createdAt;

function MessageItem({ message }: { message: MessageLogEntry }) {
  const { t, i18n } = useTranslation();
  const recipient =
    message.channel !== 'push'
      ? message.recipient
      : message.recipient && message.recipientRole
        ? t('messageLog.pushTo', {
            name: message.recipient,
            role: t(`messageLog.roles.${message.recipientRole}`),
          })
        : t('messageLog.channels.push');
  return (
    <li className={`ride-message ride-message--${message.status}`}>
      <p className="ride-message__head">
        <span className={`ride-message__channel ride-message__channel--${message.channel}`}>
          {t(`messageLog.channels.${message.channel}`)}
        </span>
        <span className="ride-message__kind">{t(`messageLog.kinds.${message.kind}`)}</span>
        <span className={`badge badge--message-${message.status}`}>
          {t(`messageLog.statuses.${message.status}`)}
        </span>
        <time dateTime={statusTime(message)}>{formatDateTime(statusTime(message), i18n.language)}</time>
      </p>
      <p className="ride-message__meta">
        <span>{t('messageLog.to', { recipient })}</span>
        {message.attempts > 1 ? <span>{t('messageLog.tries', { tries: message.attempts })}</span> : null}
        {message.fallbackOf ? <span>{t('messageLog.fallback')}</span> : null}
      </p>
      {message.failureReason ? (
        <p className="ride-message__failure">{t('messageLog.failure', { reason: message.failureReason })}</p>
      ) : null}
    </li>
  );
}
