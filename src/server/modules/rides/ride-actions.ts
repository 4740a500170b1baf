// Moves a ride through the one state machine in a single transaction: the row is locked, the move checked,
// the ride event written, and on completion the wallet entries made (the partner pays the platform its
// commission, the rider gets the promised cashback, a referred rider's first ride rewards both riders) and the
// tax invoice numbered. An illegal move is a 409
// that says why.
import { and, eq, inArray } from 'drizzle-orm';
import type { RideStatus } from '../../../domain/constants';
import { ERROR_CODES } from '../../../domain/errors';
import { noShowFee, noShowRefusal, rulesOf } from '../../../domain/rides/cancellation';
import type { RideActionRequest } from '../../../domain/rides/partner-rides';
import { transition, type RideAction } from '../../../domain/rides/ride-lifecycle';
import type { Db } from '../../db/client';
import { drivers, rideEvents, rides, vehicles, walletTransactions } from '../../db/schema';
import { LEDGER_KINDS } from '../../../domain/money/statement';
import { barFromRide, withdrawOffers } from './dispatch';
import {
  addToUnpaidCardPayment,
  creditReferralRewards,
  creditSettledFee,
  debitRideFee,
  issueInvoice,
  refundWalletPart,
} from '../money';
import { HttpError } from '../../http-error';
import type { RideRow } from '../booking';
import type { Tenant } from '../../lib/tenants';
import { expiredDocumentReason } from '../drivers';
import { termsInEffect } from '../partners';
import { commissionFor, percentOfBps } from '../../../domain/partners/partner-terms';
import { checkTripCode } from './trip-code';
import { waitingCharge } from '../../../domain/rides/waiting-charge';

const BUSY: RideStatus[] = ['accepted', 'ontrip'];
const shortId = (id: string) => id.slice(0, 8).toUpperCase();

async function lockRide(tx: Db, tenantId: string, rideId: string): Promise<RideRow> {
  const [ride] = await tx
    .select()
    .from(rides)
    .where(and(eq(rides.id, rideId), eq(rides.tenantId, tenantId)))
    .for('update');
  if (!ride) throw new HttpError(404, ERROR_CODES.notFound, 'This ride was not found.');
  return ride;
}

async function assignment(tx: Db, tenant: Tenant, ride: RideRow, driverId: string, vehicleId: string) {
  const tenantId = tenant.id;
  const [driver] = await tx
    .select()
    .from(drivers)
    .where(and(eq(drivers.id, driverId), eq(drivers.tenantId, tenantId)));
  if (!driver)
    throw new HttpError(404, ERROR_CODES.notFound, 'This driver was not found.', {
      driverId: 'Choose one of your drivers',
    });
  if (driver.accountStatus !== 'Verified') {
    throw new HttpError(409, ERROR_CODES.conflict, `${driver.firstName} is not verified.`, {
      driverId: 'Choose a verified driver',
    });
  }
  const expired = await expiredDocumentReason(tx, tenant, driverId, driver.firstName);
  if (expired) {
    // The field names the document and its date too: it is all the console shows beside the driver.
    throw new HttpError(409, ERROR_CODES.conflict, expired, { driverId: expired });
  }
  const [vehicle] = await tx
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.tenantId, tenantId)));
  if (!vehicle)
    throw new HttpError(404, ERROR_CODES.notFound, 'This vehicle was not found.', {
      vehicleId: 'Choose one of your vehicles',
    });
  if (vehicle.vehicleType !== ride.vehicleType) {
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      `The rider booked a ${ride.vehicleType}; ${vehicle.number} is a ${vehicle.vehicleType}.`,
      {
        vehicleId: `Choose a ${ride.vehicleType}`,
      },
    );
  }
  // Busy means a ride that overlaps this one: on a trip now while this one is due within the partner's window, or
  // holding a ride whose pickup is within the window of this one's (tomorrow's ride leaves today's driver free).
  const window = tenant.busyWindowMinutes * 60_000;
  const held = await tx
    .select({
      driverId: rides.driverId,
      vehicleId: rides.vehicleId,
      status: rides.status,
      at: rides.pickupAt,
    })
    .from(rides)
    .where(and(eq(rides.tenantId, tenantId), inArray(rides.status, BUSY)));
  const busy = held.filter((b) =>
    b.status === 'ontrip'
      ? ride.pickupAt.getTime() <= Date.now() + window
      : Math.abs(b.at.getTime() - ride.pickupAt.getTime()) < window,
  );
  if (busy.some((b) => b.driverId === driverId)) {
    throw new HttpError(409, ERROR_CODES.conflict, `${driver.firstName} is on another ride.`, {
      driverId: 'Choose a free driver',
    });
  }
  if (busy.some((b) => b.vehicleId === vehicleId)) {
    throw new HttpError(409, ERROR_CODES.conflict, `${vehicle.number} is on another ride.`, {
      vehicleId: 'Choose a free vehicle',
    });
  }
  return { driverId, vehicleId };
}

