// Sends one Web Push message (RFC 8030) to a browser's push service: the `web-push` package encrypts the
// payload for the subscription's keys (RFC 8291, aes128gcm) and signs the VAPID token (RFC 8292); the request
// itself goes out through fetch, so it has a deadline and also reaches a plain-http stand-in in tests.
import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import type { PushNotification, PushOptions } from '../../domain/messages/push';

export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  /** Who runs this server, for the push service to contact: a mailto: or https: URL. */
  subject: string;
}

/** A subscription as stored: the endpoint and the browser's keys (base64url). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** gone: the push service says the subscription no longer exists, so it should be forgotten. */
export type PushResult = { ok: true } | { ok: false; gone: boolean; reason: string };

export interface PushSender {
  /** The VAPID public key the PWA subscribes with (applicationServerKey). */
  readonly publicKey: string;
  send(target: PushTarget, notification: PushNotification, options: PushOptions): Promise<PushResult>;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** 404 and 410 are the push services' word for an expired or unsubscribed endpoint. */
const GONE_STATUSES = new Set([404, 410]);

/** A new VAPID key pair (P-256), base64url. */
export const newVapidKeys = (): { publicKey: string; privateKey: string } => webpush.generateVAPIDKeys();

/** Why a browser's keys cannot be encrypted for, or null: p256dh must be a point on P-256 and auth 16 bytes
 * (RFC 8291). Checked at subscribe, so no subscription is stored that no push could ever reach. */
export function subscriptionKeysProblem(keys: { p256dh: string; auth: string }): string | null {
  if (Buffer.from(keys.auth, 'base64url').length !== 16) return 'auth is not a 16-byte secret';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(keys.p256dh, 'base64url'));
    return null;
  } catch {
    return 'p256dh is not a P-256 public key';
  }
}

/** The encrypted body and the headers (TTL, Urgency, Topic, VAPID Authorization) of one push request. */
function encrypted(
  vapid: VapidDetails,
  target: PushTarget,
  notification: PushNotification,
  options: PushOptions,
): webpush.RequestDetails {
  return webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(notification),
    {
      vapidDetails: vapid,
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
      ...(options.topic ? { topic: options.topic } : {}),
    },
  );
}

function failure(status: number, body: string): PushResult {
  const detail = body.trim().slice(0, 200);
  return {
    ok: false,
    gone: GONE_STATUSES.has(status),
    reason: `push service answered ${status}${detail ? `: ${detail}` : ''}`,
  };
}

function unreachable(error: unknown, timeoutMs: number): PushResult {
  const timedOut = error instanceof Error && error.name === 'TimeoutError';
  const reason = timedOut
    ? `push service did not answer within ${timeoutMs} ms`
    : `push service unreachable: ${error instanceof Error ? error.message : String(error)}`;
  return { ok: false, gone: false, reason };
}

export function createPushSender(config: { vapid: VapidDetails; timeoutMs?: number }): PushSender {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    publicKey: config.vapid.publicKey,
    async send(target, notification, options) {
      let request: webpush.RequestDetails;
      try {
        request = encrypted(config.vapid, target, notification, options);
      } catch (error) {
        // A stored key that is not a P-256 point, or a topic the protocol refuses: a retry would not mend it.
        return { ok: false, gone: false, reason: `cannot encrypt for this subscription: ${String(error)}` };
      }
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers,
          // A copy typed as the fetch body it is (the package answers a Node Buffer).
          body: request.body && new Uint8Array(request.body),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body = await response.text();
        return response.ok ? { ok: true } : failure(response.status, body);
      } catch (error) {
        return unreachable(error, timeoutMs);
      }
    },
  };
}
