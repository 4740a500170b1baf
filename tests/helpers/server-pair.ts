// Two real server processes on one fresh PostgreSQL database (demo seeded) and one Redis, with one SMTP catcher
// for their login codes: what the multi-process tests share.
import { randomBytes } from 'node:crypto';
import { seedDemo } from '../../src/server/db/seed';
import { startServer, type ServerProcess } from './server-process';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher';
import { openFreshPostgres } from './test-databases';

export interface ServerPair {
  servers: [ServerProcess, ServerProcess];
  smtp: SmtpCatcher;
  close(): Promise<void>;
}

export async function startServerPair(databaseUrl: string, redisUrl: string): Promise<ServerPair> {
  const [database, smtp] = await Promise.all([openFreshPostgres(databaseUrl), startSmtpCatcher()]);
  await seedDemo(database.db);
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    SMTP_URL: smtp.url,
    AUTH_SECRET: randomBytes(24).toString('hex'),
  };
  const servers = await Promise.all([startServer(env), startServer(env)]);
  return {
    servers,
    smtp,
    async close() {
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(
        servers.map((server) => new Promise((resolve) => server.child.once('exit', resolve))),
      );
      await smtp.close();
      await database.close();
    },
  };
}
