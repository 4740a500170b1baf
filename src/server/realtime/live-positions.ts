// Drivers' live positions, per partner, in a spatial index: what dispatch asks "who is near this pickup" and what
// maps read a driver's last position from, instead of the database, which every ping used to write twice. In one
// process a grid of cells about 2 km wide keyed by rounded latitude and longitude; with REDIS_URL a geo set per
// partner in Redis (redis-live-positions.ts), so every process sees every driver. The database keeps a copy written
// at most every POSITION_WRITE_MS per driver (and at each duty or ride change), so a restart loses little; the
// index itself starts empty, and a driver enters it again with their next ping.
import { haversineKm, type LatLng } from '../../domain/geo';

export interface LivePosition {
  driverId: string;
  lat: number;
  lng: number;
  /** When the phone took it, in epoch milliseconds. */
  at: number;
}

export interface NearbyDriver extends LivePosition {
  km: number;
}

export interface NearQuery {
  point: LatLng;
  radiusKm: number;
  /** Positions older than this (epoch ms) are of a driver gone quiet: left out, and dropped from the index. */
  freshSince: number;
  limit: number;
}

export interface LivePositions {
  put(tenantId: string, position: LivePosition): Promise<void>;
  /** The driver leaves the index at once (off duty, blocked, removed, offline). */
  remove(tenantId: string, driverId: string): Promise<void>;
  /** The last positions of these drivers that the index holds. */
  many(tenantId: string, driverIds: readonly string[]): Promise<Map<string, LivePosition>>;
  /** Fresh positions within the radius, nearest first. */
  near(tenantId: string, query: NearQuery): Promise<NearbyDriver[]>;
  /** Answers whether this driver's position is due for the database now, and if so counts it as written. Kept in
   * each process: with two processes a driver may be written once by each per window. */
  claimWrite(driverId: string, now: number): boolean;
  /** Answers once Redis does; absent without Redis. */
  ping?: () => Promise<unknown>;
  close(): Promise<void>;
}

/** A driver's last position goes to the database at most this often while they ping. */
export const POSITION_WRITE_MS = 30_000;
/** The grid's cell, in degrees: about 2.2 km north to south. */
const CELL_DEGREES = 0.02;
const KM_PER_DEGREE_LAT = 111.2;

const cellOf = (lat: number, lng: number) => ({
  row: Math.floor(lat / CELL_DEGREES),
  col: Math.floor(lng / CELL_DEGREES),
});
const cellKey = (row: number, col: number) => `${row}:${col}`;

/** The write clock both stores share: when each driver was last written to the database by this process. */
export function writeClock() {
  const writtenAt = new Map<string, number>();
  return {
    claim(driverId: string, now: number) {
      const last = writtenAt.get(driverId);
      if (last !== undefined && now - last < POSITION_WRITE_MS) return false;
      writtenAt.set(driverId, now);
      return true;
    },
    forget: (driverId: string) => writtenAt.delete(driverId),
  };
}

/** One partner's drivers in grid cells. */
class PartnerGrid {
  private readonly positions = new Map<string, LivePosition>();
  private readonly cells = new Map<string, Set<string>>();

  put(position: LivePosition) {
    this.remove(position.driverId);
    this.positions.set(position.driverId, position);
    const { row, col } = cellOf(position.lat, position.lng);
    const key = cellKey(row, col);
    const cell = this.cells.get(key) ?? new Set<string>();
    cell.add(position.driverId);
    this.cells.set(key, cell);
  }

  remove(driverId: string) {
    const old = this.positions.get(driverId);
    if (!old) return;
    this.positions.delete(driverId);
    const { row, col } = cellOf(old.lat, old.lng);
    const key = cellKey(row, col);
    const cell = this.cells.get(key);
    cell?.delete(driverId);
    if (cell?.size === 0) this.cells.delete(key);
  }

  get = (driverId: string) => this.positions.get(driverId);

  near({ point, radiusKm, freshSince, limit }: NearQuery): NearbyDriver[] {
    const latSpan = radiusKm / KM_PER_DEGREE_LAT;
    const lngSpan = radiusKm / (KM_PER_DEGREE_LAT * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180)));
    const low = cellOf(point.lat - latSpan, point.lng - lngSpan);
    const high = cellOf(point.lat + latSpan, point.lng + lngSpan);
    const found: NearbyDriver[] = [];
    const stale: string[] = [];
    for (let row = low.row; row <= high.row; row += 1)
      for (let col = low.col; col <= high.col; col += 1)
        for (const driverId of this.cells.get(cellKey(row, col)) ?? []) {
          const position = this.positions.get(driverId)!;
          if (position.at < freshSince) stale.push(driverId);
          else {
            const km = haversineKm(point, position);
            if (km <= radiusKm) found.push({ ...position, km });
          }
        }
    for (const driverId of stale) this.remove(driverId);
    return found.sort((a, b) => a.km - b.km).slice(0, limit);
  }
}

/** The index of one process, when no Redis is configured. */
export function memoryLivePositions(): LivePositions {
  const partners = new Map<string, PartnerGrid>();
  const clock = writeClock();
  const gridOf = (tenantId: string) => {
    const grid = partners.get(tenantId) ?? new PartnerGrid();
    partners.set(tenantId, grid);
    return grid;
  };
  return {
    put: async (tenantId, position) => gridOf(tenantId).put(position),
    remove: async (tenantId, driverId) => {
      partners.get(tenantId)?.remove(driverId);
      clock.forget(driverId);
    },
    many: async (tenantId, driverIds) => {
      const grid = partners.get(tenantId);
      const found = new Map<string, LivePosition>();
      for (const driverId of driverIds) {
        const position = grid?.get(driverId);
        if (position) found.set(driverId, position);
      }
      return found;
    },
    near: async (tenantId, query) => partners.get(tenantId)?.near(query) ?? [],
    claimWrite: clock.claim,
    close: async () => partners.clear(),
  };
}
