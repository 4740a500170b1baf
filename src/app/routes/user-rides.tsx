// user/rides: the rider's own rides, and for a live one the map with their driver (the tracking feature, loaded
// only when a live ride is on the page), whose news of the ride refreshes the list at once. Signed out, the phone login popup comes first.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../domain/routes';
import type { RiderRide } from '../../domain/rider-rides';
import { RiderRides } from '../../features/rider-rides/rider-rides';
import { RIDER_RIDES_KEY } from '../../features/rider-rides/rider-rides-query';
import { useBrand } from '../../lib/brand-store';
import { useToken } from '../../lib/session';
import { useLocalePath } from '../../lib/use-locale-path';

const LiveRide = lazy(() =>
  import('../../features/tracking/live-ride').then((m) => ({ default: m.LiveRide })),
);
const RiderLoginDialog = lazy(() =>
  import('../../features/auth/rider-login-dialog').then((m) => ({ default: m.RiderLoginDialog })),
);

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

export function UserRidesPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const to = useLocalePath();
  const signedIn = Boolean(useToken('user'));
  const [loginOpen, setLoginOpen] = useState(false);
  const title = t('riderRides.title');
  return (
    <div className="page page--narrow">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <h1 className="page__title">{title}</h1>
      {signedIn ? (
        <RiderRides
          renderLive={(ride) => <LiveMap ride={ride} />}
          bookLink={
            <Link className="button button--primary" to={to(ROUTES.formTaxiBooking)}>
              {t('riderRides.book')}
            </Link>
          }
        />
      ) : (
        <div className="rider-rides__signed-out">
          <p>{t('riderRides.signedOut')}</p>
          <button type="button" className="button button--primary" onClick={() => setLoginOpen(true)}>
            {t('riderRides.logIn')}
          </button>
        </div>
      )}
      {loginOpen ? (
        <Suspense fallback={null}>
          <RiderLoginDialog open onClose={() => setLoginOpen(false)} onSignedIn={() => setLoginOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
