// The console's alarm: an SOS from a rider or driver, or a start locked by wrong trip codes, shows a banner on
// every console page with a short tone, until someone dismisses it. An SOS is acknowledged from here: that stops
// the server pushing it again to the dispatchers' phones, and every console shows who took it on. The tone is
// made here (Web Audio), not fetched, and is skipped where the browser allows no sound yet.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SOCKET_EVENTS } from '../../domain/socket-events';
import { rideAlertSchema, sosAcknowledgedSchema, type RideAlert } from '../../domain/rides/ride-safety';
import { apiRequest } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { ROUTES } from '../../domain/routes';
import { connectSocket } from '../../lib/socket';
import { useLocalePath } from '../../lib/use-locale-path';
import './rides.css';

function sound() {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.2, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.8);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.8);
    tone.onended = () => void audio.close();
  } catch {
    // No sound before the first tap on some browsers: the banner still shows.
  }
}

const shortId = (rideId: string) => rideId.slice(0, 8).toUpperCase();

/** An alert as shown: an SOS learns who acknowledged it, or why acknowledging failed. */
type ShownAlert = RideAlert & { acknowledgedBy?: string; problem?: string };

const acknowledge = (rideId: string) =>
  apiRequest(`/api/v1/partner/rides/${encodeURIComponent(rideId)}/sos/acknowledge`, {
    method: 'POST',
    schema: sosAcknowledgedSchema,
    session: 'business',
  });

export function RideAlerts() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [alerts, setAlerts] = useState<ShownAlert[]>([]);
  const update = (rideId: string, change: Partial<ShownAlert>) =>
    setAlerts((shown) => shown.map((a) => (a.rideId === rideId ? { ...a, ...change } : a)));

  useEffect(() => {
    const socket = connectSocket('business');
    socket.on(SOCKET_EVENTS.rideAlert, (payload: unknown) => {
      const alert = rideAlertSchema.safeParse(payload);
      if (!alert.success) return;
      setAlerts((shown) => [alert.data, ...shown.filter((a) => a.rideId !== alert.data.rideId)]);
      sound();
    });
    socket.on(SOCKET_EVENTS.sosAcknowledged, (payload: unknown) => {
      const acknowledged = sosAcknowledgedSchema.safeParse(payload);
      if (acknowledged.success)
        update(acknowledged.data.rideId, {
          acknowledgedBy: acknowledged.data.acknowledgedBy,
          problem: undefined,
        });
    });
    return () => {
      socket.disconnect();
    };
  }, []);

  if (!alerts.length) return null;
  return (
    <ul className="ride-alerts" aria-label={t('rideAlerts.label')}>
      {alerts.map((alert) => (
        <li key={alert.rideId} className={`ride-alerts__item ride-alerts__item--${alert.kind}`} role="alert">
          <span>
            {alert.kind === 'sos'
              ? t(alert.by === 'driver' ? 'rideAlerts.sosDriver' : 'rideAlerts.sosRider', {
                  id: shortId(alert.rideId),
                  name: alert.customerName ?? '',
                })
              : t('rideAlerts.tripCodeLocked', { id: shortId(alert.rideId) })}
          </span>
          <Link to={to(ROUTES.travelRides)}>{t('rideAlerts.open')}</Link>
          {alert.kind === 'sos' && alert.acknowledgedBy ? (
            <span>{t('rideAlerts.acknowledgedBy', { name: alert.acknowledgedBy })}</span>
          ) : null}
          {alert.kind === 'sos' && !alert.acknowledgedBy ? (
            <button
              type="button"
              className="button button--small button--primary"
              onClick={() =>
                acknowledge(alert.rideId).then(
                  (answer) =>
                    update(alert.rideId, { acknowledgedBy: answer.acknowledgedBy, problem: undefined }),
                  (error: unknown) => update(alert.rideId, { problem: describeError(error, t) }),
                )
              }
            >
              {t('rideAlerts.acknowledge')}
            </button>
          ) : null}
          {alert.problem ? <span className="form-error">{alert.problem}</span> : null}
          <button
            type="button"
            className="button button--small"
            onClick={() => setAlerts((shown) => shown.filter((a) => a.rideId !== alert.rideId))}
          >
            {t('rideAlerts.dismiss')}
          </button>
        </li>
      ))}
    </ul>
  );
}
