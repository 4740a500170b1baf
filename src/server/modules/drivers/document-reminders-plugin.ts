// Texts drivers before their documents expire: a timed sweep (30 and 7 days before, each once), on the same
// `every` timer as dispatch and webhooks, so a slow run is skipped over and a failure left to the next.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { sendDocumentReminders } from './driver-documents';
import { every } from '../../plugins/every';

export const documentRemindersPlugin = fp(async (app: FastifyInstance, opts: { db: Db; sweepMs: number }) => {
  every(app, opts.sweepMs, 'document reminders', async () => {
    const sent = await sendDocumentReminders(opts);
    if (sent > 0) app.log.info({ sent }, 'document expiry reminders texted');
  });
});
