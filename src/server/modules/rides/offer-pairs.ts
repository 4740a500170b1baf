// The sweep's matching of waiting rides to free drivers: every ride due soon with each driver it may go to,
// closest pairs first (the soonest pickup winning a tie), each ride and each driver used once. A driver who comes
// on duty while three rides wait so gets the nearest of them, and each ride still goes to its nearest free driver.
import type { Db } from '../../db/client';
import type { Tenant } from '../../lib/tenants';
import type { LivePositions } from '../../realtime/live-positions';
import { candidateDrivers, ridesAwaitingOffer } from './dispatch';

export interface OfferPair {
  tenant: Tenant;
  rideId: string;
  driverId: string;
}

export async function pairWaitingRides(db: Db, live: LivePositions, now = new Date()): Promise<OfferPair[]> {
  const waiting = await ridesAwaitingOffer(db, now);
  const options = [];
  for (const [order, { ride, tenant }] of waiting.entries())
    for (const candidate of await candidateDrivers(db, live, ride, tenant, now))
      options.push({ tenant, rideId: ride.id, driverId: candidate.id, km: candidate.km, order });
  options.sort((a, b) => a.km - b.km || a.order - b.order);
  const paired = new Map<string, OfferPair>();
  const usedDrivers = new Set<string>();
  for (const option of options) {
    if (paired.has(option.rideId) || usedDrivers.has(option.driverId)) continue;
    paired.set(option.rideId, { tenant: option.tenant, rideId: option.rideId, driverId: option.driverId });
    usedDrivers.add(option.driverId);
  }
  return [...paired.values()];
}
