// The rider's trip code, checked by every path that starts a ride (the console, the driver app, the partner's
// agent) against one counter on the ride row: wrong codes from any mix of paths count together, and after
// DISPATCH.tripCodeAttempts the start is locked for all of them, the right code included.
import { eq, sql } from 'drizzle-orm';
import { DISPATCH } from '../../../domain/drivers/driver-app';
import { ERROR_CODES } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { rideEvents, rides } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { RideRow } from '../booking';

const LOCKED_MESSAGE =
  'Too many wrong trip codes: this ride is locked and cannot be started. The office can cancel it and book it again.';

/** A refusal that wrote something the transaction must keep (the wrong attempt counted): the caller answers it
 * and commits rather than rolling back. `locked` says this attempt is the one that locked the start. */
export class RecordedRefusal extends HttpError {
  constructor(
    refusal: HttpError,
    readonly locked: boolean,
  ) {
    super(refusal.statusCode, refusal.code, refusal.message, refusal.fields);
    this.name = 'RecordedRefusal';
  }
}

const lockedError = () => new HttpError(423, ERROR_CODES.codeLocked, LOCKED_MESSAGE);

/** Checks the code on a ride row the caller holds locked (`for update`), so parallel attempts are counted one
 * after another and none slips past the limit. Returns when the code is right; throws otherwise. */
export async function checkTripCode(tx: Db, ride: RideRow, tripCode: string): Promise<void> {
  if (ride.tripCodeAttempts >= DISPATCH.tripCodeAttempts) throw lockedError();
  if (tripCode === ride.tripCode) return;
  const [counted] = await tx
    .update(rides)
    .set({ tripCodeAttempts: sql`${rides.tripCodeAttempts} + 1` })
    .where(eq(rides.id, ride.id))
    .returning({ attempts: rides.tripCodeAttempts });
  const left = DISPATCH.tripCodeAttempts - counted!.attempts;
  if (left > 0)
    throw new RecordedRefusal(
      new HttpError(400, ERROR_CODES.validation, `That trip code is not right; ${left} tries left.`, {
        tripCode: 'Wrong trip code',
      }),
      false,
    );
  await tx.insert(rideEvents).values({
    tenantId: ride.tenantId,
    rideId: ride.id,
    fromStatus: ride.status,
    toStatus: ride.status,
    label: 'Trip code locked after wrong attempts',
  });
  throw new RecordedRefusal(lockedError(), true);
}

/** The stored answer of a recorded refusal, in the one error shape every endpoint answers with. */
export function refusalAnswer({ statusCode, code, message, fields }: HttpError) {
  return { statusCode, body: { error: { code, message, ...(fields ? { fields } : {}) } } };
}

/** Runs ride work inside the caller's transaction, handing back a recorded refusal instead of throwing it, so
 * the transaction commits the counted attempt; every other failure is thrown (and rolls back) as before. */
export async function keepingRecordedRefusal<T>(
  work: () => Promise<T>,
): Promise<{ done: T; refusal?: undefined } | { refusal: RecordedRefusal }> {
  try {
    return { done: await work() };
  } catch (error) {
    if (error instanceof RecordedRefusal) return { refusal: error };
    throw error;
  }
}
