// A travel partner signs up: the tenant (business, e-mail, phone, domain), its partner account and a starter
// rate card are created together, and the e-mail code proves the address. Signing up again with the same
// e-mail before the first login just sends a new code; a domain someone else holds is a 409.
import { and, count, eq } from 'drizzle-orm';
import { ERROR_CODES } from '../../domain/errors';
import type { PartnerSignupRequest } from '../../domain/partner-signup';
import { STARTER_RATE_CARDS } from '../../domain/starter-rates';
import type { Db } from '../db/client';
import { rateCards, sessions, tenantHosts, tenants, users } from '../db/schema';
import { HttpError } from '../http-error';
import { sendPartnerCode, verifyPartnerCode, type AuthDeps } from './auth';
import { findTenantByHost, type Tenant } from './tenants';

async function unclaimedSignup(db: Db, tenant: Tenant, email: string): Promise<boolean> {
  const [owner] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.role, 'partner')));
  if (owner?.email !== email) return false;
  const [used] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, owner.id));
  return (used?.n ?? 0) === 0;
}

async function createTenant(
  db: Db,
  request: PartnerSignupRequest,
  brand: { countryCode: string; dialCode: string; currency: string; timezone: string },
) {
  return db.transaction(async (tx) => {
    const [tenant] = await tx
      .insert(tenants)
      .values({
        businessName: request.businessName,
        email: request.email,
        phone: request.phone,
        domain: request.domain,
        countryCode: brand.countryCode,
        dialCode: brand.dialCode,
        currency: brand.currency,
        timezone: brand.timezone,
        mode: 'consumer',
      })
      .returning();
    await tx.insert(tenantHosts).values({ host: request.domain, tenantId: tenant!.id });
    await tx.insert(users).values({
      tenantId: tenant!.id,
      role: 'partner',
      name: request.businessName,
      email: request.email,
      phone: request.phone || null,
    });
    await tx.insert(rateCards).values(STARTER_RATE_CARDS.map((card) => ({ tenantId: tenant!.id, ...card })));
    return tenant!;
  });
}

export async function signUpPartner(
  deps: AuthDeps,
  request: PartnerSignupRequest,
  brand: { countryCode: string; dialCode: string; currency: string; timezone: string },
  clientIp: string,
) {
  const existing = await findTenantByHost(deps.db, request.domain);
  if (existing && !(await unclaimedSignup(deps.db, existing, request.email))) {
    throw new HttpError(409, ERROR_CODES.conflict, `${request.domain} already runs a travel site.`, {
      domain: 'This domain is already taken',
    });
  }
  const tenant = existing ?? (await createTenant(deps.db, request, brand));
  const sent = await sendPartnerCode(deps, tenant, request.email, clientIp);
  return { ...sent, domain: tenant.domain };
}

export async function verifyPartnerSignup(deps: AuthDeps, domain: string, email: string, code: string) {
  const tenant = await findTenantByHost(deps.db, domain);
  if (!tenant)
    throw new HttpError(404, ERROR_CODES.notFound, `No sign-up for ${domain} was found.`, {
      domain: 'Sign up first',
    });
  return { ...(await verifyPartnerCode(deps, tenant, email, code)), domain: tenant.domain };
}
