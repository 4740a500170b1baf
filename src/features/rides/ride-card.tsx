// One ride as a card: who, when, where, what and how much, its status badge, and only the actions its state
// allows (the one state machine in domain/): Accept and Decline when booked, Start when accepted, Complete on a
// trip, Take off driver while accepted, Cancel while booked or accepted, Rider didn't come once the driver is at
// the pickup; none for a role that may not dispatch. Owners and accountants refund a completed or cancelled
// ride's payment. A completed ride offers its tax invoice to every role, and every ride the messages it caused.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerRide } from '../../domain/rides/partner-rides';
import { allowedActions } from '../../domain/rides/ride-lifecycle';
import type { RideSummary } from '../../domain/rides/ride';
import { sayServerWords } from '../../domain/server-words';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useMayUse } from '../../lib/partner-role';
import type { RideDialogKind } from './ride-action-dialog';
import { rideStatusLabel, shortRideId } from './ride-labels';
import { RideMessagesDisclosure } from './ride-messages';

/** Loaded when first shown, so the console's and riders' route tables do not list its chunk. */
const InvoiceDownload = lazy(() =>
  import('../../components/pdf-link').then((m) => ({ default: m.InvoiceDownload })),
);

interface RideCardProps {
  ride: (RideSummary | PartnerRide) & { pendingSync?: boolean };
  showTripCode?: boolean;
  onAction: (kind: RideDialogKind) => void;
}

export function RideCard({ ride, showTripCode = false, onAction }: RideCardProps) {
  const { t, i18n } = useTranslation();
  const dispatcher = useMayUse('dispatch');
  const mayRefund = useMayUse('wallet');
  const actions = dispatcher ? allowedActions(ride.status) : [];
  const assigned = 'driverName' in ride ? ride : null;
  const shortId = shortRideId(ride.id);
  const fare = formatMoney(assigned?.collectedFee ?? ride.totalAmount, ride.currency, i18n.language);
  return (
    <article className="ride-card" aria-label={t('partner.rides.cardLabel', { id: shortId })}>
      <header className="ride-card__head">
        <div>
          <p className="ride-card__customer">{ride.customerName}</p>
          <p className="ride-card__id">#{shortId}</p>
        </div>
        <span className={`badge badge--${ride.status}`}>{rideStatusLabel(t, ride.status)}</span>
        {ride.pendingSync ? (
          <span className="badge badge--pending-sync">{t('offline.pendingBadge')}</span>
        ) : null}
      </header>
      <dl className="ride-card__facts">
        <Fact label={t('partner.rides.pickupTime')} value={formatDateTime(ride.pickupTime, i18n.language)} />
        <Fact label={t('partner.rides.phone')} value={ride.customerPhone} phone />
        <Fact label={t('partner.rides.pickup')} value={ride.pickup} wide />
        <Fact label={t('partner.rides.dropoff')} value={ride.dropoff} wide />
        <Fact label={t('partner.rides.rideType')} value={t(`partner.services.${ride.service}`)} />
        <Fact label={t('partner.rides.tripType')} value={t(`partner.tripTypes.${ride.tripType}`)} />
        <Fact label={t('partner.rides.vehicleType')} value={t(`partner.vehicleTypes.${ride.vehicleType}`)} />
        {showTripCode ? <Fact label={t('partner.rides.tripCode')} value={ride.tripCode} /> : null}
        {assigned?.driverName ? <Fact label={t('partner.rides.driver')} value={assigned.driverName} /> : null}
        {assigned?.vehicleLabel ? (
          <Fact label={t('partner.rides.vehicle')} value={assigned.vehicleLabel} />
        ) : null}
        {assigned?.cancelReason ? (
          <Fact
            label={t('partner.rides.cancelReason')}
            value={sayServerWords(assigned.cancelReason, t, i18n.language)}
            wide
          />
        ) : null}
        {assigned?.cancellationFee ? (
          <Fact
            label={t('fees.cancellationFee')}
            value={formatMoney(assigned.cancellationFee, ride.currency, i18n.language)}
          />
        ) : null}
      </dl>
      <footer className="ride-card__foot">
        <p className="ride-card__fare">
          <span className="visually-hidden">{t('partner.rides.fare')} </span>
          {fare}
        </p>
        <div className="ride-card__actions">
          {actions.includes('accept') ? (
            <>
              <button
                type="button"
                className="button button--primary button--small"
                onClick={() => onAction('accept')}
              >
                {t('partner.rides.actions.accept')}
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => onAction('decline')}
              >
                {t('partner.rides.actions.decline')}
              </button>
            </>
          ) : null}
          {actions.includes('start') ? (
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => onAction('start')}
            >
              {t('partner.rides.actions.start')}
            </button>
          ) : null}
          {actions.includes('complete') ? (
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => onAction('complete')}
            >
              {t('partner.rides.actions.complete')}
            </button>
          ) : null}
          {dispatcher && ride.status === 'accepted' && assigned && !assigned.arrivedAt ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => onAction('arrived')}
            >
              {t('partner.rides.actions.arrived')}
            </button>
          ) : null}
          {dispatcher && ride.status === 'accepted' && assigned?.arrivedAt ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => onAction('noShow')}
            >
              {t('fees.noShow.button')}
            </button>
          ) : null}
          {mayRefund && assigned && (ride.status === 'completed' || ride.status === 'cancelled') ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => onAction('refund')}
            >
              {t('fees.refunds.action')}
            </button>
          ) : null}
          {actions.includes('unassign') ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => onAction('unassign')}
            >
              {t('partner.rides.actions.unassign')}
            </button>
          ) : null}
          {actions.includes('cancel') ? (
            <button
              type="button"
              className="button button--danger button--small"
              onClick={() => onAction('cancel')}
            >
              {t('partner.rides.actions.cancel')}
            </button>
          ) : null}
          {ride.status === 'completed' && !ride.pendingSync ? (
            <Suspense fallback={null}>
              <InvoiceDownload rideId={ride.id} who="partner" />
            </Suspense>
          ) : null}
        </div>
      </footer>
      {ride.pendingSync ? null : <RideMessagesDisclosure rideId={ride.id} />}
    </article>
  );
}

interface FactProps {
  label: string;
  value: string;
  wide?: boolean;
  /** A phone number: kept whole on one line, its digits left to right in right-to-left pages. */
  phone?: boolean;
}

function Fact({ label, value, wide = false, phone = false }: FactProps) {
  return (
    <div className={wide ? 'ride-card__fact ride-card__fact--wide' : 'ride-card__fact'}>
      <dt>{label}</dt>
      <dd>
        {phone ? (
          <span className="ride-card__phone" dir="ltr">
            {value}
          </span>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}
