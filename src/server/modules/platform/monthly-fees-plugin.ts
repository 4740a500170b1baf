// Charges the platform's monthly fees on the same `every` timer as the other sweeps: each run charges what the
// current month still owes, so the first run after a month begins charges it and later runs find nothing.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { every } from '../../plugins/every';
import { chargeMonthlyFees } from './monthly-fees';

export const monthlyFeesPlugin = fp(async (app: FastifyInstance, opts: { db: Db; sweepMs: number }) => {
  every(app, opts.sweepMs, 'monthly platform fees', async () => {
    const charged = await chargeMonthlyFees(opts.db);
    if (charged > 0) app.log.info({ charged }, 'monthly platform fees charged');
  });
});
