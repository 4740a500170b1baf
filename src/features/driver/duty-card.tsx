// The duty switch with the vehicle driven this shift, and a line that always says whether the location is being
// shared. Going on duty first asks the phone for a position: without the permission the driver stays off duty
// and is told how to allow it. On duty, it offers notifications for offers with the screen off.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownDriverHome } from '../../domain/drivers/driver-overlay';
import { describeError } from '../../lib/describe-error';
import { formatTime } from '../../lib/format';
import { DutyNotifications } from './duty-notifications';
import { useSetDuty } from './set-duty';
import { askForPosition, isPermissionDenied, type LocationState } from './use-duty-position';

interface DutyCardProps {
  home: ShownDriverHome;
  location: LocationState;
}

export function DutyCard({ home, location }: DutyCardProps) {
  const { t } = useTranslation();
  const setDuty = useSetDuty();
  const [vehicleId, setVehicleId] = useState(home.driver.vehicle?.id ?? home.vehicles[0]?.id ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const online = home.driver.online;

  async function toggle() {
    setProblem(null);
    if (online) {
      setDuty.mutate({ online: false });
      return;
    }
    try {
      await askForPosition();
    } catch (error) {
      setProblem(isPermissionDenied(error) ? t('driver.duty.permissionDenied') : t('driver.duty.noPosition'));
      return;
    }
    setDuty.mutate({ online: true, ...(vehicleId ? { vehicleId } : {}) });
  }

  return (
    <section className="driver-panel" aria-labelledby="duty-title">
      <div className="driver-duty">
        <h2 id="duty-title" className="driver-panel__title">
          {online ? t('driver.duty.on') : t('driver.duty.off')}
        </h2>
        <button
          type="button"
          role="switch"
          aria-checked={online}
          className={`driver-switch${online ? ' driver-switch--on' : ''}`}
          disabled={setDuty.isPending}
          onClick={() => void toggle()}
        >
          <span className="visually-hidden">{t('driver.duty.switch')}</span>
        </button>
      </div>
      {!online && home.vehicles.length > 0 ? (
        <div className="field">
          <label htmlFor="duty-vehicle" className="field__label">
            {t('driver.duty.vehicle')}
          </label>
          <select
            id="duty-vehicle"
            className="field__input"
            value={vehicleId}
            onChange={(event) => setVehicleId(event.target.value)}
          >
            {home.vehicles.map((vehicle) => (
              <option key={vehicle.id} value={vehicle.id}>
                {vehicle.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {online && home.driver.vehicle ? <p className="muted">{home.driver.vehicle.label}</p> : null}
      <LocationLine location={location} />
      <DutyNotifications online={online} />
      {problem || setDuty.error ? (
        <p className="form-error" role="alert">
          {problem ?? describeError(setDuty.error, t)}
        </p>
      ) : null}
    </section>
  );
}

function LocationLine({ location }: { location: LocationState }) {
  const { t, i18n } = useTranslation();
  const tone =
    location.state === 'sharing'
      ? ' driver-location--on'
      : location.state === 'queued'
        ? ' driver-location--kept'
        : '';
  const text = (() => {
    switch (location.state) {
      case 'off':
        return t('driver.location.off');
      case 'starting':
        return t('driver.location.starting');
      case 'sharing':
        return t('driver.location.sharing', { time: formatTime(location.at, i18n.language) });
      case 'queued':
        return t('driver.location.queued', { queued: location.count });
      case 'denied':
        return t('driver.location.denied');
      case 'unsupported':
        return t('driver.location.unsupported');
      case 'refused':
        return t('driver.location.refused', { message: location.message });
    }
  })();
  return (
    <p className={`driver-location${tone}`} role="status">
      {text}
    </p>
  );
}
