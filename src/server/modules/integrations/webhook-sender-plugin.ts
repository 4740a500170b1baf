// Sends due webhook deliveries on a timer, apart from any request: a partner's slow or broken endpoint never
// holds up a booking or a ride action, nor other deliveries (each is posted on its own, up to a cap at once),
// and a failed delivery is retried with back-off for a day.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { OutboundGuard } from '../../lib/outbound-address';
import { claimDueDeliveries, deliver } from './webhooks';
import { every } from '../../plugins/every';

const MAX_IN_FLIGHT = 32;

interface SenderOptions {
  db: Db;
  guard: OutboundGuard;
  sweepMs: number;
  allowPrivate: boolean;
}

export const webhookSenderPlugin = fp(async (app: FastifyInstance, opts: SenderOptions) => {
  if (opts.allowPrivate)
    app.log.warn('WEBHOOK_ALLOW_PRIVATE=1: webhook endpoints may be on loopback and private networks');
  let inFlight = 0;
  every(app, opts.sweepMs, 'webhook sweep', async () => {
    if (inFlight >= MAX_IN_FLIGHT) return;
    const now = new Date();
    for (const item of await claimDueDeliveries(opts.db, now, MAX_IN_FLIGHT - inFlight)) {
      inFlight += 1;
      void deliver(opts.db, opts.guard, item, now)
        .then((outcome) => app.services.metrics.webhookDeliveries.inc({ outcome }))
        .catch((error: unknown) => app.log.warn({ err: error }, 'webhook delivery not recorded'))
        .finally(() => (inFlight -= 1));
    }
  });
});
