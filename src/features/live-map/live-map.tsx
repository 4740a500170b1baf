// The partner's live map: every driver on duty as a marker, green when free and amber on a ride, with a list
// beside it naming each one, their state and when they were last seen, moving as positions arrive.
import { useTranslation } from 'react-i18next';
import type { CrewMember } from '../../domain/drivers/fleet';
import { PointMap, type MapMarker } from '../../components/point-map';
import { describeError } from '../../lib/describe-error';
import { formatTime } from '../../lib/format';
import { useLiveDrivers } from './live-drivers';
import './live-map.css';

const COLORS = { free: '#067647', onRide: '#b54708' } as const;
/** Close enough to tell streets apart, as the tracking map. */
const MAX_ZOOM = 15;

const fullName = (driver: CrewMember) => `${driver.firstName} ${driver.lastName}`.trim();

export function LiveMap() {
  const { t, i18n } = useTranslation();
  const live = useLiveDrivers();
  const drivers = live.drivers ?? [];
  const markers: MapMarker[] = drivers.map((driver) => ({
    lat: driver.latitude!,
    lng: driver.longitude!,
    label: fullName(driver),
    color: driver.busy ? COLORS.onRide : COLORS.free,
  }));
  const onRide = drivers.filter((driver) => driver.busy).length;

  return (
    <div className="live-map">
      <p className="live-map__summary" role="status">
        {t('liveMap.summary', { count: drivers.length, onRide, free: drivers.length - onRide })}
        {live.connected ? null : <span className="muted"> · {t('liveMap.reconnecting')}</span>}
      </p>
      {live.error ? (
        <p className="form-error" role="alert">
          {describeError(live.error, t)}
        </p>
      ) : null}
      <div className="live-map__layout">
        <PointMap markers={markers} maxZoom={MAX_ZOOM} label={t('liveMap.mapLabel')} />
        <ul className="live-map__list" aria-label={t('liveMap.listLabel')}>
          {live.drivers && drivers.length === 0 ? <li className="muted">{t('liveMap.none')}</li> : null}
          {drivers.map((driver) => (
            <li key={driver.id} className="live-map__driver" aria-label={fullName(driver)}>
              <span
                className={`live-map__dot live-map__dot--${driver.busy ? 'on-ride' : 'free'}`}
                aria-hidden="true"
              />
              <span className="live-map__name">{fullName(driver)}</span>
              <span className={driver.busy ? 'badge badge--accepted' : 'badge badge--completed'}>
                {driver.busy ? t('liveMap.onRide') : t('liveMap.free')}
              </span>
              {driver.lastSeenAt ? (
                <span className="muted live-map__seen">
                  {t('liveMap.lastSeen', { time: formatTime(driver.lastSeenAt, i18n.language) })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
