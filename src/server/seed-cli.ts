// `npm run seed`: opens (and migrates) the configured database and adds the demo partner if it is missing.
// Safe to run again: an existing demo is left untouched.
import { openDatabase } from './db/client';
import { DEMO, seedDemo } from './db/seed';
import { envOrExit } from './env';

async function main(): Promise<void> {
  const env = envOrExit(process.env);
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  try {
    const { created } = await seedDemo(database.db);
    const state = created ? 'created' : 'already present';
    console.log(
      `Demo partner "${DEMO.businessName}" ${state} at http://${DEMO.host}/ (partner: ${DEMO.partnerEmail})`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
