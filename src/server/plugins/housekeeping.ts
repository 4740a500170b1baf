// Runs the sweep of expired rows once an hour while the server is up; it stops with the server.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { sweepExpired } from '../lib/housekeeping';

const EVERY_MS = 60 * 60 * 1000;

export const housekeepingPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweepExpired(opts.db).then(
        (swept) => app.log.debug({ swept }, 'expired rows swept'),
        (error: unknown) => app.log.warn({ err: error }, 'sweep of expired rows failed'),
      );
    }, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
