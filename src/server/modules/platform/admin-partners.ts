// The partners' list as the platform's owner reads it: status, address, owner, this month's rides, fares and
// commission in each partner's own time zone, and its last activity; searched by name, address or owner e-mail.
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  PartnerStatus,
  PartnerSummary,
  PartnersQuery,
  PartnersResponse,
} from '../../../domain/platform/admin-console';
import type { Db } from '../../db/client';
import { tenants } from '../../db/schema';

/** The first instant of this calendar month in the partner's own zone. */
const monthStart = sql.raw(
  `(date_trunc('month', now() at time zone "tenants"."timezone") at time zone "tenants"."timezone")`,
);

const statusOf = sql<PartnerStatus>`case when ${tenants.suspendedAt} is not null then 'suspended'
  when ${tenants.setupFinished} then 'live' else 'setting_up' end`;

const statusIs: Record<PartnerStatus, SQL | undefined> = {
  suspended: isNotNull(tenants.suspendedAt),
  live: and(isNull(tenants.suspendedAt), eq(tenants.setupFinished, true)),
  setting_up: and(isNull(tenants.suspendedAt), eq(tenants.setupFinished, false)),
};

// Drizzle leaves the columns of a one-table select unqualified, which correlated subqueries would read as their own
// table's: these name each table in full.
const tenantId = sql.raw('"tenants"."id"');

/** A proven own domain, else the instant address, else the host the operator gave it (the demo's). */
const addressOf = (platformDomain: string) => sql<string>`coalesce(
  (select h.host from tenant_hosts h where h.tenant_id = ${tenantId}
     and h.proven_by is not null and h.lapsed_since is null order by h.proven_at desc limit 1),
  "tenants"."slug" || '.' || ${platformDomain},
  "tenants"."domain")`;

const ownerEmail = sql<string | null>`(select u.email from users u where u.tenant_id = ${tenantId}
  and u.role = 'partner' and u.partner_role = 'owner' order by u.created_at limit 1)`;

const completedThisMonth = sql`r.tenant_id = ${tenantId} and r.status = 'completed' and r.updated_at >= ${monthStart}`;

/** Last activity: the latest change to any of its rides, sign-in of its staff, or entry in its wallet. */
const lastActivity = sql<string | null>`greatest(
  (select max(r.updated_at) from rides r where r.tenant_id = ${tenantId}),
  (select max(s.created_at) from sessions s inner join users u on u.id = s.user_id
     where s.tenant_id = ${tenantId} and u.role = 'partner'),
  (select max(w.created_at) from wallet_transactions w where w.tenant_id = ${tenantId}))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchOf(q: string, platformDomain: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(
    ilike(tenants.businessName, pattern),
    sql`${addressOf(platformDomain)} ilike ${pattern}`,
    sql`exists (select 1 from tenant_hosts h where h.tenant_id = ${tenantId} and h.host ilike ${pattern})`,
    sql`exists (select 1 from users u where u.tenant_id = ${tenantId} and u.role = 'partner'
      and u.email ilike ${pattern})`,
  );
}

const toIso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function summaryColumns(platformDomain: string) {
  return {
    id: tenants.id,
    businessName: tenants.businessName,
    status: statusOf,
    address: addressOf(platformDomain),
    ownerEmail,
    createdAt: tenants.createdAt,
    currency: tenants.currency,
    timezone: tenants.timezone,
    ridesThisMonth: sql<number>`(select count(*) from rides r where ${completedThisMonth})::int`,
    revenueThisMonth: sql<number>`(select coalesce(sum(coalesce(r.collected_fee, r.total_amount)), 0)
      from rides r where ${completedThisMonth})::int`,
    commissionThisMonth: sql<number>`(select coalesce(sum(r.commission_amount), 0) from rides r
      where ${completedThisMonth})::int`,
    lastActivityAt: lastActivity,
  };
}

type SummaryRow = { [K in keyof ReturnType<typeof summaryColumns>]: unknown } & {
  createdAt: Date;
  lastActivityAt: string | Date | null;
};

const toSummary = (row: SummaryRow): PartnerSummary =>
  ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: toIso(row.lastActivityAt),
  }) as PartnerSummary;

export async function listPartners(
  db: Db,
  query: PartnersQuery,
  platformDomain: string,
): Promise<PartnersResponse> {
  const search = searchOf(query.q, platformDomain);
  const [rows, byStatus] = await Promise.all([
    db
      .select(summaryColumns(platformDomain))
      .from(tenants)
      .where(and(search, query.status && statusIs[query.status]))
      .orderBy(desc(tenants.createdAt), tenants.id)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ status: statusOf, partners: count() })
      .from(tenants)
      .where(search)
      .groupBy(sql`1`),
  ]);
  const counts = { all: 0, setting_up: 0, live: 0, suspended: 0 };
  for (const row of byStatus) {
    counts[row.status] = row.partners;
    counts.all += row.partners;
  }
  return {
    partners: rows.map(toSummary),
    counts,
    total: query.status ? counts[query.status] : counts.all,
  };
}

export async function partnerSummary(db: Db, tenantId: string, platformDomain: string) {
  const [row] = await db.select(summaryColumns(platformDomain)).from(tenants).where(eq(tenants.id, tenantId));
  return row ? toSummary(row) : null;
}
