// Finds the partner a request is for by its host name and turns a tenant row into its public brand.
import { and, avg, count, eq, gt } from 'drizzle-orm';
import { brandSchema, type Brand, type MapTiles } from '../../domain/brand';
import { DEFAULTS } from '../../domain/constants';
import { ERROR_CODES } from '../../domain/errors';
import { bookingWindowOf, isOpenAllTheTime, type BookingWindow } from '../../domain/booking/booking-hours';
import { SUSPENSION_WORDS } from '../../domain/partners/suspension';
import { HttpError } from '../http-error';
import { knownPromises, RATINGS_SHOWN_FROM } from '../../domain/partners/site-promises';
import type { Db } from '../db/client';
import { ratings, retiredSlugs, tenantHosts, tenants } from '../db/schema';

export type Tenant = typeof tenants.$inferSelect;

export const cardPaymentsEnabled = (tenant: Tenant) =>
  Boolean(tenant.paymentGatewayUrl && tenant.paymentKey && tenant.paymentSalt);

/** Host header to bare host name: lower-case, port and trailing dot removed. */
export function normaliseHost(hostHeader: string | undefined): string {
  const raw = (hostHeader ?? '').trim().toLowerCase();
  const withoutPort = raw.startsWith('[') ? raw.slice(0, raw.indexOf(']') + 1) : (raw.split(':')[0] ?? '');
  return withoutPort.replace(/\.$/, '');
}

/** The slug of an instant address `{slug}.{platformDomain}`, or null for any other host. */
export function instantAddressSlug(host: string, platformDomain: string): string | null {
  const suffix = `.${platformDomain}`;
  if (!host.endsWith(suffix)) return null;
  const slug = host.slice(0, -suffix.length);
  return /^[a-z0-9-]+$/.test(slug) ? slug : null;
}

export const instantAddress = (slug: string, platformDomain: string) => `${slug}.${platformDomain}`;

/** A host the partner claimed (own domain, demo hosts) wins; otherwise an instant address names its slug. */
export async function findTenantByHost(db: Db, host: string, platformDomain: string): Promise<Tenant | null> {
  const rows = await db
    .select({ tenant: tenants })
    .from(tenantHosts)
    .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
    .where(eq(tenantHosts.host, host))
    .limit(1);
  if (rows[0]) return rows[0].tenant;
  const slug = instantAddressSlug(host, platformDomain);
  if (!slug) return null;
  const [bySlug] = await db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
  return bySlug ?? null;
}

/** For an old instant address a partner moved away from less than 30 days ago: the partner's address now. */
export async function movedInstantAddress(
  db: Db,
  host: string,
  platformDomain: string,
  now = new Date(),
): Promise<string | null> {
  const slug = instantAddressSlug(host, platformDomain);
  if (!slug) return null;
  const [moved] = await db
    .select({ slug: tenants.slug })
    .from(retiredSlugs)
    .innerJoin(tenants, eq(tenants.id, retiredSlugs.tenantId))
    .where(and(eq(retiredSlugs.slug, slug), gt(retiredSlugs.redirectUntil, now)))
    .limit(1);
  return moved?.slug && moved.slug !== slug ? instantAddress(moved.slug, platformDomain) : null;
}

/** What a host serves: its tenant (null for a host no partner claimed) and the brand it shows, and for an old
 * instant address still redirecting, the partner's address now. */
export interface TenantSite {
  tenant: Tenant | null;
  brand: Brand;
  movedTo: string | null;
}

/** Reads what `host` (normalised) serves, frozen, as the tenants cache keeps it. */
export async function readTenantSite(
  db: Db,
  host: string,
  hosts: { platformDomain: string; consumerHosts: readonly string[]; mapTiles?: MapTiles | undefined },
): Promise<TenantSite> {
  const tenant = await findTenantByHost(db, host, hosts.platformDomain);
  // The brand is kept with its tenant: it depends only on the host, and parsing it is per-request work too.
  const brand: Brand = {
    ...(tenant
      ? tenantBrand(tenant, hosts.consumerHosts, host, await siteRating(db, tenant.id))
      : platformBrand(host, hosts.consumerHosts)),
    ...(hosts.mapTiles && { mapTiles: hosts.mapTiles }),
  };
  const movedTo = tenant ? null : await movedInstantAddress(db, host, hosts.platformDomain);
  return { tenant: tenant && Object.freeze(tenant), brand: Object.freeze(brand), movedTo };
}

export async function findTenantById(db: Db, id: string): Promise<Tenant | null> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return tenant ?? null;
}

/** The partner's riders' real average and count, once enough rated a ride to say it (RATINGS_SHOWN_FROM). */
export async function siteRating(db: Db, tenantId: string): Promise<Brand['rating']> {
  const [totals] = await db
    .select({ average: avg(ratings.stars), count: count() })
    .from(ratings)
    .where(eq(ratings.tenantId, tenantId));
  if (!totals || totals.count < RATINGS_SHOWN_FROM) return undefined;
  return { average: Math.round(Number(totals.average) * 10) / 10, count: totals.count };
}

export function tenantBrand(
  tenant: Tenant,
  consumerHosts: readonly string[],
  host: string,
  rating?: Brand['rating'],
): Brand {
  return brandSchema.parse({
    businessName: tenant.businessName,
    logoUrl: tenant.logoUrl,
    bannerUrl: tenant.bannerUrl,
    phone: tenant.phone,
    dialCode: tenant.dialCode,
    countryCode: tenant.countryCode,
    domain: tenant.domain,
    colors: { primary: tenant.primaryColor, accent: tenant.accentColor },
    languages: tenant.languages,
    defaultLanguage: tenant.defaultLanguage,
    currency: tenant.currency,
    timezone: tenant.timezone,
    mode: consumerHosts.includes(host) ? 'consumer' : tenant.mode,
    isPartnerSite: true,
    payments: {
      upi: Boolean(tenant.upiVpa),
      card: cardPaymentsEnabled(tenant),
    },
    ...(tenant.suspendedAt ? { suspended: true } : {}),
    promises: knownPromises(tenant.sitePromises),
    ...(rating && { rating }),
    ...bookingWindowField(bookingWindowOf(tenant.minimumLeadMinutes, tenant.bookingHours)),
  });
}

/** The brand carries a window only when it limits pickups, so the default brand stays as it was. */
const bookingWindowField = (window: BookingWindow) =>
  isOpenAllTheTime(window) ? {} : { bookingWindow: window };

/** The platform's own brand, for hosts no partner has claimed: it invites travel partners to sign up. */
export function platformBrand(host: string, consumerHosts: readonly string[]): Brand {
  return {
    businessName: 'TravelX',
    logoUrl: '/brand/travelx-logo.svg',
    bannerUrl: '/brand/travelx-banner.svg',
    phone: '',
    dialCode: DEFAULTS.dialCode,
    countryCode: DEFAULTS.country,
    domain: host,
    colors: { primary: '#5b21b6', accent: '#f59e0b' },
    languages: ['en', 'ta', 'ml', 'kn', 'te'],
    defaultLanguage: DEFAULTS.language,
    currency: DEFAULTS.currency,
    timezone: DEFAULTS.timezone,
    mode: consumerHosts.includes(host) ? 'consumer' : 'partner',
    isPartnerSite: false,
    payments: { upi: false, card: false },
    promises: [],
  };
}

/** Refuses a new booking or quote while the platform has suspended the partner, in words for riders. */
export function assertTakingBookings(tenant: Tenant): void {
  if (tenant.suspendedAt)
    throw new HttpError(403, ERROR_CODES.partnerSuspended, SUSPENSION_WORDS.riders(tenant.businessName));
}
