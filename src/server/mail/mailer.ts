// Sends e-mail through nodemailer over SMTP_URL. Without it, messages are written to the server log,
// clearly marked as development delivery, so a newcomer can still log in.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Where the recipient's reply goes, such as the visitor who wrote through the contact form. */
  replyTo?: string;
  /** Files sent with the message, such as a ride's invoice. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** What the SMTP server gave the message: its Message-ID, which the message log keeps (none in development). */
export interface SentMail {
  messageId: string | null;
}

export interface Mailer {
  send(mail: Mail): Promise<SentMail>;
}

export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, log } = opts;
  if (!smtpUrl) {
    return {
      async send(mail) {
        const files = mail.attachments?.map((file) => ` [${file.filename}]`).join('') ?? '';
        log.warn(
          `[development delivery: no SMTP_URL] e-mail to ${mail.to}: ${mail.subject}${files}\n${mail.text}`,
        );
        return { messageId: null };
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      const info = (await transport.sendMail({ from, ...mail })) as { messageId?: string };
      return { messageId: info.messageId ?? null };
    },
  };
}
