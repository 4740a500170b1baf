// Trip codes unique among a rider's open rides: the driver of one ride must never be able to start another of the
// same rider with the code they were given. The codes in use are one read on rides by rider and status (indexed);
// two bookings of one rider at once are taken one after the other in this process, so neither can pick the code
// the other is about to write. (Across server processes two simultaneous bookings of one rider could still meet
// on a code, a chance of one in ten thousand per such pair.)
import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_RIDE_STATUSES } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { rides } from '../../db/schema';

const CODES = 10_000;

const code = (n: number) => String(n).padStart(4, '0');

/** The codes of the rider's rides not yet ended. */
export async function openTripCodes(db: Db, riderId: string): Promise<Set<string>> {
  const rows = await db
    .select({ tripCode: rides.tripCode })
    .from(rides)
    .where(and(eq(rides.riderId, riderId), inArray(rides.status, [...OPEN_RIDE_STATUSES])));
  return new Set(rows.map((row) => row.tripCode));
}

/** A random 4-digit code none of `taken` is. */
export function freeTripCode(taken: ReadonlySet<string>): string {
  for (let draw = 0; draw < 32; draw += 1) {
    const drawn = code(randomInt(0, CODES));
    if (!taken.has(drawn)) return drawn;
  }
  // A rider holding most of the codes: the first free one (all ten thousand in use cannot be helped).
  for (let n = 0; n < CODES; n += 1) if (!taken.has(code(n))) return code(n);
  return code(randomInt(0, CODES));
}

const queues = new Map<string, Promise<unknown>>();

/** Runs `work` after every earlier booking of the same rider in this process has finished. */
export async function oneBookingAtATime<T>(riderId: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(riderId) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(work);
  queues.set(riderId, mine);
  try {
    return await mine;
  } finally {
    if (queues.get(riderId) === mine) queues.delete(riderId);
  }
}
