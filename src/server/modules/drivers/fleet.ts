// The partner's vehicles, drivers and travel companies. Online is computed, never stored: on a live ride
// or seen within the last ten minutes. Every read and write is scoped to the session's tenant.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AccountStatus, Country } from '../../../domain/constants';
import { ERROR_CODES } from '../../../domain/errors';
import {
  ONLINE_WINDOW_MS,
  accountTransition,
  vehicleNumberFor,
  type AccountAction,
  type CrewInput,
  type CrewMember,
  type Vehicle,
  type VehicleInput,
} from '../../../domain/drivers/fleet';
import { plateMessages } from '../../../domain/drivers/vehicle-plate';
import type { Db } from '../../db/client';
import type { travelCompanies } from '../../db/schema';
import { drivers, rides, vehicles } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { LivePosition, LivePositions } from '../../realtime/live-positions';
import { overlaid } from './live-position';

type VehicleRow = typeof vehicles.$inferSelect;
export type CrewTable = typeof drivers | typeof travelCompanies;
/** What drivers and travel companies share; drivers add a duty switch and the vehicle they drive. */
type CrewRow = typeof travelCompanies.$inferSelect & { online?: boolean };

const seenRecently = (at: Date | null, now: Date) =>
  at !== null && now.getTime() - at.getTime() <= ONLINE_WINDOW_MS;

async function liveAssignments(db: Db, tenantId: string) {
  const rows = await db
    .select({ driverId: rides.driverId, vehicleId: rides.vehicleId })
    .from(rides)
    .where(and(eq(rides.tenantId, tenantId), inArray(rides.status, ['accepted', 'ontrip'])));
  return { drivers: new Set(rows.map((r) => r.driverId)), vehicles: new Set(rows.map((r) => r.vehicleId)) };
}

const totals = (items: { online: boolean }[]) => {
  const online = items.filter((item) => item.online).length;
  return { total: items.length, online, offline: items.length - online };
};

function toVehicle(row: VehicleRow, busy: boolean, now: Date): Vehicle {
  return {
    id: row.id,
    vehicleType: row.vehicleType as Vehicle['vehicleType'],
    model: row.model,
    number: row.number,
    busy,
    online: busy || seenRecently(row.lastSeenAt, now),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  };
}

export async function listVehicles(db: Db, tenantId: string, now = new Date()) {
  const [rows, live] = await Promise.all([
    db
      .select()
      .from(vehicles)
      .where(eq(vehicles.tenantId, tenantId))
      .orderBy(asc(vehicles.createdAt), asc(vehicles.id)),
    liveAssignments(db, tenantId),
  ]);
  const list = rows.map((row) => toVehicle(row, live.vehicles.has(row.id), now));
  return { totals: totals(list), vehicles: list };
}

const numberTaken = (number: string) =>
  new HttpError(409, ERROR_CODES.conflict, `${number} is already in your fleet.`, {
    number: 'This number is already in your fleet',
  });

async function assertNumberFree(db: Db, tenantId: string, number: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.number, number)));
  if (clash && clash.id !== exceptId) throw numberTaken(number);
}

/** The number read as a plate of the session's partner's country, never one the client names, in its one
 * stored form; a number that is no plate there is refused under its field. */
export function withCanonicalPlate(country: Country, input: VehicleInput): VehicleInput {
  const plate = vehicleNumberFor(country).safeParse(input.number);
  if (plate.success) return { ...input, number: plate.data };
  const message = plate.error.issues[0]?.message ?? plateMessages.pattern(country);
  throw new HttpError(400, ERROR_CODES.validation, message, { number: message });
}

/** One conditional insert, so of parallel twins adding one number exactly one is added and the others get 409. */
export async function addVehicle(db: Db, tenantId: string, input: VehicleInput): Promise<Vehicle> {
  const [row] = await db
    .insert(vehicles)
    .values({ tenantId, ...input })
    .onConflictDoNothing({ target: [vehicles.tenantId, vehicles.number] })
    .returning();
  if (!row) throw numberTaken(input.number);
  return toVehicle(row, false, new Date());
}

async function ownedVehicle(db: Db, tenantId: string, id: string): Promise<VehicleRow> {
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.tenantId, tenantId)));
  if (!row) throw new HttpError(404, ERROR_CODES.notFound, 'This vehicle was not found.');
  return row;
}

