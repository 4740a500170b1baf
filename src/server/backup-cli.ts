// `npm run backup`: a consistent snapshot of the embedded database into BACKUP_DIR. A running server on DATA_DIR
// takes it itself (asked on loopback with the token it wrote there); with none running, this process opens
// DATA_DIR and takes it. PostgreSQL (DATABASE_URL) is backed up with pg_dump instead.
import { BACKUP_ROUTE, backupTakenSchema, type BackupTaken } from '../domain/ops/backup';
import { writeBackup } from './db/backup';
import { runningBackupEndpoint, type BackupEndpoint } from './db/backup-endpoint';
import { isEmptyOrAbsent, snapshotStoppedDatabase } from './db/offline-backup';
import { envOrExit, type Env } from './env';

const PG_DUMP_HINT =
  'pg_dump --format=custom --file="travelx-$(date -u +%Y%m%d-%H%M%S).dump" "$DATABASE_URL"';

async function askRunningServer(endpoint: BackupEndpoint): Promise<BackupTaken> {
  const response = await fetch(`http://127.0.0.1:${endpoint.port}${BACKUP_ROUTE}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${endpoint.token}` },
  });
  if (!response.ok)
    throw new Error(`the server refused the backup: ${response.status} ${await response.text()}`);
  return backupTakenSchema.parse(await response.json());
}

async function backUp(env: Env): Promise<BackupTaken & { by: string }> {
  const endpoint = await runningBackupEndpoint(env.DATA_DIR);
  if (endpoint)
    return { ...(await askRunningServer(endpoint)), by: `the running server (pid ${endpoint.pid})` };
  if (await isEmptyOrAbsent(env.DATA_DIR)) throw new Error(`${env.DATA_DIR} holds no database to back up`);
  const snapshot = await snapshotStoppedDatabase(env.DATA_DIR);
  const written = await writeBackup(snapshot, { dir: env.BACKUP_DIR, keep: env.BACKUP_KEEP });
  return { ...written, by: 'this process (no server running)' };
}

async function main(): Promise<void> {
  const env = envOrExit(process.env);
  if (env.DATABASE_URL) {
    console.error(
      `npm run backup copies the embedded database (DATA_DIR) and does not apply with DATABASE_URL; back up PostgreSQL with:\n  ${PG_DUMP_HINT}`,
    );
    process.exit(2);
  }
  const taken = await backUp(env);
  console.log(`Backup written by ${taken.by}: ${taken.file} (${taken.bytes} bytes)`);
  for (const file of taken.pruned)
    console.log(`Deleted the old backup ${file} (BACKUP_KEEP=${env.BACKUP_KEEP})`);
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
