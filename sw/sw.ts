// The service worker (Workbox, injectManifest): precaches the app shell, answers every navigation with it so the
// PWA opens offline, keeps translations, the tenant's config and manifest fresh-but-available, and caches images.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { PrecacheEntry } from 'workbox-precaching';
import { SHIPPED_LANGUAGES } from '../src/domain/constants';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const CACHES = {
  locales: 'locales',
  config: 'site-config',
  images: 'images',
  places: 'places',
} as const;

const DAY_SECONDS = 24 * 60 * 60;
const CONFIG_URLS = ['/api/v1/config', '/manifest.webmanifest'];
const LOCALE_URLS = SHIPPED_LANGUAGES.map((language) => `/locales/${language}.json`);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/socket\.io\//, /^\/manifest\.webmanifest$/, /^\/sw\.js$/],
  }),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ url }) => sameOrigin(url) && /^\/locales\/[\w-]+\.json$/.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: CACHES.locales,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 30 * DAY_SECONDS }),
    ],
  }),
);

registerRoute(
  ({ url }) =>
    sameOrigin(url) && (url.pathname === '/api/v1/config' || url.pathname === '/manifest.webmanifest'),
  new StaleWhileRevalidate({
    cacheName: CACHES.config,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 4, maxAgeSeconds: 30 * DAY_SECONDS }),
    ],
  }),
);

// The booking form searches the country's gazetteer in the browser: keep the file so search works offline.
registerRoute(
  ({ url }) => sameOrigin(url) && /^\/places\/[a-z]{2}\.json$/.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: CACHES.places,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 8, maxAgeSeconds: 30 * DAY_SECONDS }),
    ],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && !url.pathname.startsWith('/api/'),
  new CacheFirst({
    cacheName: CACHES.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// The first visit fetches translations and the config before this worker controls the page, so the runtime
// caches would start empty: fill them at install, and the PWA opens offline in every shipped language.
async function warm(cacheName: string, urls: readonly string[]): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetch(url);
        if (response.ok) await cache.put(url, response);
      } catch {
        // Offline during install: the runtime routes fill the cache on the next visit instead.
      }
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all([warm(CACHES.locales, LOCALE_URLS), warm(CACHES.config, CONFIG_URLS)]));
});

self.addEventListener('message', (event) => {
  if (typeof event.data === 'object' && event.data !== null && event.data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

// Take over open pages on activation, so an update the visitor accepted applies at once.
clientsClaim();
