// E-mails go straight to SMTP as they always did (a login code must not wait for a sweep, an invoice carries its
// PDF), but each one a person depends on is written to the message log beside the texts and pushes: sent with the
// SMTP server's Message-ID, or failed with why. The log never holds a secret: a login code's e-mail is logged
// without its code.
import type { MessageKind } from '../../../domain/messages/message-kinds';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import type { Mail, Mailer } from '../../mail/mailer';

export interface LoggedEmail {
  tenantId: string;
  rideId?: string | null;
  kind: MessageKind;
  language?: string;
  /** What the log may show of the e-mail (never a code). */
  variables?: Record<string, string>;
}

/** Sends the e-mail and logs its fate; a failed send is logged and then thrown, as it was before the log. */
export async function sendLoggedEmail(db: Db, mailer: Mailer, logged: LoggedEmail, mail: Mail) {
  const row = {
    tenantId: logged.tenantId,
    rideId: logged.rideId ?? null,
    channel: 'email',
    kind: logged.kind,
    recipient: mail.to,
    payload: logged.variables ?? {},
    language: logged.language ?? 'en',
    provider: 'smtp',
    attempts: 1,
    nextAttemptAt: null,
  };
  try {
    const sent = await mailer.send(mail);
    await db
      .insert(messages)
      .values({ ...row, status: 'sent', providerId: sent.messageId, sentAt: new Date() });
    return sent;
  } catch (error) {
    const reason = String((error as Error)?.message ?? error).slice(0, 500);
    await db.insert(messages).values({ ...row, status: 'failed', failureReason: reason });
    throw error;
  }
}
