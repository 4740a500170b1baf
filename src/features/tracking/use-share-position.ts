// The driver's side: watches the device position (high accuracy, 10 s timeout, spec 9) and sends it at most
// every few seconds while the page is open; says what happened so the screen can show it.
import { useEffect, useState } from 'react';
import { TRACKING } from '../../domain/rides/tracking';
import { ApiRequestError } from '../../lib/api-client';
import { sendPosition } from './tracking-queries';

export type ShareStatus =
  | { state: 'starting' }
  | { state: 'sharing'; at: string }
  | { state: 'denied' }
  | { state: 'unsupported' }
  | { state: 'refused'; message: string };

export function useSharePosition(rideId: string, token: string): ShareStatus {
  const [status, setStatus] = useState<ShareStatus>(() =>
    'geolocation' in navigator ? { state: 'starting' } : { state: 'unsupported' },
  );

  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    let lastSent = 0;
    let stopped = false;
    const watch = navigator.geolocation.watchPosition(
      (found) => {
        if (stopped || Date.now() - lastSent < TRACKING.pingEveryMs) return;
        lastSent = Date.now();
        const { latitude: lat, longitude: lng, accuracy } = found.coords;
        sendPosition(rideId, token, { lat, lng, accuracy }).then(
          ({ position }) => !stopped && setStatus({ state: 'sharing', at: position.at }),
          (error: unknown) =>
            !stopped &&
            setStatus({
              state: 'refused',
              message: error instanceof ApiRequestError ? error.message : String(error),
            }),
        );
      },
      (error) =>
        setStatus(error.code === error.PERMISSION_DENIED ? { state: 'denied' } : { state: 'starting' }),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 },
    );
    return () => {
      stopped = true;
      navigator.geolocation.clearWatch(watch);
    };
  }, [rideId, token]);

  return status;
}
