// Partner and rider login by one-time code: who may ask for a code, how it is delivered,
// and the session a right code buys. Tenant always comes from the host, never from the body.
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '../../../domain/constants';
import { ERROR_CODES } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { drivers, users } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { codeChannelFor, sendLoggedEmail, sendLoginCode } from '../messages';
import type { LoginCodeChannel } from '../../../domain/messages/message-kinds';
import { decoyMessageId } from './decoy-messages';
import { HttpError } from '../../http-error';
import { issueCode, verifyCode } from './one-time-codes';
import { createSession, toSessionUser, type User } from '../../lib/sessions';
import type { Tenant } from '../../lib/tenants';
import type { AppMetrics } from '../../lib/metrics';

export interface AuthDeps {
  db: Db;
  secret: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Counts e-mailed codes; texted ones are counted where the outbox sends them. */
  loginCodes: AppMetrics['loginCodes'];
}

async function findUser(db: Db, tenantId: string, role: Role, by: { email: string } | { phone: string }) {
  const match = 'email' in by ? eq(users.email, by.email) : eq(users.phone, by.phone);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, role), match))
    .limit(1);
  return user ?? null;
}

/** An unknown e-mail gets the very answer a partner's gets, after the same database work, and no mail: the login
 * cannot tell anyone which addresses have accounts. The mail goes out after the answer, so its SMTP round trip
 * does not time the difference either. */
export async function sendPartnerCode(
  deps: AuthDeps,
  tenant: Tenant,
  email: string,
  clientIp: string,
  /** A first paragraph for the e-mail, such as why a sign-up sent a login code instead. */
  opts: { intro?: string } = {},
) {
  const partner = await findUser(deps.db, tenant.id, 'partner', { email });
  const issued = await issueCode(
    deps.db,
    deps.secret,
    { tenantId: tenant.id, role: 'partner', address: email },
    clientIp,
  );
  // The log shows that a code went and whether it arrived, never the code.
  if (partner)
    sendLoggedEmail(
      deps.db,
      deps.mailer,
      { tenantId: tenant.id, kind: 'login_code', language: partner.language ?? tenant.defaultLanguage },
      {
        to: email,
        subject: `${issued.code} is your ${tenant.businessName} login code`,
        text: `${opts.intro ? `${opts.intro}\n\n` : ''}Your ${tenant.businessName} login code is ${issued.code}. It expires in 10 minutes. If you did not ask for it, ignore this e-mail.`,
      },
    ).then(
      () => deps.loginCodes.inc({ channel: 'email', outcome: 'sent' }),
      (error: unknown) => {
        deps.loginCodes.inc({ channel: 'email', outcome: 'failed' });
        deps.log.error({ err: error, tenant: tenant.id }, 'partner login code not sent');
      },
    );
  return { sent: true as const, expiresInSeconds: issued.expiresInSeconds };
}

export async function verifyPartnerCode(deps: AuthDeps, tenant: Tenant, email: string, code: string) {
  await verifyCode(deps.db, deps.secret, { tenantId: tenant.id, role: 'partner', address: email }, code);
  const partner = await findUser(deps.db, tenant.id, 'partner', { email });
  if (!partner) throw new HttpError(404, ERROR_CODES.notFound, 'This partner account no longer exists.');
  return sessionFor(deps.db, partner);
}

/** Who asks for a phone code, and by which channel (unset: the partner's default). */
export interface PhoneCodeRequest {
  phone: string;
  channel?: LoginCodeChannel;
}

export async function sendRiderCode(
  deps: AuthDeps,
  tenant: Tenant,
  request: PhoneCodeRequest,
  clientIp: string,
) {
  const issued = await issueCode(
    deps.db,
    deps.secret,
    { tenantId: tenant.id, role: 'rider', address: request.phone },
    clientIp,
  );
  const sent = await sendLoginCode(deps.db, tenant, request.phone, issued.code, request.channel);
  return { sent: true as const, expiresInSeconds: issued.expiresInSeconds, ...sent };
}

/** The rider of this partner whose referral code this is; an unknown code is no referrer, never an error. */
async function referrerFor(db: Db, tenantId: string, referralCode: string | undefined) {
  if (!referralCode) return undefined;
  const [referrer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'rider'), eq(users.referralCode, referralCode)));
  return referrer?.id;
}

/** Riders need no sign-up: the first right code creates their account on this partner's site, remembering the
 * rider whose referral link brought them. */
