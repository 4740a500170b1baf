// The embedded database's files when no server holds them: a snapshot of a stopped server's DATA_DIR, and a
// restore of a backup into an empty one, checked by opening it and reading its migrations.
import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { removeBackupEndpoint } from './backup-endpoint';

/** Whether `dir` is absent or holds nothing. */
export async function isEmptyOrAbsent(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

/** A snapshot of the database in `dataDir`, which no running server may hold. */
export async function snapshotStoppedDatabase(dataDir: string): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(dataDir);
  try {
    // Asked before the database has started, dumpDataDir never answers.
    await client.waitReady;
    return await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
}

/** Loads the backup `file` into `dataDir` (absent or empty) and answers how many migrations it had applied. */
export async function restoreBackup(file: string, dataDir: string): Promise<{ migrations: number }> {
  if (!(await isEmptyOrAbsent(dataDir)))
    throw new Error(
      `${resolve(dataDir)} is not empty: restore only into an empty or absent DATA_DIR (stop the server and move the folder aside first)`,
    );
  const tarball = new Blob([await readFile(file)]);
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(dataDir, { loadDataDir: tarball });
  try {
    const { rows } = await client.query<{ migrations: number }>(
      'select count(*)::int as migrations from drizzle.__drizzle_migrations',
    );
    return { migrations: rows[0]?.migrations ?? 0 };
  } finally {
    await client.close();
    // The snapshot carries the endpoint of the server it came from; this folder has no server yet.
    await removeBackupEndpoint(dataDir);
  }
}
