// The tenant's public brand as `GET /api/v1/config` answers it; the PWA caches it and themes itself with it.
// Written with zod/mini: the rider home parses it before its first paint, and full zod would triple that cost.
import * as z from 'zod/mini';
import { COUNTRIES, LANGUAGES } from './constants';
import { SITE_PROMISES } from './partners/site-promises';
import { bookingWindowSchema } from './booking/booking-hours';

export const TENANT_MODES = ['consumer', 'partner'] as const;

export const mapTilesSchema = z.object({ url: z.string(), attribution: z.string() });
export type MapTiles = z.infer<typeof mapTilesSchema>;

export const brandSchema = z.object({
  businessName: z.string().check(z.minLength(1)),
  logoUrl: z.string(),
  bannerUrl: z.string(),
  phone: z.string(),
  dialCode: z.string().check(z.regex(/^\d{1,4}$/)),
  countryCode: z.enum(COUNTRIES),
  domain: z.string(),
  colors: z.object({ primary: z.string(), accent: z.string() }),
  languages: z.array(z.enum(LANGUAGES)).check(z.minLength(1)),
  defaultLanguage: z.enum(LANGUAGES),
  currency: z.string().check(z.length(3)),
  timezone: z.string(),
  /** consumer: the root serves riders (booking home); partner: the root serves travel partners. */
  mode: z.enum(TENANT_MODES),
  /** False for the platform's default brand, served to hosts no partner has claimed. */
  isPartnerSite: z.boolean(),
  /** Which online payments the partner has set up; cash is always offered. */
  payments: z.object({ upi: z.boolean(), card: z.boolean() }),
  /** Present and true while the platform has suspended the partner: the site shows a notice and takes no booking. */
  suspended: z.optional(z.boolean()),
  /** What the partner ticked as true of them (domain/partners/site-promises); none for a new site. */
  promises: z.array(z.enum(SITE_PROMISES)),
  /** Riders' real average (one decimal) and how many rated, once at least RATINGS_SHOWN_FROM have; else absent. */
  rating: z.optional(z.object({ average: z.number(), count: z.number() })),
  /** The partner's booking hours (in `timezone`) and minimum notice; absent while it takes pickups at any time. */
  bookingWindow: z.optional(bookingWindowSchema),
  /** Street tiles for every map (MAP_TILE_URL, MAP_ATTRIBUTION, read at the server's start); absent, maps draw on
   * a plain base. */
  mapTiles: z.optional(mapTilesSchema),
});
export type Brand = z.infer<typeof brandSchema>;