/** The commission on a ride completing now, by the terms in effect now, kept on the ride (rate, base, amount). */
async function commissionChanges(tx: Db, tenant: Tenant, ride: RideRow) {
  const terms = await termsInEffect(tx, tenant.id);
  return {
    commissionBps: terms.commissionBps,
    commissionBase: terms.commissionBase,
    // A fee owed settled with this fare was the rider's debt from before, not this ride's fare.
    commissionAmount: commissionFor({ ...ride, totalAmount: ride.totalAmount - ride.settledFee }, terms),
  };
}

async function settleCompletion(tx: Db, tenant: Tenant, ride: RideRow) {
  const commission = ride.commissionAmount ?? 0;
  const entries = [
    {
      riderId: null,
      direction: 'debit',
      kind: LEDGER_KINDS.commission,
      amount: commission,
      description: `Platform commission (${percentOfBps(ride.commissionBps ?? 0)} %) for ride #${shortId(ride.id)}`,
    },
    ...(ride.riderId && ride.cashbackAmount > 0
      ? [
          {
            riderId: ride.riderId,
            direction: 'credit',
            kind: LEDGER_KINDS.cashback,
            amount: ride.cashbackAmount,
            description: `Cashback for ride #${shortId(ride.id)}`,
          },
        ]
      : []),
  ].filter((entry) => entry.amount > 0);
  if (entries.length) {
    await tx
      .insert(walletTransactions)
      .values(
        entries.map((entry) => ({ ...entry, tenantId: tenant.id, currency: ride.currency, rideId: ride.id })),
      );
  }
}

type Changes = Partial<
  Pick<
    RideRow,
    | 'driverId'
    | 'vehicleId'
    | 'arrivedAt'
    | 'collectedFee'
    | 'cancelReason'
    | 'cancellationFee'
    | 'waitingCharge'
    | 'totalAmount'
  >
>;

/** Waiting past the free minutes joins the fare as the trip starts, at the rates the ride kept from booking. */
function startChanges(ride: RideRow, now: Date): Changes {
  const { charge } = waitingCharge({
    rates: { freeMinutes: ride.waitingFreeMinutes, perMinute: ride.waitingPerMinute },
    pickupAt: ride.pickupAt,
    arrivedAt: ride.arrivedAt,
    startedAt: now,
  });
  return { waitingCharge: charge, totalAmount: ride.totalAmount + charge };
}

/** The rider did not come: allowed once the driver has waited the tenant's time at the pickup. */
function noShowChanges(tenant: Tenant, ride: RideRow): Changes {
  const rules = rulesOf(tenant.cancellationRules);
  const refusal = noShowRefusal(rules, ride, new Date());
  if (refusal) throw new HttpError(409, ERROR_CODES.conflict, refusal);
  return { cancelReason: 'The rider did not come', cancellationFee: noShowFee(rules, ride.totalAmount) };
}

