// What a partner's site may say of the partner beyond what its own data shows. A new site states none of them:
// each line ("24/7 service", "the fare includes tolls and driver allowance") appears only once the partner ticks
// it in the site settings, and the rating appears only once enough riders have rated a ride. No zod here: the
// brand (zod/mini, parsed before the home's first paint) builds its schema from these lists.

export const SITE_PROMISES = [
  /** We take bookings and run rides day and night. */
  'open_24_7',
  /** The quoted fare is what the rider pays: tolls and the driver's allowance are in it. */
  'all_inclusive_fares',
] as const;
export type SitePromise = (typeof SITE_PROMISES)[number];

/** Rated rides a site needs before it shows its average and count: fewer would say little, and loudly. */
export const RATINGS_SHOWN_FROM = 20;

/** The stored list, repaired: unknown entries (a promise since withdrawn) dropped, each once, in list order. */
export function knownPromises(stored: unknown): SitePromise[] {
  const list = Array.isArray(stored) ? stored : [];
  return SITE_PROMISES.filter((promise) => list.includes(promise));
}
