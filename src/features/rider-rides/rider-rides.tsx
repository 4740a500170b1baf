// The rider's rides (spec 2.1 user/rides): live rides first, each with what the caller renders for it (the app
// puts the live map there, since features never import each other), then the rest, a page at a time.
import './rider-rides.css';
import { useState, type ReactNode, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../components/pagination';
import { usePaginationLabels } from '../../lib/use-pagination-labels';
import { isLive, RIDER_RIDE_PAGE_SIZES, type RiderRide } from '../../domain/rides/rider-rides';
import { useBrand } from '../../lib/brand-store';
import { describeError } from '../../lib/describe-error';
import { RateRide } from './rate-ride';
import { RiderRideCard } from './rider-ride-card';
import { useRiderRides } from './rider-rides-query';

/** Loaded when first shown, so the console's and riders' route tables do not list its chunk. */
const InvoiceDownload = lazy(() =>
  import('../../components/pdf-link').then((m) => ({ default: m.InvoiceDownload })),
);

interface RiderRidesProps {
  /** What a live ride shows under its card: the map with the driver. */
  renderLive: (ride: RiderRide) => ReactNode;
  /** What a booked ride still waiting for its driver shows under its card: the cancel. */
  renderWaiting: (ride: RiderRide) => ReactNode;
  bookLink: ReactNode;
  /** Show this ride alone (a wallet line's ride). */
  only?: string;
}

export function RiderRides({ renderLive, renderWaiting, bookLink, only }: RiderRidesProps) {
  const { t } = useTranslation();
  const paginationLabels = usePaginationLabels();
  const brand = useBrand();
  const [page, setPage] = useState({ offset: 0, limit: 10 });
  const rides = useRiderRides(only ? { ...page, ride: only } : page);
  if (rides.error) return <p role="alert">{describeError(rides.error, t)}</p>;
  if (!rides.data) return <p role="status">{t('riderRides.loading')}</p>;
  if (rides.data.total === 0)
    return (
      <div className="rider-rides__empty">
        <p>{t('riderRides.empty')}</p>
        {bookLink}
      </div>
    );
  return (
    <>
      <ol className="rider-rides__list">
        {rides.data.items.map((ride) => (
          <li key={ride.id}>
            <RiderRideCard ride={ride} timezone={brand.timezone}>
              {isLive(ride) ? renderLive(ride) : null}
              {ride.status === 'booked' ? renderWaiting(ride) : null}
              {ride.status === 'completed' ? <RateRide rideId={ride.id} rated={ride.myRating} /> : null}
              {ride.status === 'completed' ? (
                <Suspense fallback={null}>
                  <InvoiceDownload rideId={ride.id} who="rider" />
                </Suspense>
              ) : null}
            </RiderRideCard>
          </li>
        ))}
      </ol>
      <Pagination
        total={rides.data.total}
        offset={page.offset}
        limit={page.limit}
        sizes={RIDER_RIDE_PAGE_SIZES}
        labels={paginationLabels}
        onChange={setPage}
      />
    </>
  );
}
