// The daily re-check of claimed domains (domain-claims.ts), run on the hour while the server is up: each claim
// falls due once a day, so an hourly pass spreads them and a server restart delays none by more than an hour.
import type { FastifyInstance } from 'fastify';
import { every } from '../../plugins/every';
import { recheckDomainClaims } from './domain-claims';

const EVERY_MS = 60 * 60 * 1000;

export function recheckDomainsHourly(app: FastifyInstance) {
  const { db, env, mailer } = app.services;
  const warn = (error: unknown, message: string) => app.log.warn({ err: error }, message);
  every(app, EVERY_MS, 're-check of claimed domains', async () => {
    const domains = await recheckDomainClaims({ db, env, mailer, warn });
    app.log.debug({ domains }, 'claimed domains re-checked');
  });
}
