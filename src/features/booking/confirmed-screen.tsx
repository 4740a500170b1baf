// ride/confirmed (spec 2.5, 4, 8): success with the cashback earned, or the "Booking timeout" note without it;
// a UPI booking shows its pay link (and a QR code on desktops). The screen stays until the rider leaves it (Back
// to home), so the trip code is there for as long as it is needed. The card gateway's callback lands here with
// `?ride=…&paid=1`. A signed-in rider is offered notifications of the ride's steps.
import './booking.css';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { z } from 'zod';
import { bookedRideSchema, type BookedRide } from '../../domain/booking/booking';
import { ROUTES } from '../../domain/routes';

import { useBrand } from '../../lib/brand-store';
import { useToken } from '../../lib/session';
import { useLocalePath } from '../../lib/use-locale-path';
import { CheckIcon } from '../../components/screen-icons';
import { formatMoney } from '../../lib/format';
import { readBookingOutcome, type BookingOutcome } from './ride-draft';

const UpiQr = lazy(() => import('./upi-qr').then((m) => ({ default: m.UpiQr })));
const PushOfferCard = lazy(() =>
  import('../../components/push-offer-card').then((m) => ({ default: m.PushOfferCard })),
);

/** The booked fare's split, when the rider used a promo code, the wallet or settled a fee owed. */
function PaidSplit({ ride }: { ride: BookedRide }) {
  const { t, i18n } = useTranslation();
  if (!ride.promoDiscount && !ride.walletAmount && !ride.settledFee) return null;
  const money = (amount: number) => formatMoney(amount, ride.currency, i18n.language);
  const rows = [
    ride.promoDiscount > 0 ? [t('booking.money.discount'), `−${money(ride.promoDiscount)}`] : null,
    ride.settledFee > 0 ? [t('booking.money.feeAdded'), money(ride.settledFee)] : null,
    [t('booking.summary.total'), money(ride.totalAmount)],
    ride.walletAmount > 0 ? [t('booking.money.fromWallet'), money(ride.walletAmount)] : null,
    [
      t(`booking.money.dueBy.${ride.paymentMethod}`),
      money(ride.amountDue ?? ride.totalAmount - ride.walletAmount),
    ],
  ].filter((row): row is string[] => row !== null);
  return (
    <dl className="breakdown" aria-label={t('booking.money.splitLabel')}>
      {rows.map(([label, amount]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{amount}</dd>
        </div>
      ))}
    </dl>
  );
}

const stateSchema = z.object({ ride: bookedRideSchema.nullable(), timedOut: z.boolean() });

function useOutcome(): BookingOutcome | null {
  const location = useLocation();
  const [stored] = useState(readBookingOutcome);
  const parsed = stateSchema.safeParse(location.state);
  return parsed.success ? parsed.data : stored;
}

export function ConfirmedScreen() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const outcome = useOutcome();
  const paidRide = params.get('paid') === '1' ? params.get('ride') : null;
  const ride = outcome?.ride && (!paidRide || outcome.ride.rideId === paidRide) ? outcome.ride : null;
  const timedOut = !paidRide && Boolean(outcome?.timedOut);
  const upiLink = !paidRide && ride?.paymentMethod === 'upi' ? ride.upiLink : null;
  const signedIn = useToken('user') !== null;

  // Nothing was booked in this tab and no gateway sent the rider here: there is nothing to confirm.
  if (!outcome && !paidRide) return <Navigate to={to(ROUTES.base)} replace />;
  const title = timedOut ? t('booking.confirmed.timeoutTitle') : t('booking.confirmed.title');
  return (
    <div className="booking-page booking-page--narrow">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <section className="booking-card confirmed" aria-labelledby="confirmed-title">
        <span className="confirmed__badge" aria-hidden="true">
          <CheckIcon />
        </span>
        <h1 id="confirmed-title">{title}</h1>
        <p className="muted">
          {timedOut
            ? t('booking.confirmed.timeoutText')
            : t('booking.confirmed.text', { businessName: brand.businessName })}
        </p>
        {paidRide ? (
          <p className="form-success" role="status">
            {t('booking.confirmed.paid')}
          </p>
        ) : null}
        {ride && !timedOut && ride.cashbackAmount > 0 ? (
          <p className="confirmed__cashback" role="status">
            {t('booking.confirmed.cashback', {
              amount: formatMoney(ride.cashbackAmount, ride.currency, i18n.language),
            })}
          </p>
        ) : null}
        {ride ? <p className="muted">{t('booking.confirmed.tripCode', { code: ride.tripCode })}</p> : null}
        {ride ? <PaidSplit ride={ride} /> : null}
        {ride && !timedOut && signedIn ? (
          <Suspense fallback={null}>
            <PushOfferCard
              session="user"
              offer="riderBooked"
              title={t('booking.confirmed.push.title')}
              text={t('booking.confirmed.push.text')}
            />
          </Suspense>
        ) : null}
        {upiLink && ride ? (
          <>
            <a className="button button--primary" href={upiLink}>
              {t('booking.confirmed.payUpi', {
                amount: formatMoney(ride.amountDue ?? ride.totalAmount, ride.currency, i18n.language),
              })}
            </a>
            <Suspense fallback={null}>
              <UpiQr link={upiLink} label={t('booking.confirmed.upiQr')} />
            </Suspense>
          </>
        ) : null}
        {signedIn ? (
          <Link className="button button--ghost" to={to(ROUTES.userWallet)}>
            {t('screens.userWallet')}
          </Link>
        ) : null}
        <Link className="button button--ghost" to={to(ROUTES.base)}>
          {t('booking.confirmed.home')}
        </Link>
      </section>
    </div>
  );
}
