// A real SMTP server in the test process: the app's nodemailer delivers to it, tests read the codes back.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

export interface SmtpCatcher {
  url: string;
  mails: CaughtMail[];
  /** The newest login code sent to `to`, waiting for it to arrive. */
  codeFor: (to: string, timeoutMs?: number) => Promise<string>;
  /** Follows a delivery the app started without waiting for it (login codes go out after the answer), so
   * `codeFor` never reads an older code while a newer one is still on its way. */
  track: <T>(delivery: Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(delivery: Promise<T>) => {
    inFlight.add(delivery);
    const settled = () => inFlight.delete(delivery);
    delivery.then(settled, settled);
    return delivery;
  };

  const codeFor = async (to: string, timeoutMs = 5000) => {
    await Promise.allSettled([...inFlight]);
    const deadline = Date.now() + timeoutMs;
    const seen = mails.length;
    for (;;) {
      const mail = [...mails].reverse().find((m) => m.to.includes(to.toLowerCase()));
      const code = mail ? /login code is (\d{4,6})/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1] : undefined;
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no code reached ${to} (${mails.length - seen} new mails)`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    codeFor,
    track,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
