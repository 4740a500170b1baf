// A rider's own rides on this tenant: only rows whose rider is the session's user, live rides first so the page
// can put the driver on the map, then by pickup time, newest first.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  LIVE_STATUSES,
  type RiderRidesQuery,
  type RiderRidesResponse,
} from '../../../domain/rides/rider-rides';
import type { Db } from '../../db/client';
import { drivers, ratings, rides, vehicles } from '../../db/schema';
import { partnerRide } from './partner-rides';
import type { Tenant } from '../../lib/tenants';

export async function listRiderRides(
  db: Db,
  tenant: Tenant,
  riderId: string,
  query: RiderRidesQuery,
): Promise<RiderRidesResponse> {
  const own = and(
    eq(rides.tenantId, tenant.id),
    eq(rides.riderId, riderId),
    query.ride ? eq(rides.id, query.ride) : undefined,
  );
  const live = inArray(rides.status, [...LIVE_STATUSES]);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(rides).where(own),
    db
      .select({ ride: rides, driver: drivers, vehicle: vehicles, stars: ratings.stars })
      .from(rides)
      .leftJoin(drivers, eq(drivers.id, rides.driverId))
      .leftJoin(vehicles, eq(vehicles.id, rides.vehicleId))
      .leftJoin(ratings, eq(ratings.rideId, rides.id))
      .where(own)
      .orderBy(sql`case when ${live} then 0 else 1 end`, desc(rides.pickupAt), desc(rides.id))
      .limit(query.limit)
      .offset(query.offset),
  ]);
  return {
    total: total?.n ?? 0,
    items: rows.map((row) => {
      const {
        collectedFee: _fee,
        arrivedAt: _arrived,
        ...ride
      } = partnerRide(row.ride, row.driver, row.vehicle);
      const { promoDiscount, settledFee, walletAmount, waitingCharge } = row.ride;
      return { ...ride, myRating: row.stars, promoDiscount, settledFee, walletAmount, waitingCharge };
    }),
  };
}
