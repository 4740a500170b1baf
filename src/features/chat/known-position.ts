// Where the rider is, for reading a bare "airport" as the one near them. Only when the rider has already let the
// site know their position (the form's "Use my location", or the browser's settings): the chat never asks, since
// a permission prompt on a first message would come without a reason the rider can see. A fix up to ten minutes
// old will do, and the message never waits long for one.
import type { RiderPosition } from '../../domain/assistants/booking-text/agent-parse-contract';

const FIX_MAX_AGE_MS = 10 * 60_000;
const FIX_TIMEOUT_MS = 3_000;

export async function knownPosition(): Promise<RiderPosition | undefined> {
  if (!('geolocation' in navigator) || !('permissions' in navigator)) return undefined;
  const permission = await navigator.permissions.query({ name: 'geolocation' }).catch(() => null);
  if (permission?.state !== 'granted') return undefined;
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      () => resolve(undefined),
      { enableHighAccuracy: false, timeout: FIX_TIMEOUT_MS, maximumAge: FIX_MAX_AGE_MS },
    );
  });
}
