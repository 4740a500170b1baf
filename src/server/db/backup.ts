// Backups of the embedded database: a snapshot written whole under BACKUP_DIR (a temporary name, then renamed,
// so a crash never leaves half a backup under a backup's name), the oldest deleted beyond BACKUP_KEEP, and a
// restore into an empty folder that is checked by opening it.
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const BACKUP_NAME = /^travelx-\d{8}-\d{6}\.tar\.gz$/;

/** `travelx-YYYYMMDD-HHMMSS.tar.gz` in UTC: names sort as their times do. */
export function backupFileName(at: Date): string {
  const [date = '', time = ''] = at.toISOString().split('T');
  return `travelx-${date.replaceAll('-', '')}-${time.slice(0, 8).replaceAll(':', '')}.tar.gz`;
}

/** This folder's backups, oldest first. */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.filter((name) => BACKUP_NAME.test(name)).sort();
}

export interface BackupWritten {
  file: string;
  bytes: number;
  /** Older backups deleted to keep `keep`. */
  pruned: string[];
}

/** Writes one snapshot into `dir` and deletes all but the `keep` newest backups there. */
export async function writeBackup(
  snapshot: Blob,
  { dir, keep, at = new Date() }: { dir: string; keep: number; at?: Date },
): Promise<BackupWritten> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, backupFileName(at));
  const partial = `${file}.partial`;
  const bytes = Buffer.from(await snapshot.arrayBuffer());
  await writeFile(partial, bytes, { mode: 0o600 });
  await rename(partial, file);
  const backups = await listBackups(dir);
  const pruned = backups.slice(0, Math.max(0, backups.length - keep));
  await Promise.all(pruned.map((name) => rm(join(dir, name), { force: true })));
  return { file, bytes: bytes.length, pruned };
}

/** How long ago the newest backup in `dir` was written; Infinity when there is none. */
export async function newestBackupAgeMs(dir: string, now = Date.now()): Promise<number> {
  const newest = (await listBackups(dir)).at(-1);
  if (!newest) return Infinity;
  return now - (await stat(join(dir, newest))).mtimeMs;
}
