// The worker's copies of the server's pages (stale-while-revalidate for navigations): a visit to an address whose
// page the worker keeps is answered with that copy at once, online or off, and the server's fresh page replaces
// the copy in the background for the next visit. Without a copy, the server has a few seconds before the app
// shell answers instead. Which answers are kept is served-page-rule.ts's; each build keeps its copies in a cache
// of its own, so a page naming an older build's scripts is never answered after an update.
import { CacheExpiration } from 'workbox-expiration';
import type { PrecacheEntry } from 'workbox-precaching';
import type { RouteHandlerCallback, RouteHandlerCallbackOptions } from 'workbox-core/types';
import { NetworkOnly } from 'workbox-strategies';
import { isKnownPath } from '../src/domain/routes';
import { servedPageVerdict } from './served-page-rule';

declare const self: ServiceWorkerGlobalScope;

const CACHE_PREFIX = 'served-pages-';
/** A rider opens a handful of pages (home, booking, a city, a post or two); a copy older than this is not
 * answered before the network, so data the page carries is never older than a week. */
const MAX_PAGES = 30;
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** A short fingerprint of the precache manifest: it changes with every build that changes a file. */
function buildId(manifest: readonly (PrecacheEntry | string)[]): string {
  let hash = 0x811c9dc5;
  for (const entry of manifest) {
    const text = typeof entry === 'string' ? entry : `${entry.url} ${entry.revision ?? ''}`;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The shell answering for an address that names no page says 404, as the server would: the app draws its
 * not-found page, and the status keeps meaning the same offline. */
async function withStatusOf(url: string, shell: Response): Promise<Response> {
  if (isKnownPath(new URL(url).pathname)) return shell;
  return new Response(await shell.blob(), { status: 404, headers: shell.headers });
}

interface ServedPagesOptions {
  manifest: readonly (PrecacheEntry | string)[];
  /** How long a visit without a copy waits for the server before `fallback` answers. */
  timeoutSeconds: number;
  fallback: RouteHandlerCallback;
}

export function servedPages({ manifest, timeoutSeconds, fallback }: ServedPagesOptions) {
  const cacheName = `${CACHE_PREFIX}${buildId(manifest)}`;
  const precached = new Set(
    manifest.map(
      (entry) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).pathname,
    ),
  );
  const expiration = new CacheExpiration(cacheName, {
    maxEntries: MAX_PAGES,
    maxAgeSeconds: MAX_AGE_SECONDS,
  });
  const network = new NetworkOnly({ networkTimeoutSeconds: timeoutSeconds });

  /** Stores the server's answer for `url`, or forgets the copy when the server answered with another page. */
  async function keep(url: string, response: Response): Promise<void> {
    const verdict = await servedPageVerdict(response.clone(), precached);
    const cache = await caches.open(cacheName);
    if (verdict === 'drop') await cache.delete(url);
    if (verdict !== 'keep') return;
    await cache.put(url, response);
    await expiration.updateTimestamp(url);
    await expiration.expireEntries();
  }

  async function copyOf(url: string): Promise<Response | undefined> {
    const copy = await caches.match(url, { cacheName, ignoreVary: true });
    // As Workbox's ExpirationPlugin reads it: a copy without a date is trimmed by the expiration's records.
    const servedAt = Date.parse(copy?.headers.get('date') ?? '');
    return copy && !(Date.now() - servedAt > MAX_AGE_SECONDS * 1000) ? copy : undefined;
  }

  const handler: RouteHandlerCallback = async (options: RouteHandlerCallbackOptions) => {
    const { request, event } = options;
    const url = request.url;
    const copy = await copyOf(url);
    if (copy) {
      // The network's answer only refreshes the copy; offline, the copy simply stays.
      event.waitUntil(
        fetch(url, { credentials: 'same-origin' }).then(
          (fresh) => keep(url, fresh),
          () => {},
        ),
      );
      return copy;
    }
    try {
      const response = await network.handle(options);
      if (response.status < 500) {
        event.waitUntil(keep(url, response.clone()));
        return response;
      }
    } catch {
      // No answer in time: the fallback below.
    }
    return withStatusOf(url, await fallback(options));
  };

  /** At install, the pages already open (the first visit, which no worker answered; or the last build's) are
   * fetched into this build's copies, so the next visit is answered at once. */
  async function warmOpenPages(): Promise<void> {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const urls = new Set(windows.map((client) => client.url.split('#')[0]!));
    await Promise.all(
      [...urls]
        .filter((url) => new URL(url).origin === self.location.origin)
        .map((url) =>
          fetch(url, { credentials: 'same-origin' }).then(
            (page) => keep(url, page),
            () => {},
          ),
        ),
    );
  }

  /** On activation, the copies other builds kept go: their pages name scripts this build does not have. */
  async function dropOtherBuilds(): Promise<void> {
    const others = (await caches.keys()).filter(
      (name) => name.startsWith(CACHE_PREFIX) && name !== cacheName,
    );
    await Promise.all(
      others.map(async (name) => {
        await caches.delete(name);
        await new CacheExpiration(name, { maxEntries: MAX_PAGES }).delete();
      }),
    );
  }

  /** Every copy goes, after the partner changed what the pages show (their brand): the next visit asks the
   * server, and keeps its answer as ever. */
  async function dropAll(): Promise<void> {
    await caches.delete(cacheName);
    await expiration.delete();
  }

  return { handler, warmOpenPages, dropOtherBuilds, dropAll };
}
