// What a push shows and where tapping it leads, kept apart from the worker's events so both are tested in Node.
// The server sends each notification already in the person's language and with the brand: this only checks it,
// drops an offer that ran out on the way, and turns it into what `showNotification` takes.
import { pushNotificationSchema, type PushNotification } from '../src/domain/messages/push';

/** Kinds that buzz in a pattern of their own: an offer waits for no one, an SOS is an emergency. */
const VIBRATING_KINDS: ReadonlySet<PushNotification['kind']> = new Set(['driver_offer', 'sos']);
const URGENT_VIBRATION = [300, 100, 300, 100, 600];

/** Options the browser takes beyond TypeScript's worker library: buttons, buzzing, renotify, the time shown. */
export interface ShownNotificationOptions extends NotificationOptions {
  actions?: { action: string; title: string }[];
  renotify?: boolean;
  vibrate?: number[];
  timestamp?: number;
}

export interface ShownNotification {
  title: string;
  options: ShownNotificationOptions;
}

/** What the notification keeps for its tap: the page to open, and each button's own page. */
export interface NotificationTargets {
  url: string;
  actionUrls: Record<string, string>;
}

export type PushDecision =
  { kind: 'show'; notification: PushNotification } | { kind: 'expired' } | { kind: 'malformed' };

export function decidePush(text: string | null, now: number): PushDecision {
  const parsed = pushNotificationSchema.safeParse(parseJson(text));
  if (!parsed.success) return { kind: 'malformed' };
  const { expiresAt } = parsed.data;
  if (expiresAt !== undefined && expiresAt <= now) return { kind: 'expired' };
  return { kind: 'show', notification: parsed.data };
}

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function shownNotification(
  notification: PushNotification,
  badge: string,
  now: number,
): ShownNotification {
  const targets: NotificationTargets = {
    url: notification.url,
    actionUrls: Object.fromEntries(notification.actions.map(({ action, url }) => [action, url])),
  };
  return {
    title: notification.title,
    options: {
      body: notification.body,
      icon: notification.icon,
      badge,
      tag: notification.tag,
      data: targets,
      actions: notification.actions.map(({ action, title }) => ({ action, title })),
      requireInteraction: notification.requireInteraction,
      renotify: notification.renotify,
      ...(VIBRATING_KINDS.has(notification.kind) ? { vibrate: URGENT_VIBRATION } : {}),
      timestamp: now,
    },
  };
}

/** A push must always show something, so one that cannot be read shows the app's name and opens the app. */
export function fallbackNotification(appName: string, icon: string, now: number): ShownNotification {
  const targets: NotificationTargets = { url: '/', actionUrls: {} };
  return { title: appName, options: { icon, badge: icon, data: targets, timestamp: now } };
}

/**
 * The absolute address a tap opens: the tapped button's page, else the notification's own, else the app's root.
 * Only pages of the app itself: anything resolving to another origin opens the root instead.
 */
export function clickTarget(data: unknown, action: string, origin: string): string {
  const targets = isTargets(data) ? data : null;
  const path = (action && targets?.actionUrls[action]) || targets?.url || '/';
  const url = new URL(path, origin);
  return url.origin === origin ? url.href : new URL('/', origin).href;
}

function isTargets(data: unknown): data is NotificationTargets {
  if (typeof data !== 'object' || data === null) return false;
  const { url, actionUrls } = data as Partial<NotificationTargets>;
  return typeof url === 'string' && typeof actionUrls === 'object' && actionUrls !== null;
}

/** Of the app's open windows, the one a tap reuses: one already on the target, else any on the same origin. */
export function windowToReuse<W extends { url: string }>(windows: readonly W[], target: string): W | null {
  const { origin } = new URL(target);
  const ours = windows.filter((window) => new URL(window.url).origin === origin);
  return ours.find((window) => window.url === target) ?? ours[0] ?? null;
}
