// Builds the real app over a real database and a real SMTP server, the way `npm start` does, minus the port.
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/db/seed';
import { buildApp } from '../../src/server/app';
import { envSchema } from '../../src/server/env';
import type { SmsProvider } from '../../src/server/sms/sms-provider';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher';
import type { TestDatabase } from './test-databases';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  smtp: SmtpCatcher;
  /** Text messages the app sent, newest last. */
  sms: { to: string; text: string }[];
  close: () => Promise<void>;
}

export async function startTestApp(
  target: TestDatabase,
  opts: {
    seed?: boolean;
    staticRoot?: string;
    env?: Record<string, string>;
    /** Server-render pages with the app's source (the default), or with the server entry built under
     * `staticRoot` (as `npm start` does; the browser tests serve the real build). */
    renderFrom?: 'source' | 'build';
  } = {},
): Promise<TestApp> {
  const database = await target.open();
  if (opts.seed !== false) await seedDemo(database.db);
  const smtp = await startSmtpCatcher();
  const sent: { to: string; text: string }[] = [];
  const sms: SmsProvider = {
    async send(to, text) {
      sent.push({ to, text });
    },
  };
  const env = envSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: smtp.url, ...opts.env });
  // Loaded only for a test that serves pages: the app's tree is a large graph to transform.
  const renderPage =
    opts.staticRoot && opts.renderFrom !== 'build'
      ? (await import('../../src/app/server-entry')).renderPage
      : undefined;
  const app = await buildApp({
    db: database.db,
    env,
    sms,
    staticRoot: opts.staticRoot,
    renderPage,
    logger: false,
    // Only a hang guard: at load 30 on two cores, start-up passed Fastify's default 10 s.
    pluginTimeoutMs: 120_000,
  });
  const { mailer } = app.services;
  const deliver = mailer.send.bind(mailer);
  mailer.send = (mail) => smtp.track(deliver(mail));
  await app.ready();
  return {
    app,
    database,
    smtp,
    sms: sent,
    async close() {
      await app.close();
      await smtp.close();
      await database.close();
    },
  };
}
