// Where a running server takes backup requests: its port and a token drawn at each start, in a file under
// DATA_DIR that only the server's own user may read. `npm run backup` reads it to ask the server for a
// snapshot, since a second process must never open the embedded database the server holds.
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

const ENDPOINT_FILE = 'backup-endpoint.json';

const endpointSchema = z.object({
  pid: z.number().int().positive(),
  port: z.number().int().min(1).max(65_535),
  token: z.string().min(32),
});
export type BackupEndpoint = z.infer<typeof endpointSchema>;

export const drawBackupToken = () => randomBytes(32).toString('base64url');

export const backupEndpointPath = (dataDir: string) => join(dataDir, ENDPOINT_FILE);

export async function writeBackupEndpoint(dataDir: string, endpoint: BackupEndpoint): Promise<void> {
  const file = backupEndpointPath(dataDir);
  await writeFile(`${file}.partial`, JSON.stringify(endpoint), { mode: 0o600 });
  await rename(`${file}.partial`, file);
}

/** The endpoint of a server still running on `dataDir`, or null when none is (no file, or its process gone). */
export async function runningBackupEndpoint(dataDir: string): Promise<BackupEndpoint | null> {
  const text = await readFile(backupEndpointPath(dataDir), 'utf8').catch(() => null);
  const parsed = text === null ? null : endpointSchema.safeParse(parseJson(text));
  if (!parsed?.success) return null;
  return processAlive(parsed.data.pid) ? parsed.data : null;
}

export const removeBackupEndpoint = (dataDir: string) => rm(backupEndpointPath(dataDir), { force: true });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
