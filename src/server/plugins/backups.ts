// Backups of the embedded database while the server runs: a daily one (looked for every hour, so restarts do
// not put it off), and one on request from `npm run backup` on this machine. Only this process may read the
// database files, so it takes the snapshot itself; the request route admits only a loopback connection that
// no proxy forwarded, carrying the token written beside the database at start.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BACKUP_ROUTE, backupTakenSchema } from '../../domain/ops/backup';
import { ERROR_CODES } from '../../domain/errors';
import { newestBackupAgeMs, writeBackup, type BackupWritten } from '../db/backup';
import { drawBackupToken, removeBackupEndpoint, writeBackupEndpoint } from '../db/backup-endpoint';
import { HttpError } from '../http-error';
import { every } from './every';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

export interface BackupsOptions {
  snapshot: () => Promise<Blob>;
  dataDir: string;
  backupDir: string;
  keep: number;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function refuseUnlessLocal(request: FastifyRequest, token: string) {
  const direct =
    LOOPBACK.has(request.socket.remoteAddress ?? '') &&
    FORWARDING_HEADERS.every((header) => request.headers[header] === undefined);
  if (!direct) throw new HttpError(404, ERROR_CODES.notFound, 'Not found.');
  const offered = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  if (!timingSafeEqual(digest(offered), digest(token)))
    throw new HttpError(401, ERROR_CODES.unauthorized, 'The backup token does not match this server.');
}

export const backupsPlugin = fp(async (app: FastifyInstance, opts: BackupsOptions) => {
  const token = drawBackupToken();
  // One snapshot at a time: a request during the daily backup waits for it, then takes its own.
  let queue: Promise<unknown> = Promise.resolve();
  const take = (): Promise<BackupWritten> => {
    const next = queue.then(async () =>
      writeBackup(await opts.snapshot(), { dir: opts.backupDir, keep: opts.keep }),
    );
    queue = next.catch(() => undefined);
    return next;
  };

  every(app, HOUR_MS, 'daily backup', async () => {
    if ((await newestBackupAgeMs(opts.backupDir)) < DAY_MS) return;
    const { file } = await take();
    app.log.info({ file }, 'daily backup written');
  });

  app.post(BACKUP_ROUTE, { schema: { response: { 200: backupTakenSchema } } }, async (request) => {
    refuseUnlessLocal(request, token);
    return take();
  });

  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object')
      await writeBackupEndpoint(opts.dataDir, { pid: process.pid, port: address.port, token });
  });
  app.addHook('onClose', () => removeBackupEndpoint(opts.dataDir));
});
