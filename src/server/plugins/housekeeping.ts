// Runs the sweep of expired rows and the daily re-check of claimed domains (each claim is due once a day) once an
// hour while the server is up; it stops with the server.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { recheckDomainClaims } from '../services/domain-claims';
import type { DnsEnv } from '../services/domain-dns';
import { sweepExpired } from '../services/housekeeping';

const EVERY_MS = 60 * 60 * 1000;

export const housekeepingPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; env: DnsEnv; mailer: Mailer }) => {
    let timer: NodeJS.Timeout | undefined;
    const warn = (error: unknown, message: string) => app.log.warn({ err: error }, message);
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        sweepExpired(opts.db).then(
          (swept) => app.log.debug({ swept }, 'expired rows swept'),
          (error: unknown) => warn(error, 'sweep of expired rows failed'),
        );
        recheckDomainClaims({ db: opts.db, env: opts.env, mailer: opts.mailer, warn }).then(
          (domains) => app.log.debug({ domains }, 'claimed domains re-checked'),
          (error: unknown) => warn(error, 're-check of claimed domains failed'),
        );
      }, EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
);
