// The partner's webhooks hear what other modules announce through the event seam (lib/events.ts): a booking, a
// ride's new status, a captured card payment. A failure to queue is logged on the emitting request, never
// returned to it.
import type { FastifyInstance } from 'fastify';
import { eventForStatus, queueRideEvent } from './webhooks';

const NOT_QUEUED = 'the webhook event was not queued';

export function queueWebhooksOnEvents(app: FastifyInstance) {
  const { events } = app.services;
  const deps = { db: app.services.db, subscriptions: app.services.subscriptions };
  events.on('rideBooked', async ({ tenantId, ride }, warn) => {
    await queueRideEvent(deps, tenantId, 'ride.booked', ride).catch((error: unknown) =>
      warn(error, NOT_QUEUED),
    );
  });
  events.on('rideStatusChanged', async ({ tenantId, rideId, status }, warn) => {
    const event = eventForStatus(status);
    if (event)
      await queueRideEvent(deps, tenantId, event, rideId).catch((error: unknown) => warn(error, NOT_QUEUED));
  });
  events.on('paymentCaptured', async ({ tenantId, rideId, payment }, warn) => {
    await queueRideEvent(deps, tenantId, 'payment.captured', rideId, { payment }).catch((error: unknown) =>
      warn(error, NOT_QUEUED),
    );
  });
}
