// What the partner agent looks up for a message: the ride, driver and vehicle a partner names (by short id,
// name and registration number as typed), and the facts it answers questions with. Every query is bounded to
// the session's tenant, so a name or an id from another partner's fleet simply is not there.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PartnerReply } from '../../../domain/assistants/partner-agent/partner-agent-contract';
import type { CountedStatus, StatsPeriod } from '../../../domain/assistants/partner-agent/partner-intent';
import { ridesQuerySchema } from '../../../domain/rides/partner-rides';
import type { VehicleType } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { drivers, rides, vehicles } from '../../db/schema';
import { listCrew } from '../drivers';
import { listPartnerRides } from '../rides';
import type { Tenant } from '../../lib/tenants';

export const shortRideId = (id: string) => id.slice(0, 8).toUpperCase();
const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
const squash = (text: string) => text.replace(/[^0-9a-z]/gi, '').toUpperCase();

export type Found<T> = { found: T } | { unknown: true } | { ambiguous: string[] };

/** A ride by the start of its id ("3F2A91BC", or the whole id); an id that is not hex matches nothing. */
export async function findRideByRef(db: Db, tenantId: string, ref: string): Promise<Found<string>> {
  const prefix = ref.toLowerCase();
  if (!/^[0-9a-f-]{3,36}$/.test(prefix)) return { unknown: true };
  const matches = await db
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.tenantId, tenantId), sql`${rides.id}::text like ${`${prefix}%`}`))
    .limit(5);
  if (matches.length === 0) return { unknown: true };
  if (matches.length > 1) return { ambiguous: matches.map((m) => m.id.slice(0, 13).toUpperCase()) };
  return { found: matches[0]!.id };
}

/** The whole name first, then the first name, then the start of a name: "Ravi", "ravi kumar", "Mur". */
export async function findDriverByName(
  db: Db,
  tenantId: string,
  name: string,
): Promise<Found<{ id: string; name: string }>> {
  const wanted = name.trim().toLowerCase();
  const crew = (
    await db
      .select({ id: drivers.id, firstName: drivers.firstName, lastName: drivers.lastName })
      .from(drivers)
      .where(eq(drivers.tenantId, tenantId))
  ).map((d) => ({ id: d.id, name: fullName(d), first: d.firstName.toLowerCase() }));
  const tiers = [
    crew.filter((d) => d.name.toLowerCase() === wanted),
    crew.filter((d) => d.first === wanted),
    crew.filter((d) => d.name.toLowerCase().startsWith(wanted)),
  ];
  const hits = tiers.find((tier) => tier.length > 0) ?? [];
  if (hits.length === 0) return { unknown: true };
  if (hits.length > 1) return { ambiguous: hits.map((d) => d.name) };
  return { found: { id: hits[0]!.id, name: hits[0]!.name } };
}

/** A vehicle by its registration number, spaces and dashes ignored ("TN 09 AB 1234" is TN09 AB1234). */
export async function findVehicleByNumber(
  db: Db,
  tenantId: string,
  number: string,
): Promise<{ id: string; number: string } | null> {
  const fleet = await db
    .select({ id: vehicles.id, number: vehicles.number })
    .from(vehicles)
    .where(eq(vehicles.tenantId, tenantId));
  return fleet.find((v) => squash(v.number) === squash(number)) ?? null;
}

/** The dashboard's own figures for a period, so the agent and the console never disagree. */
async function dashboard(db: Db, tenant: Tenant, period: StatsPeriod, now: Date, readsMoney = false) {
  const query = ridesQuerySchema.parse({ dateFilter: period, limit: 1 });
  return listPartnerRides(db, tenant, query, { readsMoney }, now);
}

export async function rideCount(
  db: Db,
  tenant: Tenant,
  period: StatsPeriod,
  status: CountedStatus,
  now: Date,
): Promise<PartnerReply> {
  const figures = await dashboard(db, tenant, period, now);
  return { kind: 'rideCount', period, status, counts: figures.counts };
}

export async function revenue(db: Db, tenant: Tenant, period: StatsPeriod, now: Date): Promise<PartnerReply> {
  const figures = await dashboard(db, tenant, period, now, true);
  return {
    kind: 'revenue',
    period,
    revenue: figures.revenue ?? 0,
    commission: figures.commission ?? 0,
    completed: figures.counts.completed,
    currency: figures.currency,
  };
}

/** Online as the Drivers page computes it: on a live ride or seen in the last ten minutes. */
export async function driversBy(db: Db, tenant: Tenant, online: boolean, now: Date): Promise<PartnerReply> {
  const { members } = await listCrew(db, drivers, tenant.id, now);
  const names = members.filter((member) => member.online === online).map(fullName);
  return { kind: 'drivers', online, names, total: members.length };
}

const WAITING_SHOWN = 5;

/** Booked rides, soonest pickup first: the ones a driver still has to be found for. */
export async function waitingRides(db: Db, tenant: Tenant): Promise<PartnerReply> {
  const waiting = and(eq(rides.tenantId, tenant.id), eq(rides.status, 'booked'));
  const [rows, [total]] = await Promise.all([
    db.select().from(rides).where(waiting).orderBy(asc(rides.pickupAt), asc(rides.id)).limit(WAITING_SHOWN),
    db.select({ n: count() }).from(rides).where(waiting),
  ]);
  return {
    kind: 'waitingRides',
    total: total?.n ?? 0,
    rides: rows.map((ride) => ({
      id: shortRideId(ride.id),
      pickup: ride.pickupName,
      dropoff: ride.dropoffName,
      pickupTime: ride.pickupAt.toISOString(),
      vehicleType: ride.vehicleType as VehicleType,
    })),
  };
}
