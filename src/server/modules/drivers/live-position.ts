// A driver's position between the live index and the database. Every ping goes into the index at once (a driver
// on duty and verified, or on a ride); the database gets it at most every 30 s per driver, and at every duty change
// and ride change, so a restart loses at most that much while the database no longer takes two writes per ping.
// Whoever reads a driver's position (the driver's own screens, maps, "arrived" near the pickup) takes the index's
// when it is newer than the stored one.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers, vehicles } from '../../db/schema';
import type { LivePosition, LivePositions } from '../../realtime/live-positions';

interface Placed {
  latitude: number | null;
  longitude: number | null;
  lastSeenAt: Date | null;
}

/** The driver's row and the vehicle they drive, as last seen at this position. */
async function writePosition(db: Db, driverId: string, position: LivePosition) {
  const at = new Date(position.at);
  await db
    .update(drivers)
    .set({ latitude: position.lat, longitude: position.lng, lastSeenAt: at })
    .where(eq(drivers.id, driverId));
  await db
    .update(vehicles)
    .set({ lastSeenAt: at })
    .where(
      sql`${vehicles.id} = (select ${drivers.vehicleId} from ${drivers} where ${drivers.id} = ${driverId})`,
    );
}

/** Puts the position in the index (when `indexed`) and writes it to the database if this driver's last write
 * here is 30 s old. */
export async function storeLivePosition(
  db: Db,
  live: LivePositions,
  tenantId: string,
  position: LivePosition,
  indexed: boolean,
) {
  if (indexed) await live.put(tenantId, position);
  if (live.claimWrite(position.driverId, Date.now())) await writePosition(db, position.driverId, position);
}

/** Writes the index's position of the driver now, whatever the last write's age: a duty or ride change. */
export async function persistLivePosition(db: Db, live: LivePositions, tenantId: string, driverId: string) {
  const position = (await live.many(tenantId, [driverId])).get(driverId);
  if (!position) return;
  live.claimWrite(driverId, Date.now());
  await writePosition(db, driverId, position);
}

/** The row with the index's position in place of the stored one when the index's is newer. */
export function overlaid<T extends Placed>(row: T, position: LivePosition | undefined): T {
  if (!position || (row.lastSeenAt && row.lastSeenAt.getTime() >= position.at)) return row;
  return { ...row, latitude: position.lat, longitude: position.lng, lastSeenAt: new Date(position.at) };
}

export async function withLivePosition<T extends Placed & { id: string; tenantId: string }>(
  live: LivePositions,
  row: T,
): Promise<T> {
  return overlaid(row, (await live.many(row.tenantId, [row.id])).get(row.id));
}
