// The contract between `npm run backup` and the running server that takes the snapshot.
import { z } from 'zod';

/** The server-local route a backup is asked for on; outside /api/v1, so no public API document lists it. */
export const BACKUP_ROUTE = '/ops/backup';

/** What the server answers once the backup file is complete. */
export const backupTakenSchema = z.object({
  file: z.string(),
  bytes: z.number().int().nonnegative(),
  pruned: z.array(z.string()),
});
export type BackupTaken = z.infer<typeof backupTakenSchema>;
