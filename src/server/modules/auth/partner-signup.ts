// A travel partner signs up: the tenant (business, e-mail, phone, site address), its owner account and a
// starter rate card are created together, and the e-mail code proves the address. Without a domain of its own
// the site answers at once on `{slug}.{platform domain}`, the slug made from the business name and unique.
// Signing up again with the same e-mail before the first login just sends a new code; a domain someone else
// holds is a 409.
import { and, count, eq, like } from 'drizzle-orm';
import { ERROR_CODES } from '../../../domain/errors';
import type { PartnerSignupRequest } from '../../../domain/auth/partner-signup';
import { slugFromName } from '../../../domain/partners/partner-settings';
import { STARTER_RATE_CARDS } from '../../../domain/partners/starter-rates';
import type { Db } from '../../db/client';
import { rateCards, sessions, tenantHosts, tenants, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { retryOnUniqueViolation } from '../../db/unique-violation';
import { sendPartnerCode, verifyPartnerCode, type AuthDeps } from './auth';
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

async function unclaimedSignup(db: Db, tenant: Tenant, email: string): Promise<boolean> {
  const [owner] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.role, 'partner'), eq(users.partnerRole, 'owner')));
  if (owner?.email !== email) return false;
  const [used] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, owner.id));
  return (used?.n ?? 0) === 0;
}

/** The name's slug, or the first of `slug-2`, `slug-3`… no tenant holds yet. */
export async function freeSlug(db: Db, wanted: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: tenants.slug })
        .from(tenants)
        .where(like(tenants.slug, `${wanted}%`))
    ).map((row) => row.slug),
  );
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n += 1) if (!taken.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}

async function createTenant(
  db: Db,
  request: PartnerSignupRequest,
  brand: SignupBrand,
  platformDomain: string,
) {
  const slug = await freeSlug(db, slugFromName(request.businessName));
  return db.transaction(async (tx) => {
    const [tenant] = await tx
      .insert(tenants)
      .values({
        businessName: request.businessName,
        email: request.email,
        phone: request.phone,
        domain: request.domain || instantAddress(slug, platformDomain),
        slug,
        countryCode: brand.countryCode,
        dialCode: brand.dialCode,
        currency: brand.currency,
        timezone: brand.timezone,
        mode: 'consumer',
      })
      .returning();
    if (request.domain) await tx.insert(tenantHosts).values({ host: request.domain, tenantId: tenant!.id });
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
  });
}

/** A sign-up without a domain that was never logged into, by this e-mail under this name: sent a new code. */
async function pendingInstantSignup(db: Db, request: PartnerSignupRequest): Promise<Tenant | null> {
  const rows = await db
    .select()
    .from(tenants)
    .where(and(eq(tenants.email, request.email), eq(tenants.businessName, request.businessName)));
  for (const tenant of rows) if (await unclaimedSignup(db, tenant, request.email)) return tenant;
  return null;
}

async function tenantForSignup(deps: SignupDeps, request: PartnerSignupRequest, brand: SignupBrand) {
  if (!request.domain)
    return (
      (await pendingInstantSignup(deps.db, request)) ??
      createTenant(deps.db, request, brand, deps.platformDomain)
    );
  if (request.domain === deps.platformDomain || request.domain.endsWith(`.${deps.platformDomain}`))
    throw new HttpError(400, ERROR_CODES.validation, 'Leave the domain empty to get an address on us.', {
      domain: `Leave this empty for an address ending in .${deps.platformDomain}`,
    });
  const existing = await findTenantByHost(deps.db, request.domain, deps.platformDomain);
  if (existing && !(await unclaimedSignup(deps.db, existing, request.email))) {
    throw new HttpError(409, ERROR_CODES.conflict, `${request.domain} already runs a travel site.`, {
      domain: 'This domain is already taken',
    });
  }
  return existing ?? createTenant(deps.db, request, brand, deps.platformDomain);
}

export async function signUpPartner(
  deps: SignupDeps,
  request: PartnerSignupRequest,
  brand: SignupBrand,
  clientIp: string,
) {
  // Parallel sign-ups race for one slug or domain: the one that loses looks again and finds the winner's row.
  const tenant = await retryOnUniqueViolation(() => tenantForSignup(deps, request, brand));
  const sent = await sendPartnerCode(deps, tenant, request.email, clientIp);
  return { ...sent, domain: tenant.domain };
}

export async function verifyPartnerSignup(deps: SignupDeps, domain: string, email: string, code: string) {
  const tenant = await findTenantByHost(deps.db, domain, deps.platformDomain);
  if (!tenant)
    throw new HttpError(404, ERROR_CODES.notFound, `No sign-up for ${domain} was found.`, {
      domain: 'Sign up first',
    });
  return { ...(await verifyPartnerCode(deps, tenant, email, code)), domain: tenant.domain };
}
