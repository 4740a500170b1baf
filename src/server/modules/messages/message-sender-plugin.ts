// Sends queued messages apart from any request: woken at once when one is queued in this process, and on a sweep
// for the rest (messages queued by another process, in a transaction committed since, or due for a retry). Each
// message is sent on its own, up to a cap at once, so one slow gateway holds up no other message.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { every } from '../../plugins/every';
import type { AppMetrics, DeliveryOutcome } from '../../lib/metrics';
import type { ChannelDeps } from './channels';
import { claimDueMessages, deliverMessage, forgetExpiredCodes } from './message-delivery';
import { onMessageQueued, type MessageRow } from './outbox';

const MAX_IN_FLIGHT = 32;

/** A login code is counted once: when a gateway takes it, or when it is given up on (not at each retry). */
function countDelivery(metrics: AppMetrics, message: MessageRow, outcome: DeliveryOutcome | undefined) {
  if (!outcome) return;
  metrics.messageDeliveries.inc({ channel: message.channel, outcome });
  if (message.kind === 'login_code' && outcome !== 'retry')
    metrics.loginCodes.inc({ channel: message.channel, outcome });
}

export const messageSenderPlugin = fp(
  async (app: FastifyInstance, opts: { channels: ChannelDeps; sweepMs: number }) => {
    let inFlight = 0;
    let sweeping = false;
    let again = false;
    // A claim that filled every free slot may have left messages due: each one settled makes room for them at
    // once, rather than at the next sweep (which held the outbox to 32 messages a sweep).
    let backlog = false;
    const sweep = async () => {
      if (sweeping) {
        again = true;
        return;
      }
      sweeping = true;
      try {
        do {
          again = false;
          if (inFlight >= MAX_IN_FLIGHT) break;
          const room = MAX_IN_FLIGHT - inFlight;
          const claimed = await claimDueMessages(opts.channels.db, new Date(), room);
          backlog = claimed.length === room;
          for (const message of claimed) {
            inFlight += 1;
            void deliverMessage(opts.channels, message)
              .then((outcome) => countDelivery(app.services.metrics, message, outcome))
              .catch((error: unknown) => app.log.warn({ err: error }, 'message not recorded'))
              .finally(() => {
                inFlight -= 1;
                if (backlog) wake();
              });
          }
        } while (again);
      } finally {
        sweeping = false;
      }
    };
    let closed = false;
    function wake() {
      if (!closed)
        setImmediate(
          () => void sweep().catch((error: unknown) => app.log.warn({ err: error }, 'message sweep failed')),
        );
    }
    const stopListening = onMessageQueued(wake);
    app.addHook('onClose', async () => {
      closed = true;
      stopListening();
      // Messages on their way are recorded before the database closes under them.
      for (let waited = 0; inFlight > 0 && waited < 15_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await opts.channels.sms.close?.();
    });
    every(app, opts.sweepMs, 'message sweep', sweep);
    every(app, 60_000, 'forgetting expired codes', () => forgetExpiredCodes(opts.channels.db));
  },
);
