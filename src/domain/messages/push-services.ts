// Where a push subscription may point: the browsers' own push services, over https. The server posts to every
// stored endpoint, so an endpoint anywhere else would let anyone make it call an address of their choosing.

/** Hosts of the push services of Chrome and Android (Google), Firefox (Mozilla), Safari (Apple) and Edge
 * (Microsoft); a leading dot admits every subdomain. */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
] as const;

/** Loopback only: the private-target setting exists for a developer's own receiver and the tests' stand-in. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const onPushService = (host: string) =>
  PUSH_SERVICE_HOSTS.some((allowed) =>
    allowed.startsWith('.') ? host.endsWith(allowed) && host.length > allowed.length : host === allowed,
  );

/** Why an endpoint is refused, or null when it may be stored; `allowPrivate` is WEBHOOK_ALLOW_PRIVATE. */
export function pushEndpointProblem(endpoint: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The push endpoint is not a URL.';
  }
  const host = url.hostname.toLowerCase();
  if (allowPrivate && LOOPBACK_HOSTS.has(host) && /^https?:$/.test(url.protocol)) return null;
  if (url.protocol !== 'https:') return 'The push endpoint must be an https:// URL.';
  if (url.username || url.password || url.port)
    return 'The push endpoint may not carry a port or credentials.';
  if (!onPushService(host)) return `${host} is not a browser's push service.`;
  return null;
}
