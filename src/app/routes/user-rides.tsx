// user/rides (and the bare `rides` address): the rider's own rides, and for a live one the map with their driver
// (the tracking feature, loaded only when a live ride is on the page), whose news of the ride refreshes the list at
// once; a ride still waiting for its driver offers its cancel. `?ride=<id>` shows that ride alone, where a wallet
// line leads. Signed out, the phone login popup comes first.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../domain/routes';
import type { RiderRide } from '../../domain/rides/rider-rides';
import { RiderRides } from '../../features/rider-rides/rider-rides';
import { RIDER_RIDES_KEY } from '../../features/rider-rides/rider-rides-query';
import { useBrand } from '../../lib/brand-store';
import { useLocalePath } from '../../lib/use-locale-path';
import { RiderSignInGate } from './rider-sign-in-gate';

const LiveRide = lazy(() =>
  import('../../features/tracking/live-ride').then((m) => ({ default: m.LiveRide })),
);

const CancelRide = lazy(() =>
  import('../../features/tracking/cancel-ride').then((m) => ({ default: m.CancelRide })),
);

/** A ride id's shape: anything else in the address is ignored rather than sent. */
const RIDE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function LiveMap({ ride }: { ride: RiderRide }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Suspense fallback={<p>{t('tracking.loading')}</p>}>
      <LiveRide
        rideId={ride.id}
        headingLevel={2}
        forRider
        onRideNews={() => void queryClient.invalidateQueries({ queryKey: RIDER_RIDES_KEY })}
      />
    </Suspense>
  );
}

/** A booked ride has no driver to follow yet; the rider may still cancel it, seeing the fee first. */
function WaitingRide({ ride }: { ride: RiderRide }) {
  const queryClient = useQueryClient();
  return (
    <Suspense fallback={null}>
      <CancelRide
        rideId={ride.id}
        onCancelled={() => void queryClient.invalidateQueries({ queryKey: RIDER_RIDES_KEY })}
      />
    </Suspense>
  );
}

export function UserRidesPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const to = useLocalePath();
  const asked = useSearchParams()[0].get('ride');
  const only = asked && RIDE_ID.test(asked) ? asked : undefined;
  const title = t('riderRides.title');
  return (
    <div className="page page--narrow">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <h1 className="page__title">{title}</h1>
      <RiderSignInGate message={t('riderRides.signedOut')}>
        {only ? (
          <p>
            <Link to={to(ROUTES.userRides)}>{t('riderRides.all')}</Link>
          </p>
        ) : null}
        <RiderRides
          only={only}
          renderLive={(ride) => <LiveMap ride={ride} />}
          renderWaiting={(ride) => <WaitingRide ride={ride} />}
          bookLink={
            <Link className="button button--primary" to={to(ROUTES.formTaxiBooking)}>
              {t('riderRides.book')}
            </Link>
          }
        />
      </RiderSignInGate>
    </div>
  );
}
