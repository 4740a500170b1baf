// The rider's support page (spec 2.1 user/support): the questions most riders ask, how to reach the partner
// (call, WhatsApp, e-mail), a ticket form tied to one of their rides if they like, and their tickets with the
// partner's answers. A ticket written offline waits on the device and goes out once online.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FAQ_KEYS, faqFor, type Ticket } from '../../domain/riders/support';
import { whatsappLink } from '../../domain/assistants/whatsapp-link';
import { useBrand } from '../../lib/brand-store';
import { describeError } from '../../lib/describe-error';
import { MessageForm } from './message-form';
import {
  useCreateTicket,
  useReplyToTicket,
  useRiderTickets,
  useSendPendingTickets,
  useSupportContact,
} from './support-queries';
import { TicketStatusBadge, TicketThread } from './ticket-thread';
import './support.css';

export interface RideOption {
  id: string;
  label: string;
}

/** The partner's own questions in the reader's language (or the site's default), else the built-in ones. */
export function SupportFaq() {
  const { t, i18n } = useTranslation();
  const contact = useSupportContact();
  const own = contact.data ? faqFor(contact.data, i18n.language) : [];
  const entries = own.length
    ? own
    : DEFAULT_FAQ_KEYS.map((key) => ({
        question: t(`support.faq.${key}.q`),
        answer: t(`support.faq.${key}.a`),
      }));
  return (
    <section className="support-section" aria-labelledby="support-faq">
      <h2 id="support-faq">{t('support.faqTitle')}</h2>
      {entries.map((entry, index) => (
        <details key={index} className="support-faq">
          <summary>{entry.question}</summary>
          <p className="support-faq__answer">{entry.answer}</p>
        </details>
      ))}
    </section>
  );
}

export function SupportContact() {
  const { t } = useTranslation();
  const brand = useBrand();
  const contact = useSupportContact();
  const phone = brand.phone.trim();
  const call = phone ? (phone.startsWith('+') ? phone : `+${brand.dialCode}${phone}`) : '';
  const whatsapp = whatsappLink(brand.dialCode, brand.phone, t('support.whatsappText'));
  const email = contact.data?.email ?? '';
  if (!call && !email) return null;
  return (
    <section className="support-section" aria-labelledby="support-contact">
      <h2 id="support-contact">{t('support.contactTitle')}</h2>
      <div className="support-contact">
        {call ? (
          <a className="button button--ghost" href={`tel:${call}`}>
            {t('support.call')}
          </a>
        ) : null}
        {whatsapp ? (
          <a className="button button--ghost" href={whatsapp} target="_blank" rel="noreferrer">
            {t('support.whatsapp')}
          </a>
        ) : null}
        {email ? (
          <a className="button button--ghost" href={`mailto:${email}`}>
            {t('support.email')}
          </a>
        ) : null}
      </div>
    </section>
  );
}

function RiderTicket({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const reply = useReplyToTicket();
  return (
    <li className="support-ticket">
      <article aria-label={t('support.ticketLabel', { id: ticket.id.slice(0, 8).toUpperCase() })}>
        <header className="support-ticket__head">
          <span>{ticket.rideLabel ?? t('support.general')}</span>
          <TicketStatusBadge status={ticket.status} />
        </header>
        <TicketThread ticket={ticket} viewer="rider" />
        {ticket.status !== 'closed' ? (
          <MessageForm
            id={`reply-${ticket.id}`}
            label={t('support.followUp')}
            submitLabel={t('support.sendFollowUp')}
            pending={reply.isPending}
            onSend={(message, done) => reply.mutate({ id: ticket.id, message }, { onSuccess: done })}
            footer={
              reply.error ? (
                <p className="form-error" role="alert">
                  {describeError(reply.error, t)}
                </p>
              ) : null
            }
          />
        ) : null}
      </article>
    </li>
  );
}

export function RiderTickets({ rides }: { rides: readonly RideOption[] }) {
  const { t } = useTranslation();
  const create = useCreateTicket();
  const tickets = useRiderTickets(true);
  const [rideId, setRideId] = useState('');
  useSendPendingTickets(true);
  return (
    <>
      <section className="support-section" aria-labelledby="support-ask">
        <h2 id="support-ask">{t('support.askTitle')}</h2>
        <MessageForm
          id="support-message"
          label={t('support.message')}
          submitLabel={t('support.send')}
          pending={create.isPending}
          onSend={(message, done) =>
            create.mutate({ message, rideId: rideId || null }, { onSuccess: () => (done(), setRideId('')) })
          }
          footer={
            <>
              {create.data ? (
                <p role="status" className="muted">
                  {create.data === 'queued' ? t('support.queued') : t('support.sent')}
                </p>
              ) : null}
              {create.error ? (
                <p className="form-error" role="alert">
                  {describeError(create.error, t)}
                </p>
              ) : null}
            </>
          }
        >
          {rides.length ? (
            <div className="field">
              <label htmlFor="support-ride" className="field__label">
                {t('support.ride')}
              </label>
              <select
                id="support-ride"
                className="field__input"
                value={rideId}
                onChange={(event) => setRideId(event.target.value)}
              >
                <option value="">{t('support.noRide')}</option>
                {rides.map((ride) => (
                  <option key={ride.id} value={ride.id}>
                    {ride.label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </MessageForm>
      </section>
      <section className="support-section" aria-labelledby="support-mine">
        <h2 id="support-mine">{t('support.mine')}</h2>
        {tickets.data?.items.length === 0 ? <p className="muted">{t('support.none')}</p> : null}
        {tickets.error ? <p role="alert">{describeError(tickets.error, t)}</p> : null}
        <ol className="support-tickets">
          {tickets.data?.items.map((ticket) => (
            <RiderTicket key={ticket.id} ticket={ticket} />
          ))}
        </ol>
      </section>
    </>
  );
}
