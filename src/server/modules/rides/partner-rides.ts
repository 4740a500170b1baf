// The partner's rides dashboard: counters per status by pickup day, the rides booked in the period, revenue and
// commission of completed rides (for roles that may read money), and one page of rides, all for the chosen
// period in the partner's time zone and only ever this tenant's rows.
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { dateRange } from '../../../domain/date-filter';
import type { PartnerRide, RidesQuery, RidesResponse } from '../../../domain/rides/partner-rides';
import { RIDE_STATUSES } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { drivers, rides, vehicles } from '../../db/schema';
import type { RideRow } from '../booking';
import { rideSummary } from '../booking';
import type { Tenant } from '../../lib/tenants';

export function partnerRide(
  ride: RideRow,
  driver: { firstName: string; lastName: string } | null,
  vehicle: { model: string; number: string } | null,
): PartnerRide {
  return {
    ...rideSummary(ride),
    driverName: driver ? `${driver.firstName} ${driver.lastName}`.trim() : null,
    vehicleLabel: vehicle ? `${vehicle.model} · ${vehicle.number}` : null,
    collectedFee: ride.collectedFee,
    cancelReason: ride.cancelReason,
    arrivedAt: ride.arrivedAt?.toISOString() ?? null,
    cancellationFee: ride.cancellationFee,
  };
}

const WHOLE_RIDE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The period's rides matching the search; a whole ride id (a notification's link) finds that ride whenever its
 * pickup is. */
function periodFilter(tenant: Tenant, query: RidesQuery, now: Date, day: PgColumn = rides.pickupAt): SQL {
  const { from, to } = dateRange(query, now, tenant.timezone);
  const conditions = [eq(rides.tenantId, tenant.id)];
  if (!WHOLE_RIDE_ID.test(query.q)) conditions.push(gte(day, from), lt(day, to));
  if (query.q)
    conditions.push(sql`lower(${rides.id}::text) like ${`${query.q.toLowerCase().replace(/[%_]/g, '')}%`}`);
  return and(...conditions)!;
}

export interface RidesReader {
  /** Whether the reader may see revenue and commission (PARTNER_AREAS.revenue); without it they are left out. */
  readsMoney: boolean;
}

export async function listPartnerRides(
  db: Db,
  tenant: Tenant,
  query: RidesQuery,
  reader: RidesReader,
  now = new Date(),
): Promise<RidesResponse> {
  const inPeriod = periodFilter(tenant, query, now);
  const shown = query.status === 'all' ? inPeriod : and(inPeriod, eq(rides.status, query.status))!;
  // Counters and money in one pass over the period's rides, grouped by status (the money is the completed
  // group's): at 100,000 rides a second scan was half the time.
  const [byStatus, [booked], rows] = await Promise.all([
    db
      .select({
        status: rides.status,
        n: count(),
        revenue: sql<string>`coalesce(sum(coalesce(${rides.collectedFee}, ${rides.totalAmount})), 0)`,
        commission: sql<string>`coalesce(sum(${rides.commissionAmount}), 0)`,
      })
      .from(rides)
      .where(inPeriod)
      .groupBy(rides.status),
    db
      .select({ n: count() })
      .from(rides)
      .where(periodFilter(tenant, query, now, rides.createdAt)),
    db
      .select({ ride: rides, driver: drivers, vehicle: vehicles })
      .from(rides)
      .leftJoin(drivers, eq(drivers.id, rides.driverId))
      .leftJoin(vehicles, eq(vehicles.id, rides.vehicleId))
      .where(shown)
      .orderBy(desc(rides.pickupAt), desc(rides.id))
      .limit(query.limit)
      .offset(query.offset),
  ]);
  const money = byStatus.find((row) => row.status === 'completed');
  const counts = Object.fromEntries([
    ['all', 0],
    ...RIDE_STATUSES.map((status) => [status, 0]),
  ]) as RidesResponse['counts'];
  for (const row of byStatus) {
    counts[row.status as keyof typeof counts] = row.n;
    counts.all += row.n;
  }
  return {
    counts,
    bookedInPeriod: booked?.n ?? 0,
    ...(reader.readsMoney
      ? { revenue: Number(money?.revenue ?? 0), commission: Number(money?.commission ?? 0) }
      : {}),
    currency: tenant.currency,
    total: counts[query.status],
    items: rows.map((row) => partnerRide(row.ride, row.driver, row.vehicle)),
  };
}

export async function findPartnerRide(db: Db, tenantId: string, rideId: string): Promise<PartnerRide | null> {
  const [row] = await db
    .select({ ride: rides, driver: drivers, vehicle: vehicles })
    .from(rides)
    .leftJoin(drivers, eq(drivers.id, rides.driverId))
    .leftJoin(vehicles, eq(vehicles.id, rides.vehicleId))
    .where(and(eq(rides.id, rideId), eq(rides.tenantId, tenantId)))
    .limit(1);
  return row ? partnerRide(row.ride, row.driver, row.vehicle) : null;
}

/** The ride's stored row, for what follows an action (the rider's texts need its phone and trip code). */
export async function findRideRow(db: Db, tenantId: string, rideId: string): Promise<RideRow | null> {
  const [row] = await db
    .select()
    .from(rides)
    .where(and(eq(rides.id, rideId), eq(rides.tenantId, tenantId)));
  return row ?? null;
}
