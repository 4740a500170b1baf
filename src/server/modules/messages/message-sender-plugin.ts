// Sends queued messages apart from any request: woken at once when one is queued in this process, and on a sweep
// for the rest (messages queued by another process, in a transaction committed since, or due for a retry). Each
// message is sent on its own, up to a cap at once, so one slow gateway holds up no other message.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { every } from '../../plugins/every';
import type { ChannelDeps } from './channels';
import { claimDueMessages, deliverMessage, forgetExpiredCodes } from './message-delivery';
import { onMessageQueued } from './outbox';

const MAX_IN_FLIGHT = 32;

export const messageSenderPlugin = fp(
  async (app: FastifyInstance, opts: { channels: ChannelDeps; sweepMs: number }) => {
    let inFlight = 0;
    let sweeping = false;
    let again = false;
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
          for (const message of await claimDueMessages(
            opts.channels.db,
            new Date(),
            MAX_IN_FLIGHT - inFlight,
          )) {
            inFlight += 1;
            void deliverMessage(opts.channels, message)
              .catch((error: unknown) => app.log.warn({ err: error }, 'message not recorded'))
              .finally(() => {
                inFlight -= 1;
              });
          }
        } while (again);
      } finally {
        sweeping = false;
      }
    };
    let closed = false;
    const stopListening = onMessageQueued(() => {
      if (!closed)
        setImmediate(
          () => void sweep().catch((error: unknown) => app.log.warn({ err: error }, 'message sweep failed')),
        );
    });
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
