// map: what a rider expects at this address is their ride under way on the map, with the driver moving live
// (the tracking feature's live ride, the same as on their rides page). With no ride under way, it says so and
// leads to their rides and to booking.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLive } from '../../domain/rides/rider-rides';
import { ROUTES } from '../../domain/routes';
import { useRiderRides } from '../../features/rider-rides/rider-rides-query';
import { useBrand } from '../../lib/brand-store';
import { describeError } from '../../lib/describe-error';
import { useLocalePath } from '../../lib/use-locale-path';
import { RiderSignInGate } from './rider-sign-in-gate';

const LiveRide = lazy(() =>
  import('../../features/tracking/live-ride').then((m) => ({ default: m.LiveRide })),
);

function LiveRideMap() {
  const { t } = useTranslation();
  const to = useLocalePath();
  // Live rides come first in the rider's list, so the first page holds the one under way.
  const rides = useRiderRides({ offset: 0, limit: 5 });
  if (rides.error) return <p role="alert">{describeError(rides.error, t)}</p>;
  if (!rides.data) return <p role="status">{t('riderRides.loading')}</p>;
  const live = rides.data.items.find(isLive);
  if (!live)
    return (
      <div className="rider-rides__empty">
        <p>{t('riderMap.none')}</p>
        <Link className="button button--primary" to={to(ROUTES.formTaxiBooking)}>
          {t('riderRides.book')}
        </Link>
        <Link className="button button--ghost" to={to(ROUTES.userRides)}>
          {t('riderRides.all')}
        </Link>
      </div>
    );
  return (
    <Suspense fallback={<p>{t('tracking.loading')}</p>}>
      <LiveRide rideId={live.id} headingLevel={2} forRider />
    </Suspense>
  );
}

export function MapPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = t('riderMap.title');
  return (
    <div className="page page--narrow">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <h1 className="page__title">{title}</h1>
      <RiderSignInGate message={t('riderMap.signedOut')}>
        <LiveRideMap />
      </RiderSignInGate>
    </div>
  );
}