export async function verifyRiderCode(
  deps: AuthDeps,
  tenant: Tenant,
  request: { phone: string; code: string; name?: string; referralCode?: string },
) {
  const { phone, code, name } = request;
  await verifyCode(deps.db, deps.secret, { tenantId: tenant.id, role: 'rider', address: phone }, code);
  const referredBy = await referrerFor(deps.db, tenant.id, request.referralCode);
  const rider = await findOrCreateRider(deps.db, tenant.id, phone, name, referredBy);
  if (rider.blockedAt)
    throw new HttpError(
      403,
      ERROR_CODES.forbidden,
      `${tenant.businessName} has blocked your account (“${rider.blockReason ?? ''}”). Call them if this is a mistake.`,
    );
  return sessionFor(deps.db, rider);
}

/** The partner's rider with this phone (E.164), created on first contact; a name fills a blank one. The referrer
 * is written only into a new account, so signing in again by someone's link changes nothing. */
export async function findOrCreateRider(
  db: Db,
  tenantId: string,
  phone: string,
  name?: string,
  referredBy?: string,
): Promise<User> {
  const existing = await findUser(db, tenantId, 'rider', { phone });
  const rider =
    existing ??
    (
      await db
        .insert(users)
        .values({ tenantId, role: 'rider', phone, name: name ?? '', referredBy })
        .onConflictDoNothing()
        .returning()
    )[0] ??
    (await findUser(db, tenantId, 'rider', { phone }));
  if (!rider) throw new Error('rider account was not written');
  if (name && !rider.name) await fillBlankRiderName(db, rider.id, name);
  return { ...rider, name: rider.name || name || '' };
}

/** A name the rider gave (at sign-in, or on the ride form of a booking) fills a blank profile name; it never
 * replaces one the rider chose. */
export async function fillBlankRiderName(db: Db, riderId: string, name: string): Promise<void> {
  if (!name) return;
  await db
    .update(users)
    .set({ name })
    .where(and(eq(users.id, riderId), eq(users.name, '')));
}

async function sessionFor(db: Db, user: User) {
  const token = await createSession(db, user);
  return { token, user: toSessionUser(user) };
}

/** Drivers the partner added log in by a code to their phone. An unknown number gets the same answer and no
 * text, so the login cannot be used to learn who drives for whom. */
export async function sendDriverCode(
  deps: AuthDeps,
  tenant: Tenant,
  request: PhoneCodeRequest,
  clientIp: string,
) {
  const { phone } = request;
  const [driver] = await deps.db
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.tenantId, tenant.id), eq(drivers.phone, phone)));
  const issued = await issueCode(
    deps.db,
    deps.secret,
    { tenantId: tenant.id, role: 'driver', address: phone },
    clientIp,
  );
  const answer = { sent: true as const, expiresInSeconds: issued.expiresInSeconds };
  if (driver)
    return { ...answer, ...(await sendLoginCode(deps.db, tenant, phone, issued.code, request.channel)) };
  const channel = await codeChannelFor(deps.db, tenant, request.channel);
  return { ...answer, channel, messageId: decoyMessageId(deps.secret, tenant.id, channel) };
}

const DRIVER_REFUSALS: Record<string, string> = {
  Blocked: 'has blocked your driver account. Call them to know why.',
  pending: 'has not verified you as a driver yet. Call them to finish.',
};

export async function verifyDriverCode(deps: AuthDeps, tenant: Tenant, phone: string, code: string) {
  await verifyCode(deps.db, deps.secret, { tenantId: tenant.id, role: 'driver', address: phone }, code);
  const [driver] = await deps.db
    .select()
    .from(drivers)
    .where(and(eq(drivers.tenantId, tenant.id), eq(drivers.phone, phone)));
  if (!driver)
    throw new HttpError(
      404,
      ERROR_CODES.notFound,
      `${tenant.businessName} has no driver with this number. Ask them to add you.`,
    );
  const refusal = DRIVER_REFUSALS[driver.accountStatus];
  if (refusal) throw new HttpError(403, ERROR_CODES.forbidden, `${tenant.businessName} ${refusal}`);
  const name = `${driver.firstName} ${driver.lastName}`.trim();
  const user =
    (await findUser(deps.db, tenant.id, 'driver', { phone })) ??
    (
      await deps.db.insert(users).values({ tenantId: tenant.id, role: 'driver', phone, name }).returning()
    )[0]!;
  return sessionFor(deps.db, user);
}
