// Whether this browser can take the app's notifications, and what the person has said so far. Tiny and free of
// the subscription code, so a screen can decide to offer notifications without loading it.

/** 'unsupported', else the browser's notification permission. */
export type PushSupport = 'unsupported' | NotificationPermission;

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission;
}
