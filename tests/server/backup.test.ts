// Backups of the embedded database: `npm run backup` against a real server process taking bookings, then
// `npm run restore` into a new folder, which holds every booking acknowledged before the backup began; and
// BACKUP_KEEP deleting the oldest backups.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '../../src/domain/auth/auth';
import { bookingResponseSchema, quoteResponseSchema } from '../../src/domain/booking/booking';
import { listBackups, newestBackupAgeMs, writeBackup } from '../../src/server/db/backup';
import { openDatabase } from '../../src/server/db/client';
import { rides } from '../../src/server/db/schema';
import { exited, startServer, type ServerProcess, postJson } from '../helpers/server-process';
import { waitFor } from '../helpers/wait-for';

const run = promisify(execFile);
const BOOKINGS = 40;
const IN_FLIGHT = 4;
/** Acknowledged bookings after which the backup is asked for, with bookings still being made around it. */
const BACKUP_AFTER = 12;
const PHONE = '+919876543210';

/** Runs `npm run backup` or `npm run restore` as an operator would, answering its exit code and output. */
async function cli(script: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout, stderr } = await run('npm', ['run', '-s', script, ...args], {
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('backups of the embedded database', () => {
  const folders: string[] = [];
  let server: ServerProcess | undefined;
  const newFolder = async () => {
    const folder = await mkdtemp(join(tmpdir(), 'travelx-backup-'));
    folders.push(folder);
    return folder;
  };
  afterAll(async () => {
    if (server) {
      server.child.kill('SIGTERM');
      await exited(server);
    }
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('backs up a server under bookings and restores every booking acknowledged before', async () => {
    const root = await newFolder();
    const dirs = { DATA_DIR: join(root, 'data'), BACKUP_DIR: join(root, 'backups') };
    server = await startServer({
      ...dirs,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      AUTH_SECRET: randomBytes(24).toString('hex'),
      ABUSE_LIMIT_FACTOR: '100',
      QUOTE_RATE_LIMIT: '100000',
    });
    const { base, log } = server;
    await postJson(base, '/api/v1/auth/rider/code', { phone: PHONE });
    const code = await waitFor(
      async () => /SMS to \+919876543210\] (\d{4})/.exec(log.join(''))?.[1],
      'the texted code',
    );
    const login = await postJson(base, '/api/v1/auth/rider/verify', { phone: PHONE, code });
    const auth = { authorization: `Bearer ${sessionSchema.parse(login.body).token}` };
    const bodies: object[] = [];
    for (let i = 0; i < BOOKINGS; i += 1) {
      const quote = await postJson(base, '/api/v1/quotes', {
        pickupLocation: { name: 'T. Nagar', lat: 13.0418, lng: 80.2341 },
        dropoffLocation: { name: 'Adyar', lat: 13.0012, lng: 80.2565 },
        pickupTime: new Date(Date.now() + (2 + i) * 3600_000).toISOString(),
      });
      bodies.push({
        rideSearchId: quoteResponseSchema.parse(quote.body).data.ride_search_id,
        vehicleType: 'sedan',
        customerName: 'Priya',
        customerPhone: PHONE,
      });
    }

    const acknowledged: string[] = [];
    let ackedBeforeBackup: string[] | undefined;
    let backup: Promise<Awaited<ReturnType<typeof cli>>> | undefined;
    let next = 0;
    const worker = async () => {
      while (next < bodies.length) {
        const i = next;
        next += 1;
        const reply = await postJson(base, '/api/v1/bookings', bodies[i]!, {
          ...auth,
          'idempotency-key': `backup-booking-${i}`,
        });
        expect(reply.status, JSON.stringify(reply.body)).toBe(201);
        acknowledged.push(bookingResponseSchema.parse(reply.body).data[0]!.rideId);
        if (acknowledged.length >= BACKUP_AFTER && !backup) {
          ackedBeforeBackup = [...acknowledged];
          backup = cli('backup', dirs);
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const backedUp = await backup!;
    expect(backedUp.output).toMatch(
      /Backup written by the running server \(pid \d+\): .*travelx-\d{8}-\d{6}\.tar\.gz/,
    );
    expect(backedUp.code).toBe(0);
    expect(acknowledged).toHaveLength(BOOKINGS);
    const [file] = await listBackups(dirs.BACKUP_DIR);

    // Only the token from DATA_DIR, on a connection no proxy forwarded, may ask for one.
    const { token } = JSON.parse(await readFile(join(dirs.DATA_DIR, 'backup-endpoint.json'), 'utf8'));
    const ask = (headers: Record<string, string>) =>
      fetch(`${base}/ops/backup`, { method: 'POST', headers }).then((response) => response.status);
    expect(await ask({ authorization: 'Bearer not-the-token' })).toBe(401);
    expect(await ask({ authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' })).toBe(404);

    const restoredDir = join(root, 'restored');
    const restored = await cli('restore', { DATA_DIR: restoredDir }, [join(dirs.BACKUP_DIR, file!)]);
    expect(restored.output).toMatch(/^Restored .* \(\d+ migrations applied\)$/m);
    expect(restored.code).toBe(0);
    const again = await cli('restore', { DATA_DIR: restoredDir }, [join(dirs.BACKUP_DIR, file!)]);
    expect(again.code).toBe(1);
    expect(again.output.trim()).toMatch(
      /^Restore failed: .*restored is not empty: restore only into an empty or absent DATA_DIR/,
    );

    const database = await openDatabase({ dataDir: restoredDir });
    try {
      const found = await database.db
        .select({ id: rides.id })
        .from(rides)
        .where(inArray(rides.id, ackedBeforeBackup!));
      expect(found.map((ride) => ride.id).sort()).toEqual([...ackedBeforeBackup!].sort());
    } finally {
      await database.close();
    }
  }, 120_000);

  it('keeps the BACKUP_KEEP newest backups and deletes the older ones', async () => {
    const dir = await newFolder();
    // The daily backup is due when the newest is a day old, or there is none.
    expect(await newestBackupAgeMs(dir)).toBe(Infinity);
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 3, 0, 0));
    for (const n of [1, 2, 3, 4]) await writeBackup(new Blob([`day ${n}`]), { dir, keep: 3, at: day(n) });
    await writeFile(join(dir, 'notes.txt'), 'not a backup');
    const fifth = await writeBackup(new Blob(['day 5']), { dir, keep: 3, at: day(5) });
    expect(fifth.pruned).toEqual(['travelx-20260102-030000.tar.gz']);
    expect((await readdir(dir)).sort()).toEqual([
      'notes.txt',
      'travelx-20260103-030000.tar.gz',
      'travelx-20260104-030000.tar.gz',
      'travelx-20260105-030000.tar.gz',
    ]);
    expect(await newestBackupAgeMs(dir)).toBeLessThan(60_000);
  });

  it('sends PostgreSQL to pg_dump', async () => {
    const refused = await cli('backup', { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/travelx' });
    expect(refused.code).toBe(2);
    expect(refused.output).toMatch(/does not apply with DATABASE_URL.*\n\s+pg_dump --format=custom/);
  });
});
