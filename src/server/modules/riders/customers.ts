// The partner's people, as the customers list shows them, and the log of ride events. Both read only the
// session's tenant; search and sort run in SQL so the total is true, not a page count.
import { and, asc, count, desc, eq, gte, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Customer, CustomersQuery, RideEventsQuery } from '../../../domain/riders/customers';
import type { RideStatus } from '../../../domain/constants';
import { dateRange } from '../../../domain/date-filter';
import type { Db } from '../../db/client';
import { drivers, rideEvents, rides, users } from '../../db/schema';
import { ERROR_CODES } from '../../../domain/errors';
import { HttpError } from '../../http-error';
import { revokeUserSessions } from '../../lib/sessions';
import type { Tenant } from '../../lib/tenants';

/** One page of a people table, newest or oldest first, with the true total of rows that match. Drizzle
 * cannot select from a union of tables, so the query is typed as one and the rows handed back as the other. */
async function pageOf<T extends typeof users | typeof drivers>(
  db: Db,
  table: T,
  where: SQL,
  query: CustomersQuery,
) {
  const order =
    query.sort === 'newest' ? [desc(table.createdAt), desc(table.id)] : [asc(table.createdAt), asc(table.id)];
  const [[total], rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(table as typeof users)
      .where(where),
    db
      .select()
      .from(table as typeof users)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
  ]);
  return { total: total?.n ?? 0, rows: rows as unknown as T['$inferSelect'][] };
}

const like = (q: string) => `%${q.replace(/[%_\\]/g, '')}%`;

async function listUsers(db: Db, tenant: Tenant, role: 'rider' | 'partner', query: CustomersQuery) {
  const where = and(
    eq(users.tenantId, tenant.id),
    eq(users.role, role),
    query.q
      ? or(
          ilike(users.name, like(query.q)),
          ilike(users.phone, like(query.q)),
          ilike(users.email, like(query.q)),
        )
      : undefined,
  ) as SQL;
  const { total, rows } = await pageOf(db, users, where, query);
  const booked = await bookedNames(
    db,
    tenant.id,
    rows.filter((row) => !row.name).map((row) => row.id),
  );
  return {
    total,
    items: rows.map((row) =>
      userAsCustomer(tenant, { ...row, name: row.name || (booked.get(row.id) ?? '') }),
    ),
  };
}

/** The name each rider last booked under, for riders whose profile has none (a caller the office booked for, a
 * rider who signed in by phone alone): the partner sees who they are. */
async function bookedNames(db: Db, tenantId: string, riderIds: string[]): Promise<Map<string, string>> {
  if (riderIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([rides.riderId], { riderId: rides.riderId, name: rides.customerName })
    .from(rides)
    .where(and(eq(rides.tenantId, tenantId), inArray(rides.riderId, riderIds), ne(rides.customerName, '')))
    .orderBy(rides.riderId, desc(rides.createdAt));
  return new Map(rows.flatMap((row) => (row.riderId ? [[row.riderId, row.name] as const] : [])));
}

function userAsCustomer(tenant: Tenant, row: typeof users.$inferSelect): Customer {
  return {
    id: row.id,
    name: row.name,
    company: row.role === 'partner' ? tenant.businessName : '',
    phone: row.phone ?? '',
    email: row.email ?? '',
    country: tenant.countryCode.toUpperCase(),
    status: row.blockedAt ? 'Inactive' : 'Active',
    createdAt: row.createdAt.toISOString(),
    blockReason: row.blockedAt ? (row.blockReason ?? '') : null,
  };
}

/** Blocks (with the partner's reason) or unblocks one of the tenant's riders. Blocking ends every session the
 * rider has open in the same transaction, so their next request, booking or ride view is already refused. */
export async function setRiderBlock(
  db: Db,
  tenant: Tenant,
  riderId: string,
  block: { reason: string } | null,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set(
        block ? { blockedAt: new Date(), blockReason: block.reason } : { blockedAt: null, blockReason: null },
      )
      .where(and(eq(users.id, riderId), eq(users.tenantId, tenant.id), eq(users.role, 'rider')))
      .returning();
    if (!row)
      throw new HttpError(404, ERROR_CODES.notFound, `${tenant.businessName} has no rider with this id.`);
    if (block) await revokeUserSessions(tx, row.id);
    return userAsCustomer(tenant, row);
  });
}

async function listDrivers(db: Db, tenant: Tenant, query: CustomersQuery) {
  const name = sql`${drivers.firstName} || ' ' || ${drivers.lastName}`;
  const where = and(
    eq(drivers.tenantId, tenant.id),
    query.q ? or(ilike(name, like(query.q)), ilike(drivers.phone, like(query.q))) : undefined,
  ) as SQL;
  const { total, rows } = await pageOf(db, drivers, where, query);
  const items = rows.map((row): Customer => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    company: tenant.businessName,
    phone: row.phone,
    email: '',
    country: tenant.countryCode.toUpperCase(),
    status: row.accountStatus === 'Verified' ? 'Active' : 'Inactive',
    createdAt: row.createdAt.toISOString(),
    blockReason: null,
  }));
  return { total, items };
}

export function listCustomers(db: Db, tenant: Tenant, query: CustomersQuery) {
  if (query.type === 'driver') return listDrivers(db, tenant, query);
  return listUsers(db, tenant, query.type === 'partner' ? 'partner' : 'rider', query);
}

export async function listRideEvents(db: Db, tenant: Tenant, query: RideEventsQuery, now = new Date()) {
  const since =
    query.window === 'today'
      ? dateRange({ dateFilter: 'today' }, now, tenant.timezone).from
      : new Date(now.getTime() - Number(query.window) * 60_000);
  const rows = await db
    .select({ event: rideEvents, customerName: rides.customerName })
    .from(rideEvents)
    .innerJoin(rides, eq(rides.id, rideEvents.rideId))
    .where(
      and(
        eq(rideEvents.tenantId, tenant.id),
        gte(rideEvents.createdAt, since),
        query.q
          ? sql`lower(${rideEvents.rideId}::text) like ${`${query.q.toLowerCase().replace(/[%_]/g, '')}%`}`
          : undefined,
      ),
    )
    .orderBy(desc(rideEvents.createdAt), desc(rideEvents.id))
    .limit(query.limit);
  return {
    items: rows.map(({ event, customerName }) => ({
      id: event.id,
      createdAt: event.createdAt.toISOString(),
      label: event.label,
      rideId: event.rideId,
      fromStatus: event.fromStatus as RideStatus | null,
      toStatus: event.toStatus as RideStatus,
      customerName,
    })),
  };
}
