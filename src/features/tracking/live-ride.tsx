// A live ride on the map (spec 2.3 track-driver, spec 9): the driver, the pickup (and the drop once on trip) and
// the line between them at zoom 14, following the driver as positions arrive over socket.io; the ETA (the server's,
// by the routing server when it has one, else by the road estimate) recomputed every 10 s, and a position older than two minutes drawn and said to be old. Once completed,
// the rider can download the ride's tax invoice here.
import { useMemo, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PointMap, type MapMarker } from '../../components/point-map';
import {
  isStale,
  shownEtaMinutes,
  REASSIGNING_NEWS,
  TRACKING,
  type TrackingView,
} from '../../domain/rides/tracking';
import { formatDateTime } from '../../lib/format';
import { CancelRide } from './cancel-ride';
import { RideSafetyBar } from './ride-safety-bar';
import { useRideTracking } from './tracking-queries';
import { useNow } from '../../lib/use-now';
import { useWatchRide } from './use-watch-ride';

/** Loaded when first shown, so the console's and riders' route tables do not list its chunk. */
const InvoiceDownload = lazy(() =>
  import('../../components/pdf-link').then((m) => ({ default: m.InvoiceDownload })),
);

const DRIVER_COLOR = '#5b21b6';
const OLD_COLOR = '#98a2b3';
const PICKUP_COLOR = '#067647';
const DROP_COLOR = '#b42318';

type Driver = NonNullable<TrackingView['driver']>;

function Eta({ view, driver, now }: { view: TrackingView; driver: Driver; now: Date }) {
  const { t, i18n } = useTranslation();
  const position = driver.position;
  if (!position) return <p className="track__note">{t('tracking.neverSeen')}</p>;
  const seen = formatDateTime(position.at, i18n.language);
  if (isStale(position, now))
    return <p className="track__note track__note--old">{t('tracking.lastSeenOld', { time: seen })}</p>;
  const onTrip = view.status === 'ontrip';
  const minutes = shownEtaMinutes(position, onTrip ? view.dropoff : view.pickup, view.eta);
  return (
    <p className="track__eta" role="status">
      {minutes === 0
        ? t(onTrip ? 'tracking.arrivingDrop' : 'tracking.arriving')
        : t(onTrip ? 'tracking.etaDrop' : 'tracking.eta', { minutes })}
      <span className="track__note"> · {t('tracking.lastSeen', { time: seen })}</span>
    </p>
  );
}

function useMarkers(view: TrackingView | undefined, now: Date): MapMarker[] {
  const { t } = useTranslation();
  const position = view?.driver?.position;
  const old = position ? isStale(position, now) : false;
  return useMemo(() => {
    if (!view) return [];
    const driver = view.driver;
    const onTrip = view.status === 'ontrip';
    const target = onTrip
      ? { ...view.dropoff, label: t('tracking.dropoff'), color: DROP_COLOR }
      : { ...view.pickup, label: t('tracking.pickup'), color: PICKUP_COLOR };
    const driverMarker =
      driver && position
        ? [
            {
              lat: position.lat,
              lng: position.lng,
              label: old ? t('tracking.oldPosition', { name: driver.name }) : driver.name,
              color: old ? OLD_COLOR : DRIVER_COLOR,
            },
          ]
        : [];
    return [...driverMarker, target];
  }, [view, position, old, t]);
}

interface LiveRideProps {
  rideId: string;
  headingLevel?: 1 | 2 | 3;
  /** The rider's own ride: offer share and SOS. */
  forRider?: boolean;
  /** Family's read-only view through a shared link: no login, no actions. */
  shareToken?: string;
  /** Heard when the ride itself changes (the driver arrived, started, completed), for the page's own lists. */
  onRideNews?: () => void;
}

export function LiveRide({
  rideId,
  headingLevel = 2,
  forRider = false,
  shareToken,
  onRideNews,
}: LiveRideProps) {
  const { t } = useTranslation();
  const { watching, news } = useWatchRide(shareToken ? '' : rideId, onRideNews);
  const { data, error } = useRideTracking(rideId, watching, shareToken);
  const live = data?.status === 'accepted' || data?.status === 'ontrip';
  const now = useNow(TRACKING.refreshEveryMs);
  const markers = useMarkers(data, now);
  const Heading = `h${headingLevel}` as const;
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p>{t('tracking.loading')}</p>;
  const driver = data.driver;
  return (
    <section className="track__live">
      <Heading className="track__title">
        {driver ? t('tracking.driverComing', { name: driver.name }) : t('tracking.noDriverYet')}
      </Heading>
      {news === REASSIGNING_NEWS && data.status === 'booked' ? (
        <p className="form-error" role="alert">
          {t('tracking.reassigning')}
        </p>
      ) : null}
      {driver && live ? <Eta view={data} driver={driver} now={now} /> : null}
      <PointMap
        markers={markers}
        line={{ color: DRIVER_COLOR }}
        maxZoom={TRACKING.zoom}
        follow
        label={t('tracking.mapLabel', { name: driver?.name ?? data.pickup.name })}
      />
      {forRider && data.status !== 'completed' && data.status !== 'cancelled' ? (
        <RideSafetyBar rideId={rideId} />
      ) : null}
      {forRider && data.status === 'completed' ? (
        <Suspense fallback={null}>
          <InvoiceDownload rideId={rideId} who="rider" />
        </Suspense>
      ) : null}
      {forRider && (data.status === 'booked' || data.status === 'accepted') ? (
        <CancelRide rideId={rideId} />
      ) : null}
    </section>
  );
}
