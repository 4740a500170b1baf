// What a page starts once it has loaded, in one lazy chunk so the first paint carries none of it: the visit
// beacon, and the service worker's registration, telling the caller when a new version is waiting. The browser's
// own service worker API does it in a few lines, where a helper library would cost every first load its bytes.
import { trackVisits } from '../lib/visit-tracker';

/** Lets the waiting version take over, then reloads the page into it. */
export type ActivateUpdate = () => void;

export function afterLoad(onWaiting: (activate: ActivateUpdate) => void): void {
  trackVisits();
  if (!('serviceWorker' in navigator)) return;
  // Its own task: the beacon and the registration each cost a mid-tier phone tens of milliseconds.
  setTimeout(() => registerWorker(onWaiting));
}

function registerWorker(onWaiting: (activate: ActivateUpdate) => void): void {
  const { serviceWorker } = navigator;
  const offer = (worker: ServiceWorker) =>
    onWaiting(() => {
      serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      // The worker answers this message with skipWaiting() (sw/sw.ts).
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  serviceWorker
    .register('/sw.js')
    .then((registration) => {
      // Only an update waits: a first install has no older version in control of the page.
      if (registration.waiting && serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && serviceWorker.controller) offer(installing);
        });
      });
    })
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}
