// Starts the product: validated environment, migrated database (demo data on an empty one when asked),
// one port for PWA, API and socket.io, and a shutdown on SIGINT/SIGTERM that loses no request (lifecycle.ts).
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { hasDemo, seedDemoOnFirstStart } from './db/first-start';
import { DEMO } from './db/seed';
import { envOrExit } from './env';
import { stopOnSignals } from './lifecycle';

const distDir = fileURLToPath(new URL('../../dist', import.meta.url));

async function main() {
  const env = envOrExit(process.env);
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
  stopOnSignals({
    app,
    closeDatabase: database.close,
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    exit: (code) => process.exit(code),
  });

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
      env.PLATFORM_ADMINS.length
        ? `  Platform console: http://www.localhost:${port}/admin  as ${env.PLATFORM_ADMINS.join(' or ')}${
            process.env.PLATFORM_ADMINS === undefined ? ' (the demo owner: PLATFORM_ADMINS is unset)' : ''
          }`
        : '  Platform console: no one can sign in (PLATFORM_ADMINS is empty)',
      env.SMTP_URL
        ? '  Login codes are e-mailed through SMTP_URL.'
        : '  Login codes are printed in this log (development delivery; set SMTP_URL to e-mail them).',
      env.METRICS_PORT !== undefined
        ? `  Metrics:         http://${env.METRICS_HOST}:${env.METRICS_PORT}/metrics`
        : env.METRICS_TOKEN
          ? '  Metrics:         /metrics on this port, to Authorization: Bearer METRICS_TOKEN'
          : '  Metrics:         not served (set METRICS_TOKEN or METRICS_PORT)',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
