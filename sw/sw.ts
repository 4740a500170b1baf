// The service worker (Workbox, injectManifest): precaches the app shell and every route chunk, answers a
// navigation with the server's page when the network answers and with the shell otherwise, so the PWA opens
// offline, keeps translations, the tenant's config and manifest fresh-but-available, city and blog data, images,
// map tiles and the gazetteer, sends the partner's queued actions by Background Sync, and shows Web Push
// notifications.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { PrecacheEntry } from 'workbox-precaching';
import { DRIVER_MANIFEST_PATH } from '../src/domain/driver-manifest';
import { LANGUAGES } from '../src/domain/constants';
import { listenForOutboxSync } from './outbox-sync';
import { listenForPush } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const CACHES = {
  locales: 'locales',
  config: 'site-config',
  images: 'images',
  places: 'places',
  content: 'content-api',
  tiles: 'map-tiles',
} as const;
const CONTENT_API = /^\/api\/v1\/(blog|blogs|places\/served|places\/[^/]+\/landing)(\/|$)/;
/** The API reference: a page, its stylesheet and the OpenAPI document it is drawn from. */
const API_DOCS = /^\/api\/(docs|docs\.css|v1\/openapi\.json)$/;
const TILE_PATH = /\/\d+\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/;

const DAY_SECONDS = 24 * 60 * 60;
const CONFIG_URLS = ['/api/v1/config', '/manifest.webmanifest', DRIVER_MANIFEST_PATH];
const LOCALE_URLS = LANGUAGES.map((language) => `/locales/${language}.json`);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const appShell = createHandlerBoundToURL('/index.html');
/** How long a navigation waits for the server before the app shell answers instead. */
const PAGE_TIMEOUT_SECONDS = 3;
const servedPage = new NetworkOnly({ networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS });

// A navigation gets the page as the server renders it when the network answers in time: its first screen is
// drawn before any script runs and its data is fresh, and the scripts come from the precache. Offline, on a
// dead connection or a failing server, the precached app shell answers, so the PWA still opens.
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const response = await servedPage.handle(options);
        if (response.status < 500) return response;
      } catch {
        // No answer in time: the shell below.
      }
      return appShell(options);
    },
    { denylist: [/^\/api\//, /^\/socket\.io\//, /^\/(driver|manifest)\.webmanifest$/, /^\/sw\.js$/] },
  ),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** After a new version of a file is cached, the copies of its other versions go. */
const dropOtherVersions: WorkboxPlugin = {
  async cacheDidUpdate({ cacheName, request }) {
    const fresh = new URL(request.url);
    const cache = await caches.open(cacheName);
    for (const key of await cache.keys()) {
      const kept = new URL(key.url);
      if (kept.pathname === fresh.pathname && kept.search !== fresh.search) await cache.delete(key);
    }
  },
};

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
  ({ url }) => sameOrigin(url) && CONFIG_URLS.includes(url.pathname),
  new StaleWhileRevalidate({
    cacheName: CACHES.config,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 4, maxAgeSeconds: 30 * DAY_SECONDS }),
    ],
  }),
);

// The booking form searches the country's gazetteer in the browser. Each file is asked for with its content hash
// (`?v=`), so a cached copy is always right for its address: cache first, and a new version replaces the old.
registerRoute(
  ({ url }) => sameOrigin(url) && /^\/places\/[a-z]{2}\.json$/.test(url.pathname),
  new CacheFirst({
    cacheName: CACHES.places,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      dropOtherVersions,
      new ExpirationPlugin({ maxEntries: 8, maxAgeSeconds: 90 * DAY_SECONDS }),
    ],
  }),
);

// City and blog pages read their data from the API, and the API reference is a page of its own: fresh when the
// network answers within a few seconds, the last copy otherwise, so a page read once opens offline.
registerRoute(
  ({ url }) => sameOrigin(url) && (CONTENT_API.test(url.pathname) || API_DOCS.test(url.pathname)),
  new NetworkFirst({
    cacheName: CACHES.content,
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 14 * DAY_SECONDS }),
    ],
  }),
);

// Map tiles ({z}/{x}/{y}) from the configured tile server: kept once fetched, capped, dropped first on quota.
registerRoute(
  ({ request, url }) => request.destination === 'image' && TILE_PATH.test(url.pathname),
  new CacheFirst({
    cacheName: CACHES.tiles,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
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

listenForOutboxSync();
listenForPush();

// Take over open pages on activation, so an update the visitor accepted applies at once.
clientsClaim();
