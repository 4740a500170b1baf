// Signed webhooks: a partner's own tools hear about rides and payments as they happen. Each delivery is a JSON
// body naming the event and the ride, signed with the endpoint's secret in WEBHOOK_SIGNATURE_HEADER as
// `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (signing the time too lets a receiver refuse a
// captured delivery sent again later), and retried with back-off for a day, each attempt signed anew.
import { z } from 'zod';

export const WEBHOOK_EVENTS = [
  'ride.booked',
  'ride.accepted',
  'ride.started',
  'ride.completed',
  'ride.cancelled',
  'payment.captured',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_SIGNATURE_HEADER = 'X-TravelX-Signature';
export const WEBHOOK_EVENT_HEADER = 'X-TravelX-Event';
export const WEBHOOK_DELIVERY_HEADER = 'X-TravelX-Delivery';

export const WEBHOOKS = {
  /** Waits after each failed attempt; the last one ends a day after the event. */
  retryAfterMs: [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 3600_000, 6 * 3600_000, 12 * 3600_000],
  giveUpAfterMs: 24 * 3600_000,
  timeoutMs: 10_000,
  maxPerTenant: 10,
  /** How old a signature's `t` a receiver should accept, as the documented verifiers do. */
  signatureToleranceSeconds: 300,
} as const;

export const webhookRequestSchema = z.object({
  url: z
    .url({ protocol: /^https?$/, error: 'Enter the address of your endpoint (https://…)' })
    .max(500, 'At most 500 characters'),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, 'Unknown event'))
    .min(1, 'Choose at least one event')
    .transform((events) => [...new Set(events)]),
});
export type WebhookRequest = z.input<typeof webhookRequestSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The secret is shown once, when the endpoint is added. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });

export const webhookDeliverySchema = z.object({
  id: z.string(),
  event: z.string(),
  /** pending (will be tried again), delivered or failed (gave up after a day). */
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema) });
export const webhookDeliveriesSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
