// Starts the product: validated environment, migrated database (demo data on an empty one when asked),
// one port for PWA, API and socket.io, and a clean shutdown on SIGINT/SIGTERM.
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { hasDemo, seedDemoOnFirstStart } from './db/first-start';
import { DEMO } from './db/seed';
import { parseEnv } from './env';

const distDir = fileURLToPath(new URL('../../dist', import.meta.url));

async function main() {
  const parsed = parseEnv(process.env);
  if (!parsed.ok) {
    for (const problem of parsed.problems) console.error(`Configuration error: ${problem}`);
    process.exit(1);
  }
  const { env } = parsed;
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  await seedDemoOnFirstStart(database.db, env, (line) => console.log(line));
  const demo = await hasDemo(database.db);

  const app = await buildApp({
    db: database.db,
    env,
    staticRoot: distDir,
    snapshot: database.snapshot,
  });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const port = (app.server.address() as { port: number }).port;
  const where = env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}/`;
  console.log(
    [
      '',
      `  TravelX is running at http://localhost:${port}/  (database: ${where})`,
      `  Rider site:      http://localhost:${port}/  (log in with any Indian mobile number; ${
        env.SMS_PROVIDER === 'log'
          ? 'the code is in this log'
          : `the code is texted through ${env.SMS_PROVIDER}`
      })`,
      demo
        ? `  Partner console: http://localhost:${port}/travel/login  as ${DEMO.partnerEmail}`
        : `  Partner sign-up: http://localhost:${port}/signup`,
      env.SMTP_URL
        ? '  Login codes are e-mailed through SMTP_URL.'
        : '  Login codes are printed in this log (development delivery; set SMTP_URL to e-mail them).',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
