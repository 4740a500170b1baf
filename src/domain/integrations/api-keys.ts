// API keys: a partner's own systems (dispatch tools, accounting, websites) call the partner API with
// `Authorization: Bearer tx_live_…` instead of a person's session. Each key carries scopes, and one table says
// which scope each partner route needs: a route not listed is closed to every key, so a new route, and anything
// about staff, settings, money or keys themselves, stays with the people in the console.
import { z } from 'zod';

export const API_KEY_SCOPES = [
  'rides:read',
  'rides:write',
  'bookings:write',
  'customers:read',
  'webhooks:write',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEYS = {
  /** Every key starts so, which tells it from a session token (and a leaked one is easy to search for). */
  prefix: 'tx_live_',
  /** Random bytes after the prefix, written as base64url (43 characters). */
  randomBytes: 32,
  /** The key's first characters kept for display, enough to tell keys apart, far too few to guess the rest. */
  shownChars: 12,
  /** Last use is written at most this often per key, not on every request. */
  lastUseEveryMs: 60_000,
  maxPerTenant: 20,
} as const;

/** `METHOD /api/v1/partner/...` (the registered route) → the scope a key needs for it; a route not listed is refused
 * to every key. Fleet reads sit with rides:read because assigning a ride needs a driver's and a vehicle's id. */
export const PARTNER_ROUTE_SCOPES: Record<string, ApiKeyScope> = {
  'GET /api/v1/partner/rides': 'rides:read',
  'GET /api/v1/partner/ride-events': 'rides:read',
  'GET /api/v1/partner/rides/:rideId/messages': 'rides:read',
  'GET /api/v1/partner/rides/:rideId/invoice.pdf': 'rides:read',
  'GET /api/v1/partner/ratings': 'rides:read',
  'GET /api/v1/partner/drivers': 'rides:read',
  'GET /api/v1/partner/vehicles': 'rides:read',
  'POST /api/v1/partner/rides/:rideId/actions': 'rides:write',
  'POST /api/v1/partner/bookings': 'bookings:write',
  'GET /api/v1/partner/customers': 'customers:read',
  'GET /api/v1/partner/callers': 'customers:read',
  'GET /api/v1/partner/leads': 'customers:read',
  'GET /api/v1/partner/webhooks': 'webhooks:write',
  'POST /api/v1/partner/webhooks': 'webhooks:write',
  'DELETE /api/v1/partner/webhooks/:id': 'webhooks:write',
  'POST /api/v1/partner/webhooks/:id/test': 'webhooks:write',
  'GET /api/v1/partner/webhooks/:id/deliveries': 'webhooks:write',
};

export const apiKeyRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name the key').max(80, 'At most 80 characters'),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, 'Unknown scope'))
    .min(1, 'Choose at least one scope')
    .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
});
export type ApiKeyRequest = z.input<typeof apiKeyRequestSchema>;

/** The key itself is answered once, when it is created; the server keeps only its hash. */
export const createdApiKeySchema = z.object({ id: z.string(), key: z.string() });

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ apiKeys: z.array(apiKeySchema) });

export const isApiKey = (token: string) => token.startsWith(API_KEYS.prefix);
