// Runs auto-offer dispatch: every sweep closes offers whose time ran out and offers the rides due soon to free
// drivers, nearest pickups first (offer-pairs.ts); routes call `dispatchNow` after a booking, a decline or a drop so nobody waits for the sweep. Each
// offer is made in its own transaction over the locked ride, so several processes can sweep side by side.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SOCKET_EVENTS } from '../../../domain/socket-events';
import type { Db } from '../../db/client';
import { driverRoom } from '../../realtime/rooms';
import { expireOffers, offerNext } from './dispatch';
import { pairWaitingRides } from './offer-pairs';
import { findTenantById, type Tenant } from '../../lib/tenants';
import { every } from '../../plugins/every';

declare module 'fastify' {
  interface FastifyInstance {
    dispatchNow: (tenant: Tenant, rideId: string, preferred?: string) => Promise<void>;
  }
}

export const dispatcherPlugin = fp(async (app: FastifyInstance, opts: { db: Db; sweepMs: number }) => {
  const { db } = opts;
  const { metrics, livePositions } = app.services;
  const tellDriver = (driverId: string) =>
    app.io.to(driverRoom(driverId)).emit(SOCKET_EVENTS.driverRidesChanged);

  async function dispatchNow(tenant: Tenant, rideId: string, preferred?: string) {
    const made = await db.transaction((tx) =>
      offerNext(tx, livePositions, tenant, rideId, new Date(), preferred),
    );
    if (!made) return;
    metrics.dispatchOffers.inc({ outcome: 'offered' });
    tellDriver(made.driverId);
  }
  app.decorate('dispatchNow', dispatchNow);

  every(app, opts.sweepMs, 'dispatch sweep', async () => {
    for (const expired of await expireOffers(db)) {
      metrics.dispatchOffers.inc({ outcome: 'expired' });
      tellDriver(expired.driverId);
      const tenant = await findTenantById(db, expired.tenantId);
      if (tenant) await dispatchNow(tenant, expired.rideId);
    }
    for (const pair of await pairWaitingRides(db, livePositions))
      await dispatchNow(pair.tenant, pair.rideId, pair.driverId);
  });
});
