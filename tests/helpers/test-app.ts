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
  /** Text messages the app sent, newest last (sent from the outbox, so a moment after the request). */
  sms: SentText[];
  /** The first text to `to` (as typed: `98765 30001` matches `+919876530001`) after the first `after` texts,
   * once it is sent. */
  textTo: (to: string, after?: number, words?: RegExp) => Promise<SentText>;
  /** The one-time code in the first code text to `to` after the first `after` texts. */
  codeTo: (to: string, after?: number) => Promise<string>;
  close: () => Promise<void>;
}

export interface SentText {
  to: string;
  text: string;
  sender?: string;
  dlt?: { entityId: string; templateId: string };
}

const TEXT_WAIT_MS = 20_000;
/** Login and phone codes open their text: "1234 is your …". */
const CODE_TEXT = /^(\d{4}) is your /;
const digits = (phone: string) => phone.replace(/\D/g, '');
/** The number as typed in a test (`98765 30001`) or as sent (`+919876530001`). */
const sameNumber = (sent: string, typed: string) => digits(sent).endsWith(digits(typed));

export async function startTestApp(
  target: TestDatabase,
  opts: {
    seed?: boolean;
    staticRoot?: string;
    env?: Record<string, string>;
    /** Server-render pages with the app's source (the default), or with the server entry built under
     * `staticRoot` (as `npm start` does; the browser tests serve the real build). */
    renderFrom?: 'source' | 'build';
    /** Build the SMS gateway from `env` (SMS_PROVIDER and its settings) as `npm start` does, rather than record
     * texts in `sms`: for tests against a gateway's stand-in, which read its texts there. */
    smsFromEnv?: boolean;
    /** Log as `npm start` does (LOG_LEVEL from `env`, else info) into this stream, rather than not at all. */
    logStream?: { write: (line: string) => void };
  } = {},
): Promise<TestApp> {
  const database = await target.open();
  if (opts.seed !== false) await seedDemo(database.db);
  const smtp = await startSmtpCatcher();
  const sent: SentText[] = [];
  const sms: SmsProvider = {
    name: 'log',
    async send(message) {
      sent.push({ to: message.to, text: message.text, sender: message.sender, dlt: message.dlt });
      return { providerId: `test-${sent.length}` };
    },
  };
  const env = envSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: opts.logStream ? 'info' : 'silent',
    SMTP_URL: smtp.url,
    MESSAGE_SWEEP_MS: '200',
    ...opts.env,
  });
  // Loaded only for a test that serves pages: the app's tree is a large graph to transform.
  const renderPage =
    opts.staticRoot && opts.renderFrom !== 'build'
      ? (await import('../../src/app/server-entry')).renderPage
      : undefined;
  const app = await buildApp({
    db: database.db,
    env,
    sms: opts.smsFromEnv ? undefined : sms,
    staticRoot: opts.staticRoot,
    renderPage,
    logger: Boolean(opts.logStream),
    logStream: opts.logStream,
    // Only a hang guard: at load 30 on two cores, start-up passed Fastify's default 10 s.
    pluginTimeoutMs: 120_000,
  });
  async function textTo(to: string, after = 0, words?: RegExp): Promise<SentText> {
    const since = Date.now();
    for (;;) {
      const text = sent
        .slice(after)
        .find((message) => sameNumber(message.to, to) && (!words || words.test(message.text)));
      if (text) return text;
      if (Date.now() - since > TEXT_WAIT_MS) throw new Error(`no text reached ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const { mailer } = app.services;
  const deliver = mailer.send.bind(mailer);
  mailer.send = (mail) => smtp.track(deliver(mail));
  await app.ready();
  return {
    app,
    database,
    smtp,
    sms: sent,
    textTo,
    async codeTo(to, after = 0) {
      return CODE_TEXT.exec((await textTo(to, after, CODE_TEXT)).text)![1]!;
    },

    async close() {
      await app.close();
      await smtp.close();
      await database.close();
    },
  };
}
