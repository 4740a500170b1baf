// One ride offered to the driver: where and when, the fare, how far the pickup is, and Accept or Decline before
// the offer passes to the next driver (the countdown runs to the server's own expiry).
import { useTranslation } from 'react-i18next';
import type { DriverRide } from '../../domain/drivers/driver-app';
import { formatDateTime, formatMoney, formatNumber } from '../../lib/format';
import { useNow } from '../../lib/use-now';

interface OfferCardProps {
  offer: DriverRide;
  busy: boolean;
  onAnswer: (answer: 'accept' | 'decline') => void;
}

export function OfferCard({ offer, busy, onAnswer }: OfferCardProps) {
  const { t, i18n } = useTranslation();
  const now = useNow(1_000);
  const secondsLeft = offer.offerExpiresAt
    ? Math.max(0, Math.ceil((Date.parse(offer.offerExpiresAt) - now.getTime()) / 1000))
    : null;
  const expired = secondsLeft === 0;
  const distance = offer.distanceToPickupMeters;
  return (
    <article
      className="driver-card driver-card--offer"
      aria-label={t('driver.offers.card', { name: offer.pickup.name })}
    >
      <header className="driver-card__head">
        <strong>{t('driver.offers.new')}</strong>
        {secondsLeft !== null ? (
          <span className="driver-card__timer" role="timer" aria-live="off">
            {expired ? t('driver.offers.expired') : t('driver.offers.secondsLeft', { seconds: secondsLeft })}
          </span>
        ) : null}
      </header>
      <RideRoute ride={offer} />
      <dl className="driver-card__facts">
        <div>
          <dt>{t('driver.ride.when')}</dt>
          <dd>{formatDateTime(offer.pickupAt, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('driver.ride.fare')}</dt>
          <dd>{formatMoney(offer.totalAmount, offer.currency, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('driver.offers.toPickup')}</dt>
          <dd>
            {distance === null
              ? t('driver.offers.distanceUnknown')
              : formatNumber(distance / 1000, i18n.language, {
                  style: 'unit',
                  unit: 'kilometer',
                  maximumFractionDigits: 1,
                })}
          </dd>
        </div>
      </dl>
      <div className="driver-card__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy || expired}
          onClick={() => onAnswer('accept')}
        >
          {t('driver.actions.accept')}
        </button>
        <button
          type="button"
          className="button button--light"
          disabled={busy || expired}
          onClick={() => onAnswer('decline')}
        >
          {t('driver.actions.decline')}
        </button>
      </div>
    </article>
  );
}

/** Pickup and drop of a ride, each a line the driver reads at a glance. */
export function RideRoute({ ride }: { ride: DriverRide }) {
  const { t } = useTranslation();
  return (
    <ol className="driver-route">
      <li>
        <span className="driver-route__label">{t('driver.ride.pickup')}</span> {ride.pickup.name}
      </li>
      <li>
        <span className="driver-route__label">{t('driver.ride.drop')}</span> {ride.dropoff.name}
      </li>
    </ol>
  );
}
