// The Web Push contract between the PWA, its service worker and the server: the browser's subscription as the
// server stores it, and the notification a push carries (already in the person's language, with the brand).
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { messageKindSchema } from './message-kinds';

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** `PushSubscription.toJSON()` as the browser gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .trim()
    .max(2048, 'The push endpoint is too long')
    .url('The push endpoint is not a URL'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(80).max(120).regex(base64url, 'p256dh is a base64url P-256 public key'),
    auth: z.string().min(16).max(32).regex(base64url, 'auth is a base64url secret'),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** What the PWA posts to subscribe: the subscription and the app's language, for the words of its pushes (absent,
 * the person's own language, else the site's). */
export const pushSubscribeSchema = pushSubscriptionSchema.extend({
  language: z.enum(LANGUAGES, 'Pick a language from the list').optional(),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeSchema>;

/** The subscription as stored, answered to a subscribe. */
export const pushSubscribedSchema = z.object({ endpoint: z.string(), language: z.string() });

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().trim().max(2048).url() });

export const pushUnsubscribedSchema = z.object({ removed: z.boolean() });

export const pushKeySchema = z.object({ publicKey: z.string() });

/** What one push carries: the service worker shows it as is and opens `url` (a path of the app) when tapped. */
export const pushNotificationSchema = z.object({
  kind: messageKindSchema,
  title: z.string().max(120),
  body: z.string().max(400),
  /** The brand's icon (an app path or absolute URL). */
  icon: z.string().max(2048),
  /** One notification per tag: a newer one replaces it (a ride's steps replace each other). */
  tag: z.string().max(120),
  /** The app path to open when the notification (or its body) is tapped. */
  url: z.string().startsWith('/').max(2048),
  actions: z
    .array(
      z.object({ action: z.string().max(40), title: z.string().max(40), url: z.string().startsWith('/') }),
    )
    .max(2)
    .default([]),
  /** Stays until the person acts (a driver's offer, an SOS). */
  requireInteraction: z.boolean().default(false),
  /** Sounds and vibrates again although a notification with this tag is showing. */
  renotify: z.boolean().default(false),
  /** When it stops meaning anything (an offer's expiry), epoch milliseconds. */
  expiresAt: z.number().int().optional(),
  rideId: z.string().optional(),
});
export type PushNotification = z.infer<typeof pushNotificationSchema>;

/** RFC 8030's Urgency: how soon a phone on battery saving should be woken for the message. */
export const PUSH_URGENCIES = ['very-low', 'low', 'normal', 'high'] as const;
export type PushUrgency = (typeof PUSH_URGENCIES)[number];

/** How the push service treats one message (RFC 8030). */
export interface PushOptions {
  /** How long the push service keeps the message for a browser that is offline. */
  ttlSeconds: number;
  urgency: PushUrgency;
  /** A newer message with the same topic replaces one still waiting at the push service (base64url, ≤32). */
  topic?: string;
}
