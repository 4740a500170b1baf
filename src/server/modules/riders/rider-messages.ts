// The texts a rider gets as their ride moves: booked (with the trip code), driver assigned, driver arrived,
// driver changed, ride completed (fare and cashback). Sent by SMS or WhatsApp as the partner chose (rider-texts);
// a failed text is logged by the caller and never undoes the ride change that caused it.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers, vehicles } from '../../db/schema';
import type { RiderTexts } from './rider-texts';
import type { RideRow } from '../../db/rows';
import type { Tenant } from '../../lib/tenants';

export type RiderNotice = 'booked' | 'assigned' | 'arrived' | 'reassigning' | 'completed';

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    minor / 100,
  );

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
  return {
    driver: driver?.firstName ?? 'Your driver',
    vehicle: vehicle ? `${vehicle.model} ${vehicle.number}` : '',
  };
}

export async function riderNoticeText(
  db: Db,
  tenant: Tenant,
  ride: RideRow,
  notice: RiderNotice,
  origin: string,
) {
  const ref = `#${ride.id.slice(0, 8).toUpperCase()}`;
  const name = tenant.businessName;
  switch (notice) {
    case 'booked':
      return `${name}: ride ${ref} is booked for ${ride.pickupAt.toISOString().slice(0, 16).replace('T', ' ')} UTC from ${ride.pickupName}. Your trip code is ${ride.tripCode}: give it to the driver at pickup.`;
    case 'assigned': {
      const { driver, vehicle } = await driverAndVehicle(db, ride);
      return `${name}: ${driver} will drive you${vehicle ? ` in ${vehicle}` : ''}. Follow the ride: ${origin}/user/rides`;
    }
    case 'arrived': {
      const { driver, vehicle } = await driverAndVehicle(db, ride);
      return `${name}: ${driver} has arrived at ${ride.pickupName}${vehicle ? ` (${vehicle})` : ''}. Trip code ${ride.tripCode}.`;
    }
    case 'reassigning':
      return `${name}: your driver could not make it; we are finding you another one for ride ${ref}.`;
    case 'completed':
      return `${name}: ride ${ref} completed. Fare ${money(ride.collectedFee ?? ride.totalAmount, ride.currency)}${ride.cashbackAmount > 0 ? `, cashback ${money(ride.cashbackAmount, ride.currency)} added to your wallet` : ''}. Thank you!`;
  }
}

export async function tellRider(
  deps: { db: Db; riderTexts: RiderTexts },
  tenant: Tenant,
  ride: RideRow,
  notice: RiderNotice,
  origin: string,
) {
  await deps.riderTexts.send(
    tenant,
    ride.customerPhone,
    await riderNoticeText(deps.db, tenant, ride, notice, origin),
  );
}