async function changesFor(
  tx: Db,
  tenant: Tenant,
  ride: RideRow,
  request: Exclude<RideActionRequest, { action: 'arrived' }>,
): Promise<Changes> {
  switch (request.action) {
    case 'accept':
      return assignment(tx, tenant, ride, request.driverId, request.vehicleId);
    case 'start':
      await checkTripCode(tx, ride, request.tripCode);
      return startChanges(ride, new Date());
    case 'complete':
      return { collectedFee: request.collectedFee ?? ride.totalAmount };
    case 'decline':
      return { cancelReason: request.reason ?? 'Declined by the partner' };
    case 'cancel':
      return { cancelReason: request.reason };
    case 'noShow':
      return noShowChanges(tenant, ride);
    case 'unassign':
      return { driverId: null, vehicleId: null, arrivedAt: null };
  }
}

function eventLabel(request: Exclude<RideActionRequest, { action: 'arrived' }>, label: string): string {
  if (request.action === 'decline') return 'Ride declined';
  if (request.action === 'noShow') return 'Rider did not come';
  if (request.action === 'unassign') return `${label}: ${request.reason}`;
  return label;
}

/** The office's "arrived": no status move, and none of the driver app's limits on time and place. */
async function markArrived(tx: Db, ride: RideRow): Promise<RideRow> {
  if (ride.status !== 'accepted')
    throw new HttpError(
      409,
      ERROR_CODES.conflict,
      `This ride is ${ride.status}; arrival is for a ride not started yet.`,
    );
  const now = new Date();
  const [updated] = await tx
    .update(rides)
    .set({ arrivedAt: now, updatedAt: now })
    .where(eq(rides.id, ride.id))
    .returning();
  await tx.insert(rideEvents).values({
    tenantId: ride.tenantId,
    rideId: ride.id,
    fromStatus: ride.status,
    toStatus: ride.status,
    label: 'Driver arrived at pickup (marked by the office)',
  });
  return updated!;
}

export async function applyRideAction(
  tx: Db,
  tenant: Tenant,
  rideId: string,
  request: RideActionRequest,
): Promise<RideRow> {
  const ride = await lockRide(tx, tenant.id, rideId);
  if (request.action === 'arrived') return markArrived(tx, ride);
  const action: RideAction =
    request.action === 'decline' || request.action === 'noShow' ? 'cancel' : request.action;
  const move = transition(ride.status as RideStatus, action);
  if (!move.ok) throw new HttpError(409, ERROR_CODES.conflict, move.message);
  const changes = {
    ...(await changesFor(tx, tenant, ride, request)),
    ...(move.to === 'completed' ? await commissionChanges(tx, tenant, ride) : {}),
  };
  const [updated] = await tx
    .update(rides)
    .set({ ...changes, status: move.to, updatedAt: new Date() })
    .where(eq(rides.id, ride.id))
    .returning();
  await tx.insert(rideEvents).values({
    tenantId: tenant.id,
    rideId: ride.id,
    fromStatus: ride.status,
    toStatus: move.to,
    label: eventLabel(request, move.label),
  });
  if (request.action === 'noShow') await debitRideFee(tx, tenant, updated!, 'no_show_fee');
  if (move.to === 'ontrip') await addToUnpaidCardPayment(tx, updated!, updated!.waitingCharge);
  // Under the ride's lock, and a cancelled ride never moves again: the wallet part goes back exactly once.
  if (move.to === 'cancelled') await refundWalletPart(tx, updated!);
  // A ride leaving the waiting state (taken, assigned or cancelled) is no longer anyone's offer.
  if (ride.status === 'booked') await withdrawOffers(tx, ride.id);
  if (request.action === 'unassign' && ride.driverId)
    await barFromRide(tx, ride, ride.driverId, 'unassigned');
  if (move.to === 'completed') {
    await settleCompletion(tx, tenant, updated!);
    await creditReferralRewards(tx, tenant, updated!);
    await creditSettledFee(tx, updated!);
    await issueInvoice(tx, tenant, updated!);
  }
  return updated!;
}
