// While on duty the phone shares its position (high accuracy, a fix at most every few seconds, spec 9) and the
// screen always says what is happening: sharing, kept on the phone in a tunnel, or not shared and why.
import { useEffect, useState } from 'react';
import { TRACKING } from '../../domain/rides/tracking';
import { ApiRequestError } from '../../lib/api-client';
import { flushPositions, queuedPositions, sharePosition } from './position-queue';

export type LocationState =
  | { state: 'off' }
  | { state: 'starting' }
  | { state: 'sharing'; at: string }
  | { state: 'queued'; count: number }
  | { state: 'denied' }
  | { state: 'unsupported' }
  | { state: 'refused'; message: string };

const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };

/** One fix before going on duty, which is also where the browser asks for the permission. */
export function askForPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) reject(new Error('unsupported'));
    else navigator.geolocation.getCurrentPosition(resolve, reject, WATCH_OPTIONS);
  });
}

export function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 1;
}

export function useDutyPosition(onDuty: boolean): LocationState {
  const [status, setStatus] = useState<LocationState>({ state: 'off' });

  useEffect(() => {
    if (!onDuty) {
      setStatus({ state: 'off' });
      return;
    }
    if (!('geolocation' in navigator)) {
      setStatus({ state: 'unsupported' });
      return;
    }
    setStatus({ state: 'starting' });
    let lastTaken = 0;
    // The server's word on how often to send (longer while it is under load), from its last answer.
    let everyMs: number = TRACKING.pingEveryMs;
    let stopped = false;
    // A fix that comes too soon after the last one waits for its turn, so the newest place is always sent.
    let waiting: GeolocationPosition | null = null;
    let turn: ReturnType<typeof setTimeout> | undefined;
    const send = async (found: GeolocationPosition) => {
      const { latitude: lat, longitude: lng, accuracy } = found.coords;
      const takenAt = new Date().toISOString();
      try {
        const result = await sharePosition({ lat, lng, accuracy: Math.min(accuracy, 100_000), takenAt });
        if (stopped) return;
        if (result.sent && result.intervalMs) everyMs = result.intervalMs;
        setStatus(
          result.sent
            ? { state: 'sharing', at: takenAt }
            : { state: 'queued', count: await queuedPositions() },
        );
      } catch (error) {
        if (!stopped)
          setStatus({
            state: 'refused',
            message: error instanceof ApiRequestError ? error.message : String(error),
          });
      }
    };
    const take = (found: GeolocationPosition) => {
      if (stopped) return;
      const wait = lastTaken + everyMs - Date.now();
      if (wait > 0) {
        waiting = found;
        turn ??= setTimeout(() => {
          turn = undefined;
          if (waiting) take(waiting);
        }, wait);
        return;
      }
      waiting = null;
      lastTaken = Date.now();
      void send(found);
    };
    const watch = navigator.geolocation.watchPosition(
      take,
      (error) => {
        if (!stopped && error.code === error.PERMISSION_DENIED) setStatus({ state: 'denied' });
      },
      WATCH_OPTIONS,
    );
    const backOnline = () =>
      void flushPositions().then(async (newest) => {
        const count = await queuedPositions();
        if (!stopped && count === 0 && newest) setStatus({ state: 'sharing', at: newest });
      });
    window.addEventListener('online', backOnline);
    backOnline();
    return () => {
      stopped = true;
      clearTimeout(turn);
      navigator.geolocation.clearWatch(watch);
      window.removeEventListener('online', backOnline);
    };
  }, [onDuty]);

  return status;
}
