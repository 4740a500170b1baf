// A travel partner signs up: the tenant (business, e-mail, phone), its owner account and a starter rate card are
// created together, and the e-mail code proves the address. The site answers at once on its instant address
// `{slug}.{platform domain}`, the slug made from the business name, unique and not reserved; that is the only
// address a sign-up gets. A domain of their own named at sign-up is kept as requested, and joins the site only once
// proven in Settings (a TXT record with their token), so a sign-up can never take a domain from anyone.
//
// One e-mail signs up one brand. Signing up again under the same name before the first login sends a new code
// for the same sign-up; an e-mail that already owns a site is told so, naming it, and sent a login code to it
// through the partner login's own path and limits, and no second brand is made. The tenant is written in the
// transaction that issues its code, so a sign-up whose code is refused (429) leaves nothing behind.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../domain/errors';
import type { PartnerSignupRequest } from '../../../domain/auth/partner-signup';
import { slugFromName } from '../../../domain/partners/partner-settings';
import { underPlatformDomain } from '../../../domain/partners/site-addresses';
import { STARTER_RATE_CARDS } from '../../../domain/partners/starter-rates';
import type { Db } from '../../db/client';
import { rateCards, sessions, tenants, users } from '../../db/schema';
import { retryOnUniqueViolation } from '../../db/unique-violation';
import { HttpError } from '../../http-error';
import { sendPartnerCode, verifyPartnerCode, type AuthDeps } from './auth';
import { freeSlug, lockSlug } from './site-slugs';
import { findTenantByHost, instantAddress, type Tenant } from '../../lib/tenants';

export interface SignupDeps extends AuthDeps {
  platformDomain: string;
}

interface SignupBrand {
  countryCode: string;
  dialCode: string;
  currency: string;
  timezone: string;
}

interface OwnedBrand {
  tenant: Tenant;
  /** Someone has logged in as its owner: it is a site in use, not a sign-up waiting for its code. */
  used: boolean;
}

/** The brands whose owner account has this e-mail, oldest first. */
async function brandsOwnedBy(db: Db, email: string): Promise<OwnedBrand[]> {
  const rows = await db
    .select({ tenant: tenants, sessions: count(sessions.id) })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(sessions, eq(sessions.userId, users.id))
    .where(and(eq(users.email, email), eq(users.role, 'partner'), eq(users.partnerRole, 'owner')))
    .groupBy(tenants.id)
    .orderBy(asc(tenants.createdAt));
  return rows.map((row) => ({ tenant: row.tenant, used: row.sessions > 0 }));
}

/** The requested own domain, checked against the platform's: an address on us is the instant one, not typed. */
function requestedDomain(request: PartnerSignupRequest, platformDomain: string): string {
  if (request.domain && underPlatformDomain(request.domain, platformDomain))
    throw new HttpError(400, ERROR_CODES.validation, 'Leave the domain empty to get an address on us.', {
      domain: `Leave this empty for an address ending in .${platformDomain}`,
    });
  return request.domain;
}

async function createTenant(
  tx: Db,
  request: PartnerSignupRequest,
  brand: SignupBrand,
  platformDomain: string,
) {
  const wanted = slugFromName(request.businessName);
  await lockSlug(tx, wanted);
  const slug = await freeSlug(tx, wanted);
  const [tenant] = await tx
    .insert(tenants)
    .values({
      businessName: request.businessName,
      email: request.email,
      phone: request.phone,
      domain: instantAddress(slug, platformDomain),
      slug,
      customDomain: requestedDomain(request, platformDomain),
      countryCode: brand.countryCode,
      dialCode: brand.dialCode,
      currency: brand.currency,
      timezone: brand.timezone,
      mode: 'consumer',
    })
    .returning();
  await tx.insert(users).values({
    tenantId: tenant!.id,
    role: 'partner',
    partnerRole: 'owner',
    name: request.businessName,
    email: request.email,
    phone: request.phone || null,
  });
  await tx.insert(rateCards).values(STARTER_RATE_CARDS.map((card) => ({ tenantId: tenant!.id, ...card })));
  return tenant!;
}

/** The same sign-up again before its first login: what was typed this time is kept (phone, requested domain). */
async function updatePending(tx: Db, tenant: Tenant, request: PartnerSignupRequest, platformDomain: string) {
  const customDomain = requestedDomain(request, platformDomain);
  if (tenant.phone === request.phone && tenant.customDomain === customDomain) return tenant;
  const [updated] = await tx
    .update(tenants)
    .set({ phone: request.phone, customDomain })
    .where(eq(tenants.id, tenant.id))
    .returning();
  return updated ?? tenant;
}

export async function signUpPartner(
  deps: SignupDeps,
  request: PartnerSignupRequest,
  brand: SignupBrand,
  clientIp: string,
) {
  requestedDomain(request, deps.platformDomain);
  // Parallel sign-ups of other e-mails race for one slug: the one that loses looks again and takes the next.
  return retryOnUniqueViolation(() =>
    deps.db.transaction(async (tx) => {
      const within = { ...deps, db: tx };
      // Two sign-ups of one e-mail take turns, so a burst of them cannot make two brands.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`partner-signup:${request.email}`}))`);
      const owned = await brandsOwnedBy(tx, request.email);
      const pending = owned.find(
        (brand) => !brand.used && brand.tenant.businessName === request.businessName,
      );
      const existing = owned.find((brand) => brand.used) ?? (pending ? undefined : owned[0]);
      if (existing) {
        const address = existing.tenant.domain;
        const sent = await sendPartnerCode(within, existing.tenant, request.email, clientIp, {
          intro: `You tried to sign up again, but ${request.email} already has a travel site: ${address}. Log in there with this code.`,
        });
        return {
          ...sent,
          domain: address,
          existing: true,
          message: `You already have a site at ${address}. We e-mailed you a login code for it; no second site was made.`,
        };
      }
      const tenant = pending
        ? await updatePending(tx, pending.tenant, request, deps.platformDomain)
        : await createTenant(tx, request, brand, deps.platformDomain);
      const sent = await sendPartnerCode(within, tenant, request.email, clientIp);
      return {
        ...sent,
        domain: tenant.domain,
        existing: false,
        message: `We e-mailed a code to ${request.email}. Your site answers on ${tenant.domain}.`,
      };
    }),
  );
}

export async function verifyPartnerSignup(deps: SignupDeps, domain: string, email: string, code: string) {
  const tenant = await findTenantByHost(deps.db, domain, deps.platformDomain);
  if (!tenant)
    throw new HttpError(404, ERROR_CODES.notFound, `No sign-up for ${domain} was found.`, {
      domain: 'Sign up first',
    });
  return { ...(await verifyPartnerCode(deps, tenant, email, code)), domain: tenant.domain };
}
