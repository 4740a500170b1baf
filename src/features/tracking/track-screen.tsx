// track/driver: one screen, four uses. `?driverId=` shows a partner where their driver was last seen;
// `?rideId=&token=` is the driver's own page sharing their position; `?rideId=&share=` is the read-only view a
// rider shared with family (no login); `?rideId=` alone lets the ride's rider (or partner) follow the driver. Positions older than two minutes are marked as old.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PointMap, type MapMarker } from '../../components/point-map';
import { isStale, TRACKING } from '../../domain/rides/tracking';
import { formatDateTime } from '../../lib/format';
import { useDriverWhereabouts } from './tracking-queries';
import { LiveRide } from './live-ride';
import { useSharePosition } from './use-share-position';
import './tracking.css';

const DRIVER_COLOR = '#5b21b6';

function LastSeen({ at }: { at: string | null }) {
  const { t, i18n } = useTranslation();
  if (!at) return <p className="track__note">{t('tracking.neverSeen')}</p>;
  const old = isStale({ at }, new Date());
  return (
    <p className={old ? 'track__note track__note--old' : 'track__note'}>
      {t(old ? 'tracking.lastSeenOld' : 'tracking.lastSeen', { time: formatDateTime(at, i18n.language) })}
    </p>
  );
}

function PartnerDriverView({ driverId }: { driverId: string }) {
  const { t } = useTranslation();
  const { data, error } = useDriverWhereabouts(driverId);
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p>{t('tracking.loading')}</p>;
  const markers: MapMarker[] = data.position
    ? [{ ...data.position, label: data.name, color: DRIVER_COLOR }]
    : [];
  return (
    <>
      <h1>{data.name}</h1>
      <p className="track__note">
        {data.liveRideId
          ? t('tracking.onRide', { ride: data.liveRideId.slice(0, 8).toUpperCase() })
          : t('tracking.offRide')}
      </p>
      <LastSeen at={data.position?.at ?? null} />
      <PointMap
        markers={markers}
        maxZoom={TRACKING.zoom}
        label={t('tracking.mapLabel', { name: data.name })}
      />
    </>
  );
}

function DriverShareView({ rideId, token }: { rideId: string; token: string }) {
  const { t } = useTranslation();
  const status = useSharePosition(rideId, token);
  const message = {
    starting: t('tracking.share.starting'),
    sharing: t('tracking.share.sharing'),
    denied: t('tracking.share.denied'),
    unsupported: t('tracking.share.unsupported'),
    refused: status.state === 'refused' ? status.message : '',
  }[status.state];
  return (
    <>
      <h1>{t('tracking.share.title')}</h1>
      <p
        role="status"
        className={status.state === 'sharing' ? 'track__share track__share--on' : 'track__share'}
      >
        {message}
      </p>
      {status.state === 'sharing' && <LastSeen at={status.at} />}
    </>
  );
}

export function TrackScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const driverId = params.get('driverId');
  const rideId = params.get('rideId');
  const token = params.get('token');
  const share = params.get('share');
  return (
    <section className="track">
      {driverId ? (
        <PartnerDriverView driverId={driverId} />
      ) : rideId && token ? (
        <DriverShareView rideId={rideId} token={token} />
      ) : rideId && share ? (
        <LiveRide rideId={rideId} headingLevel={1} shareToken={share} />
      ) : rideId ? (
        <LiveRide rideId={rideId} headingLevel={1} />
      ) : (
        <p role="alert">{t('tracking.nothingToTrack')}</p>
      )}
    </section>
  );
}
