// Dispatchers on duty hear of each new booking waiting for a driver, whichever door it came through, when the
// partner assigns rides by hand (in auto dispatch the drivers are offered it first).
import type { FastifyInstance } from 'fastify';
import { findTenantById } from '../../lib/tenants';
import { notifyDispatchers } from './recipients';

export function alertDispatchersOfBookings(app: FastifyInstance) {
  const { db, events } = app.services;
  events.on('rideBooked', async ({ tenantId, ride }, warn) => {
    const tenant = await findTenantById(db, tenantId);
    if (!tenant || tenant.dispatchMode !== 'manual') return;
    const when = new Intl.DateTimeFormat('en-IN', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: tenant.timezone,
    }).format(ride.pickupAt);
    await notifyDispatchers(db, tenant, {
      kind: 'booking_waiting',
      rideId: ride.id,
      variables: { rideId: ride.id, pickup: ride.pickupName, when },
    }).catch((error: unknown) => warn(error, 'the dispatchers were not told of the new booking'));
  });
}
