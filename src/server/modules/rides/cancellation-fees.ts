// The rider's cancel and the fee it costs, computed here from the tenant's rules and the ride as stored, never
// from what the client sends: the quote the cancel dialog shows, and the cancel itself, which computes the fee
// again under the ride's lock and charges it to the rider's wallet only if the rider saw at least that much.
import { and, eq } from 'drizzle-orm';
import {
  cancellationQuote,
  rulesOf,
  type CancellationQuoteResponse,
  type RiderCancel,
} from '../../../domain/rides/cancellation';
import { ERROR_CODES } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { rides } from '../../db/schema';
import { HttpError } from '../../http-error';
import { debitRideFee } from '../money';
import { applyRideAction } from './ride-actions';
import type { ActiveSession } from '../../lib/sessions';
import type { Tenant } from '../../lib/tenants';

const CANCELLABLE = ['booked', 'accepted'];

async function ridersRide(db: Db, tenant: Tenant, rider: ActiveSession, rideId: string, lock = false) {
  const query = db
    .select()
    .from(rides)
    .where(and(eq(rides.id, rideId), eq(rides.tenantId, tenant.id)));
  const [ride] = lock ? await query.for('update') : await query;
  if (!ride || ride.riderId !== rider.user.id)
    throw new HttpError(404, ERROR_CODES.notFound, 'This ride was not found.');
  if (!CANCELLABLE.includes(ride.status))
    throw new HttpError(409, ERROR_CODES.conflict, `This ride is ${ride.status} and cannot be cancelled.`);
  return ride;
}

export async function riderCancellationQuote(
  db: Db,
  tenant: Tenant,
  rider: ActiveSession,
  rideId: string,
  now = new Date(),
): Promise<CancellationQuoteResponse> {
  const ride = await ridersRide(db, tenant, rider, rideId);
  const quote = cancellationQuote(rulesOf(tenant.cancellationRules), ride, now);
  return { fee: quote.fee, currency: ride.currency, freeUntil: quote.freeUntil?.toISOString() ?? null };
}

export async function cancelByRider(
  tx: Db,
  tenant: Tenant,
  rider: ActiveSession,
  rideId: string,
  request: RiderCancel,
  now = new Date(),
): Promise<CancellationQuoteResponse> {
  const ride = await ridersRide(tx, tenant, rider, rideId, true);
  const quote = cancellationQuote(rulesOf(tenant.cancellationRules), ride, now);
  if (quote.fee > request.acceptedFee)
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      'The free cancellation time has just ended; look at the fee again before you cancel.',
    );
  await applyRideAction(tx, tenant, ride.id, {
    action: 'cancel',
    reason: request.reason || 'Cancelled by the rider',
  });
  const [charged] = await tx
    .update(rides)
    .set({ cancellationFee: quote.fee })
    .where(eq(rides.id, ride.id))
    .returning();
  await debitRideFee(tx, tenant, charged!, 'cancellation_fee');
  return { fee: quote.fee, currency: ride.currency, freeUntil: null };
}
