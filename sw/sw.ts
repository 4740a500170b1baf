// The service worker (Workbox, injectManifest): precaches the app shell and every route chunk, answers a
// navigation with its copy of the server's page at once (refreshed in the background), else with the server's
// page when the network answers and with the shell otherwise, so the PWA opens fast and offline, keeps translations, the tenant's config and manifest fresh-but-available, city and blog data, images,
// map tiles and the gazetteer, sends the partner's queued actions by Background Sync, and shows Web Push
// notifications.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { PrecacheEntry } from 'workbox-precaching';
import { DRIVER_MANIFEST_PATH } from '../src/domain/driver-manifest';
import { LANGUAGES } from '../src/domain/constants';
import { consoleWordsUrl, riderWordsUrl } from '../src/domain/word-files';
import { WORKER_MESSAGES } from '../src/domain/worker-messages';
import { listenForOutboxSync } from './outbox-sync';
import { listenForPush } from './push';
import { servedPages } from './served-pages';

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
/** Both word files of every language (src/domain/word-files.ts), so any page opens offline in any language. */
const LOCALE_URLS = LANGUAGES.flatMap((language) => [riderWordsUrl(language), consoleWordsUrl(language)]);

// Named once: the build writes the manifest in place of this one mention.
const PRECACHE = self.__WB_MANIFEST;
// No directory index: the precache would answer a visit to `/` with the bare shell, before the page route below.
precacheAndRoute(PRECACHE, { directoryIndex: '' });
cleanupOutdatedCaches();

/** How long a navigation without a kept copy waits for the server before the app shell answers instead. */
const PAGE_TIMEOUT_SECONDS = 3;
const pages = servedPages({
  manifest: PRECACHE,
  timeoutSeconds: PAGE_TIMEOUT_SECONDS,
  fallback: createHandlerBoundToURL('/index.html'),
});

// A navigation gets the worker's copy of the server's page when it keeps one (its first screen drawn before any
// script runs, the scripts from the precache, its data refreshed by the page's queries), else the page as the
// server renders it when the network answers in time. Offline, on a dead connection or a failing server, with
// no copy, the precached app shell answers, so the PWA still opens.
registerRoute(
  new NavigationRoute(pages.handler, {
    denylist: [/^\/api\//, /^\/socket\.io\//, /^\/(driver|manifest)\.webmanifest$/, /^\/sw\.js$/],
  }),
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
  ({ url }) => sameOrigin(url) && /^\/locales\/(console\/)?[\w-]+\.json$/.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: CACHES.locales,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: LOCALE_URLS.length, maxAgeSeconds: 30 * DAY_SECONDS }),
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
  event.waitUntil(
    Promise.all([warm(CACHES.locales, LOCALE_URLS), warm(CACHES.config, CONFIG_URLS), pages.warmOpenPages()]),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(pages.dropOtherBuilds());
});

/** After the partner saved their brand, the kept config and pages still carry the old name and colours, and
 * stale-while-revalidate would answer the next visit with them: they go, so it asks the server (only that visit
 * waits for the network; every other first load is answered from the copies as before). */
async function dropBrandCopies(): Promise<void> {
  await Promise.all([caches.delete(CACHES.config), pages.dropAll()]);
}

self.addEventListener('message', (event) => {
  if (typeof event.data !== 'object' || event.data === null) return;
  if (event.data.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data.type === WORKER_MESSAGES.brandChanged) {
    event.waitUntil(dropBrandCopies().then(() => event.ports[0]?.postMessage({ done: true })));
  }
});

listenForOutboxSync();
listenForPush();

// Take over open pages on activation, so an update the visitor accepted applies at once.
clientsClaim();
