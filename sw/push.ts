// Web Push in the service worker: shows each push as the server wrote it (in the person's language, with the
// brand), opens the app on the notification's page when it is tapped, and keeps the subscription alive when the
// browser renews it, so a driver's offers still arrive with the screen off.
import { PUSH_PATHS } from '../src/domain/messages/push-paths';
import { OUTBOX_TOKEN_KEYS, PUSH_SESSION_KEYS, type OutboxSession } from '../src/domain/outbox';
import {
  clickTarget,
  decidePush,
  fallbackNotification,
  shownNotification,
  windowToReuse,
  type ShownNotification,
} from './push-notification';
import { WorkerOfflineDb } from './worker-db';

declare const self: ServiceWorkerGlobalScope;

const APP_ICON = '/icons/icon-192.png';
const MANIFEST_PATH = '/manifest.webmanifest';

async function show({ title, options }: ShownNotification): Promise<void> {
  await self.registration.showNotification(title, options);
}

async function onPush(text: string | null): Promise<void> {
  const now = Date.now();
  const decision = decidePush(text, now);
  if (decision.kind === 'expired') return;
  if (decision.kind === 'show') return show(shownNotification(decision.notification, APP_ICON, now));
  await show(fallbackNotification(await appName(), APP_ICON, now));
}

/** The brand's app name from its manifest (kept by the config cache), else the site's host name. */
async function appName(): Promise<string> {
  try {
    const response = (await caches.match(MANIFEST_PATH)) ?? (await fetch(MANIFEST_PATH));
    const manifest = (await response.json()) as { name?: unknown };
    if (typeof manifest.name === 'string' && manifest.name) return manifest.name;
  } catch {
    // Offline with nothing cached: the host name below.
  }
  return self.location.hostname;
}

/** Brings an open window of the app forward on the page, or opens one when there is none. */
async function openApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const reused = windowToReuse(windows, url);
  if (reused) {
    const focused = await reused.focus();
    if (focused.url === url) return;
    // A window the worker does not control refuses navigation: a new one opens instead.
    const navigated = await focused.navigate(url).catch(() => null);
    if (navigated) return;
  }
  await self.clients.openWindow(url);
}

/** The browser renewed the subscription: subscribe again with the same key and tell the server for each session
 * that asked for notifications on this device (their tokens are kept for the worker in IndexedDB). */
async function renewSubscription(event: PushSubscriptionChangeEvent): Promise<void> {
  const key = event.oldSubscription?.options.applicationServerKey ?? (await serverKey());
  const subscription =
    event.newSubscription ??
    (await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  const body = JSON.stringify(subscription.toJSON());
  for (const token of await pushSessionTokens()) {
    await fetch(PUSH_PATHS.subscriptions, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body,
    }).catch(() => undefined);
  }
}

async function serverKey(): Promise<string> {
  const response = await fetch(PUSH_PATHS.key);
  const { publicKey } = (await response.json()) as { publicKey: string };
  return publicKey;
}

async function pushSessionTokens(): Promise<string[]> {
  const db = new WorkerOfflineDb();
  try {
    const sessions = Object.keys(PUSH_SESSION_KEYS) as OutboxSession[];
    const tokens = await Promise.all(
      sessions.map(async (session) =>
        (await db.meta.get(PUSH_SESSION_KEYS[session]))
          ? (await db.meta.get(OUTBOX_TOKEN_KEYS[session]))?.value
          : undefined,
      ),
    );
    return tokens.filter((token): token is string => Boolean(token));
  } finally {
    db.close();
  }
}

export function listenForPush(): void {
  self.addEventListener('push', (event) => event.waitUntil(onPush(event.data?.text() ?? null)));
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openApp(clickTarget(event.notification.data, event.action, self.location.origin)));
  });
  self.addEventListener('pushsubscriptionchange', (event) => event.waitUntil(renewSubscription(event)));
}
