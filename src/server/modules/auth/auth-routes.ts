// Login by one-time code for partners (e-mail) and riders (phone), session lookup, logout and logout everywhere.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  codeSentSchema,
  loggedOutSchema,
  meSchema,
  partnerCodeRequestSchema,
  partnerVerifyRequestSchema,
  sessionSchema,
} from '../../../domain/auth/auth';
import {
  partnerSignupRequestSchema,
  partnerSignupVerifySchema,
  signupSentSchema,
} from '../../../domain/auth/partner-signup';
import {
  codeMessageParamsSchema,
  codeMessageStatusSchema,
  loginChannelsSchema,
  phoneCodeSentSchema,
  riderCodeRequestSchema,
  riderVerifyRequestSchema,
} from '../../../domain/auth/rider-auth';
import { requireSession } from '../../plugins/auth';
import { userRoom } from '../../realtime/rooms';
import { requireTenant } from '../../plugins/tenant';
import {
  sendDriverCode,
  sendPartnerCode,
  sendRiderCode,
  verifyDriverCode,
  verifyPartnerCode,
  verifyRiderCode,
} from './auth';
import { driverCodeRequestSchema, driverVerifyRequestSchema } from '../../../domain/drivers/driver-app';
import { signUpPartner, verifyPartnerSignup, type SignupDeps } from './partner-signup';
import { revokeSession, revokeUserSessions, toSessionUser } from '../../lib/sessions';
import { codeMessageStatus, loginChannels } from '../messages';
import { ERROR_CODES } from '../../../domain/errors';
import { HttpError } from '../../http-error';
import { decoyStatus } from './decoy-messages';

/** Per-client ceiling on top of the per-address limits the code service keeps. */
const perClientLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
/** A login screen asks about its code about once a second for some seconds, on each code it asks for. */
const pollLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, secret, metrics } = app.services;
  const deps: SignupDeps = {
    db,
    mailer,
    secret,
    log: app.log,
    loginCodes: metrics.loginCodes,
    platformDomain: app.services.env.PLATFORM_DOMAIN,
  };

  app.post(
    '/partner/signup',
    {
      config: perClientLimit,
      schema: { body: partnerSignupRequestSchema, response: { 200: signupSentSchema } },
    },
    async (request) => signUpPartner(deps, request.body, request.brand, request.ip),
  );

  app.post(
    '/partner/signup/verify',
    {
      config: perClientLimit,
      schema: {
        body: partnerSignupVerifySchema,
        response: { 200: sessionSchema.extend({ domain: z.string() }) },
      },
    },
    async (request) => verifyPartnerSignup(deps, request.body.domain, request.body.email, request.body.code),
  );

  app.post(
    '/partner/code',
    { config: perClientLimit, schema: { body: partnerCodeRequestSchema, response: { 200: codeSentSchema } } },
    async (request) => sendPartnerCode(deps, requireTenant(request), request.body.email, request.ip),
  );

  app.post(
    '/partner/verify',
    {
      config: perClientLimit,
      schema: { body: partnerVerifyRequestSchema, response: { 200: sessionSchema } },
    },
    async (request) => verifyPartnerCode(deps, requireTenant(request), request.body.email, request.body.code),
  );

  app.post(
    '/rider/code',
    {
      config: perClientLimit,
      schema: { body: riderCodeRequestSchema, response: { 200: phoneCodeSentSchema } },
    },
    async (request) => sendRiderCode(deps, requireTenant(request), request.body, request.ip),
  );

  app.post(
    '/rider/verify',
    { config: perClientLimit, schema: { body: riderVerifyRequestSchema, response: { 200: sessionSchema } } },
    async (request) => verifyRiderCode(deps, requireTenant(request), request.body),
  );

  app.post(
    '/driver/code',
    {
      config: perClientLimit,
      schema: { body: driverCodeRequestSchema, response: { 200: phoneCodeSentSchema } },
    },
    async (request) => sendDriverCode(deps, requireTenant(request), request.body, request.ip),
  );

  /** The channels the login screens offer for phone codes (WhatsApp only when the partner can send by it). */
  app.get(
    '/code-channels',
    { schema: { response: { 200: loginChannelsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return loginChannels(db, requireTenant(request));
    },
  );

  /** How a texted code fares, for the login screen that asked for it: no session, as its id is unguessable. */
  app.get(
    '/code-messages/:id',
    {
      config: pollLimit,
      schema: { params: codeMessageParamsSchema, response: { 200: codeMessageStatusSchema } },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const status =
        (await codeMessageStatus(db, tenant.id, request.params.id)) ??
        decoyStatus(secret, tenant.id, request.params.id);
      if (!status) throw new HttpError(404, ERROR_CODES.notFound, 'No login code was sent with this id.');
      return status;
    },
  );

  app.post(
    '/driver/verify',
    { config: perClientLimit, schema: { body: driverVerifyRequestSchema, response: { 200: sessionSchema } } },
    async (request) => verifyDriverCode(deps, requireTenant(request), request.body.phone, request.body.code),
  );

  app.get('/me', { schema: { response: { 200: meSchema } } }, async (request) => ({
    user: toSessionUser(requireSession(request).user),
  }));

  app.post('/logout', { schema: { response: { 200: loggedOutSchema } } }, async (request) => {
    await revokeSession(db, requireSession(request).id);
    return { loggedOut: true as const };
  });

  /** Ends every session of this user on this site: a lost phone, a shared computer, a leaked token. */
  app.post('/logout-all', { schema: { response: { 200: loggedOutSchema } } }, async (request) => {
    const { user } = requireSession(request);
    await revokeUserSessions(db, user.id);
    // Open sockets were admitted with a session that no longer exists: they go too.
    app.io.in(userRoom(user.id)).disconnectSockets(true);
    return { loggedOut: true as const };
  });
};
