// Signing the platform's owners in: an e-mailed code to an address in PLATFORM_ADMINS buys a platform session.
// Any other address gets the same answer after the same database work and no mail, and no code of its ever
// verifies, so the console's login tells no one who runs the platform.
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { HttpError } from '../../http-error';
import { createPlatformSession } from '../../lib/platform-sessions';
import type { Mailer } from '../../mail/mailer';
import { issueAdminCode, verifyAdminCode } from './admin-login-codes';

export interface AdminAuthDeps {
  db: Db;
  secret: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
  admins: ReadonlySet<string>;
}

export async function sendAdminCode(deps: AdminAuthDeps, email: string, clientIp: string) {
  const issued = await issueAdminCode(deps.db, deps.secret, email, clientIp);
  // After the answer, so the SMTP round trip does not time the difference between an owner and anyone else.
  if (deps.admins.has(email))
    deps.mailer
      .send({
        to: email,
        subject: `${issued.code} is your platform console login code`,
        text: `Your platform console login code is ${issued.code}. It expires in 10 minutes. If you did not ask for it, ignore this e-mail.`,
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'platform login code not sent'));
  return { sent: true as const, expiresInSeconds: issued.expiresInSeconds };
}

export async function verifyAdminLogin(deps: AdminAuthDeps, email: string, code: string) {
  await verifyAdminCode(deps.db, deps.secret, email, code);
  // Also an owner taken off the list between the code and its use.
  if (!deps.admins.has(email))
    throw new HttpError(400, ERROR_CODES.codeInvalid, 'That code is not right. Ask for a new code.');
  return { token: await createPlatformSession(deps.db, email), email };
}
