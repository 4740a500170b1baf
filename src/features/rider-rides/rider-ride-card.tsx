// One of the rider's rides: status, where from and to, when, the vehicle and fare, the trip code to give the
// driver while it can still start, the driver once assigned, and why it was cancelled if it was.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RiderRide } from '../../domain/rides/rider-rides';
import { sayServerWords } from '../../domain/server-words';
import { formatDateTime, formatMoney } from '../../lib/format';

const SHOWS_TRIP_CODE = ['booked', 'accepted'];

export function RiderRideCard({
  ride,
  timezone,
  children,
}: {
  ride: RiderRide;
  timezone: string;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const id = ride.id.slice(0, 8).toUpperCase();
  const money = (amount: number) => formatMoney(amount, ride.currency, i18n.language);
  return (
    <article className="rider-ride" aria-label={t('riderRides.cardLabel', { id })}>
      <header className="rider-ride__head">
        <p className="rider-ride__route">
          {ride.pickup} → {ride.dropoff}
        </p>
        <span className={`rider-ride__status rider-ride__status--${ride.status}`}>
          {t(`riderRides.status.${ride.status}`)}
        </span>
      </header>
      <dl className="rider-ride__facts">
        <Fact label={t('riderRides.when')} value={formatDateTime(ride.pickupTime, i18n.language, timezone)} />
        <Fact
          label={t('riderRides.vehicle')}
          value={ride.vehicleLabel ?? t(`partner.vehicleTypes.${ride.vehicleType}`)}
        />
        <Fact
          label={t('riderRides.fare')}
          value={formatMoney(ride.totalAmount, ride.currency, i18n.language)}
        />
        {ride.waitingCharge > 0 ? (
          <Fact label={t('riderRides.waitingCharge')} value={money(ride.waitingCharge)} />
        ) : null}
        {ride.promoDiscount > 0 ? (
          <Fact label={t('booking.money.discount')} value={`−${money(ride.promoDiscount)}`} />
        ) : null}
        {ride.settledFee > 0 ? (
          <Fact label={t('booking.money.feeAdded')} value={money(ride.settledFee)} />
        ) : null}
        {ride.walletAmount > 0 ? (
          <>
            <Fact label={t('booking.money.fromWallet')} value={money(ride.walletAmount)} />
            <Fact
              label={t(`booking.money.dueBy.${ride.paymentMethod}`)}
              value={money(ride.totalAmount - ride.walletAmount)}
            />
          </>
        ) : null}
        <Fact label={t('riderRides.ride')} value={`#${id}`} />
        {ride.driverName ? <Fact label={t('riderRides.driver')} value={ride.driverName} /> : null}
        {SHOWS_TRIP_CODE.includes(ride.status) ? (
          <Fact label={t('riderRides.tripCode')} value={ride.tripCode} />
        ) : null}
        {ride.cancelReason ? (
          <Fact label={t('riderRides.reason')} value={sayServerWords(ride.cancelReason, t, i18n.language)} />
        ) : null}
        {ride.cancellationFee ? (
          <Fact
            label={t('fees.cancellationFee')}
            value={formatMoney(ride.cancellationFee, ride.currency, i18n.language)}
          />
        ) : null}
      </dl>
      {SHOWS_TRIP_CODE.includes(ride.status) ? (
        <p className="rider-ride__hint">{t('riderRides.tripCodeHint')}</p>
      ) : null}
      {children}
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