/** Another partner's vehicle answers 404 whatever the body holds, so its plate is read only once it is ours. */
export async function updateVehicle(
  db: Db,
  tenant: { id: string; countryCode: string },
  id: string,
  body: VehicleInput,
): Promise<Vehicle> {
  const tenantId = tenant.id;
  await ownedVehicle(db, tenantId, id);
  const input = withCanonicalPlate(tenant.countryCode as Country, body);
  await assertNumberFree(db, tenantId, input.number, id);
  const [row] = await db.update(vehicles).set(input).where(eq(vehicles.id, id)).returning();
  const live = await liveAssignments(db, tenantId);
  return toVehicle(row!, live.vehicles.has(id), new Date());
}

export async function removeVehicle(db: Db, tenantId: string, id: string): Promise<void> {
  const vehicle = await ownedVehicle(db, tenantId, id);
  if ((await liveAssignments(db, tenantId)).vehicles.has(id)) {
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      `${vehicle.number} is on a ride; remove it after the ride ends.`,
    );
  }
  await db.delete(vehicles).where(eq(vehicles.id, id));
}

function toCrewMember(row: CrewRow, busy: boolean, now: Date): CrewMember {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    accountStatus: row.accountStatus as AccountStatus,
    // A driver off duty is offline even if a last position is recent; one on a ride is always online.
    online: busy || (row.online !== false && seenRecently(row.lastSeenAt, now)),
    busy,
    latitude: row.latitude,
    longitude: row.longitude,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  };
}

/** With `positions`, drivers show their last position in the live index when it is newer than the stored one. */
export async function listCrew(
  db: Db,
  table: CrewTable,
  tenantId: string,
  now = new Date(),
  positions?: LivePositions,
) {
  const [stored, live] = await Promise.all([
    db.select().from(table).where(eq(table.tenantId, tenantId)).orderBy(asc(table.createdAt), asc(table.id)),
    liveAssignments(db, tenantId),
  ]);
  const indexed =
    positions && table === drivers
      ? await positions.many(
          tenantId,
          stored.map((row) => row.id),
        )
      : new Map<string, LivePosition>();
  const rows = stored.map((row) => overlaid(row, indexed.get(row.id)));
  // Travel companies are never assigned to rides, so only drivers can be busy.
  const members = rows.map((row) => toCrewMember(row, table === drivers && live.drivers.has(row.id), now));
  return { totals: totals(members), members };
}

export async function addCrewMember(
  db: Db,
  table: CrewTable,
  tenantId: string,
  input: CrewInput,
): Promise<CrewMember> {
  // One conditional insert, as for vehicles: parallel twins with one phone add it once.
  const [row] = await db
    .insert(table)
    .values({ tenantId, ...input })
    .onConflictDoNothing({ target: [table.tenantId, table.phone] })
    .returning();
  if (!row)
    throw new HttpError(409, ERROR_CODES.conflict, `${input.phone} is already added.`, {
      phone: 'This phone number is already added',
    });
  return toCrewMember(row, false, new Date());
}

async function ownedCrewMember(db: Db, table: CrewTable, tenantId: string, id: string): Promise<CrewRow> {
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.tenantId, tenantId)));
  if (!row) throw new HttpError(404, ERROR_CODES.notFound, 'Not found.');
  return row;
}

export async function changeAccountStatus(
  db: Db,
  table: CrewTable,
  tenantId: string,
  id: string,
  action: AccountAction,
): Promise<CrewMember> {
  const row = await ownedCrewMember(db, table, tenantId, id);
  const next = accountTransition(row.accountStatus as AccountStatus, action);
  if (!next)
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      `${row.firstName} is ${row.accountStatus}; ${action} does not apply.`,
    );
  const [updated] = await db.update(table).set({ accountStatus: next }).where(eq(table.id, id)).returning();
  return toCrewMember(updated!, false, new Date());
}

export async function removeCrewMember(
  db: Db,
  table: CrewTable,
  tenantId: string,
  id: string,
): Promise<void> {
  await ownedCrewMember(db, table, tenantId, id);
  if (table === drivers && (await liveAssignments(db, tenantId)).drivers.has(id)) {
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      'This driver is on a ride; remove them after the ride ends.',
    );
  }
  await db.delete(table).where(eq(table.id, id));
}
