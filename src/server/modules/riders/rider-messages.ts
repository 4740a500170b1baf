// What a rider hears as their ride moves: booked (with the trip code), driver assigned, arrived, trip started,
// driver changed, completed (fare, cashback and the invoice), cancelled. Queued in the outbox by the text channel
// the partner chose and by push where the rider allowed it; a failure to queue is logged by the caller and never
// undoes the ride change that caused it.
import { and, eq } from 'drizzle-orm';
import type { MessageKind } from '../../../domain/messages/message-kinds';
import { formatMinor } from '../../../domain/money';
import type { Db } from '../../db/client';
import { drivers, users, vehicles } from '../../db/schema';
import type { RideRow } from '../../db/rows';
import type { Tenant } from '../../lib/tenants';
import { notifyRider } from '../messages';

export type RiderNotice =
  'booked' | 'assigned' | 'arrived' | 'started' | 'reassigning' | 'completed' | 'cancelled';

const KINDS: Record<RiderNotice, MessageKind> = {
  booked: 'ride_booked',
  assigned: 'driver_assigned',
  arrived: 'driver_arrived',
  started: 'trip_started',
  reassigning: 'ride_reassigning',
  completed: 'ride_completed',
  cancelled: 'ride_cancelled',
};

/** The short reference riders see for a ride. */
export const rideRef = (rideId: string) => `#${rideId.slice(0, 8).toUpperCase()}`;

async function driverAndVehicle(db: Db, ride: RideRow) {
  const [driver] = ride.driverId
    ? await db
        .select()
        .from(drivers)
        .where(and(eq(drivers.id, ride.driverId), eq(drivers.tenantId, ride.tenantId)))
    : [];
  const [vehicle] = ride.vehicleId
    ? await db.select().from(vehicles).where(eq(vehicles.id, ride.vehicleId))
    : [];
  const name = driver?.firstName ?? 'Your driver';
  return {
    driver: name,
    driverName: name,
    vehicle: vehicle ? `${vehicle.model} ${vehicle.number}` : 'your car',
    plate: vehicle?.number ?? '',
  };
}

/** Whole rupees print without decimals; any paise are printed, never rounded into another figure than the wallet's. */
const money = (minor: number, currency: string) => formatMinor(minor, currency, 'en-IN', minor % 100 === 0);

/** The variables of the notice's words (sms-templates, push words). */
export async function riderNoticeVariables(
  db: Db,
  tenant: Tenant,
  ride: RideRow,
  notice: RiderNotice,
  origin: string,
): Promise<Record<string, string>> {
  // The texts' variables and the push words' (domain/messages/push-words) both come from here.
  const common = {
    rideId: ride.id,
    ref: rideRef(ride.id),
    tripCode: ride.tripCode,
    pickup: ride.pickupName,
    drop: ride.dropoffName,
    link: `${origin}/user/rides`,
  };
  switch (notice) {
    case 'booked': {
      const when = new Intl.DateTimeFormat('en-IN', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: tenant.timezone,
      }).format(ride.pickupAt);
      return { ...common, when };
    }
    case 'assigned':
    case 'arrived':
      return { ...common, ...(await driverAndVehicle(db, ride)) };
    case 'completed':
      return {
        ...common,
        fare: money(ride.collectedFee ?? ride.totalAmount, ride.currency),
        cashback:
          ride.cashbackAmount > 0
            ? `Cashback ${money(ride.cashbackAmount, ride.currency)} added to your wallet.`
            : '',
      };
    case 'cancelled':
      return { ...common, reason: ride.cancelReason ?? '' };
    default:
      return common;
  }
}

export async function tellRider(
  deps: { db: Db },
  tenant: Tenant,
  ride: RideRow,
  notice: RiderNotice,
  origin: string,
) {
  const [rider] = ride.riderId
    ? await deps.db.select({ language: users.language }).from(users).where(eq(users.id, ride.riderId))
    : [];
  await notifyRider(
    deps.db,
    tenant,
    { phone: ride.customerPhone, userId: ride.riderId, language: rider?.language },
    {
      kind: KINDS[notice],
      rideId: ride.id,
      variables: await riderNoticeVariables(deps.db, tenant, ride, notice, origin),
    },
  );
}
