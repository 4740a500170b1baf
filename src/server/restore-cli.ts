// `npm run restore FILE`: brings a backup of the embedded database back into DATA_DIR, which must be empty or
// absent so nothing is overwritten. PostgreSQL (DATABASE_URL) is restored with pg_restore instead.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { restoreBackup } from './db/offline-backup';
import { envOrExit } from './env';

const PG_RESTORE_HINT = 'pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" travelx-….dump';

async function main(): Promise<void> {
  const env = envOrExit(process.env);
  if (env.DATABASE_URL) {
    console.error(
      `npm run restore loads the embedded database (DATA_DIR) and does not apply with DATABASE_URL; restore PostgreSQL with:\n  ${PG_RESTORE_HINT}`,
    );
    process.exit(2);
  }
  const file = process.argv[2];
  if (!file || !existsSync(file)) {
    console.error(
      file ? `No backup file at ${file}` : 'Usage: npm run restore FILE (a travelx-….tar.gz backup)',
    );
    process.exit(2);
  }
  const { migrations } = await restoreBackup(file, env.DATA_DIR);
  console.log(`Restored ${file} into ${resolve(env.DATA_DIR)} (${migrations} migrations applied)`);
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
