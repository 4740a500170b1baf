// What a page starts once it has loaded, in one lazy chunk so the first paint carries none of it: the visit
// beacon, and the service worker's registration, telling the caller when a new version is waiting.
import { Workbox } from 'workbox-window';
import { trackVisits } from '../lib/visit-tracker';

export function afterLoad(onWaiting: (workbox: Workbox) => void): void {
  trackVisits();
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => onWaiting(workbox));
  workbox.register().catch((error: unknown) => console.warn('Service worker registration failed', error));
}
