// One partner as the platform's owner reads it: its settings (never a secret: payment keys and salt are only
// said to be set), staff, latest rides with the commission taken, wallet, suspension and the owners' audit log.
import { and, desc, eq } from 'drizzle-orm';
import type { PartnerDetail } from '../../../domain/platform/admin-console';
import type { Db } from '../../db/client';
import { rides, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { ERROR_CODES } from '../../../domain/errors';
import { cardPaymentsEnabled, findTenantById, type Tenant } from '../../lib/tenants';
import { readWallet } from '../money';
import { partnerSummary } from './admin-partners';
import { auditLogOf } from './audit-log';

const RECENT_RIDES = 50;
const WALLET_ENTRIES = 20;

const settingsOf = (tenant: Tenant): PartnerDetail['settings'] => ({
  businessName: tenant.businessName,
  email: tenant.email,
  phone: tenant.phone,
  dialCode: tenant.dialCode,
  countryCode: tenant.countryCode,
  logoUrl: tenant.logoUrl,
  primaryColor: tenant.primaryColor,
  accentColor: tenant.accentColor,
  languages: tenant.languages,
  defaultLanguage: tenant.defaultLanguage,
  dispatchMode: tenant.dispatchMode,
  payments: {
    upi: Boolean(tenant.upiVpa),
    card: cardPaymentsEnabled(tenant),
    cardTestMode: tenant.cardTestMode,
  },
  legalName: tenant.legalName,
  gstin: tenant.gstin,
});

export async function readPartnerPage(
  db: Db,
  tenantId: string,
  platformDomain: string,
): Promise<PartnerDetail> {
  const tenant = await findTenantById(db, tenantId);
  const partner = tenant && (await partnerSummary(db, tenantId, platformDomain));
  if (!tenant || !partner) throw new HttpError(404, ERROR_CODES.notFound, 'There is no such partner.');
  const [staff, recentRides, wallet, audit] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email, role: users.partnerRole })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.role, 'partner')))
      .orderBy(users.createdAt),
    db
      .select({
        id: rides.id,
        status: rides.status,
        pickupAt: rides.pickupAt,
        pickupName: rides.pickupName,
        dropoffName: rides.dropoffName,
        totalAmount: rides.totalAmount,
        commissionAmount: rides.commissionAmount,
        commissionBps: rides.commissionBps,
      })
      .from(rides)
      .where(eq(rides.tenantId, tenantId))
      .orderBy(desc(rides.updatedAt), desc(rides.id))
      .limit(RECENT_RIDES),
    readWallet(db, tenant, null, { dateFilter: 'thisMonth', limit: WALLET_ENTRIES, offset: 0 }),
    auditLogOf(db, tenantId),
  ]);
  return {
    partner,
    settings: settingsOf(tenant),
    staff: staff.map((member) => ({ ...member, role: member.role ?? 'owner' })),
    rides: recentRides.map((ride) => ({ ...ride, pickupAt: ride.pickupAt.toISOString() })),
    wallet: {
      balance: wallet.data.total.balance,
      entries: wallet.data.transactions.map(({ rideId: _ride, ...entry }) => entry),
    },
    suspension: tenant.suspendedAt
      ? { since: tenant.suspendedAt.toISOString(), reason: tenant.suspensionReason ?? '' }
      : null,
    audit,
  };
}
