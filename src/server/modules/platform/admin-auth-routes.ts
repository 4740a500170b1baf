// The platform owner's sign-in: code, verify, who am I and sign out; on the platform's own host only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCodeRequestSchema,
  adminCodeSentSchema,
  adminLoggedOutSchema,
  adminMeSchema,
  adminSessionSchema,
  adminVerifyRequestSchema,
} from '../../../domain/platform/admin-console';
import { revokePlatformSession } from '../../lib/platform-sessions';
import { requirePlatformAdmin } from '../../plugins/platform-admin';
import { sendAdminCode, verifyAdminLogin, type AdminAuthDeps } from './admin-auth';
import { onlyOnPlatformHost, onlyPlatformAdmins } from './admin-guards';

/** Per-client ceiling on top of the per-address limits the codes keep, as for partners' codes. */
const perClientLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, secret, mailer, env } = app.services;
  const deps: AdminAuthDeps = { db, secret, mailer, log: app.log, admins: new Set(env.PLATFORM_ADMINS) };
  onlyOnPlatformHost(app);

  app.post(
    '/code',
    {
      config: perClientLimit,
      schema: { body: adminCodeRequestSchema, response: { 200: adminCodeSentSchema } },
    },
    async (request) => sendAdminCode(deps, request.body.email, request.ip),
  );

  app.post(
    '/verify',
    {
      config: perClientLimit,
      schema: { body: adminVerifyRequestSchema, response: { 200: adminSessionSchema } },
    },
    async (request) => verifyAdminLogin(deps, request.body.email, request.body.code),
  );

  app.post('/logout', { schema: { response: { 200: adminLoggedOutSchema } } }, async (request) => {
    await revokePlatformSession(db, requirePlatformAdmin(request).id);
    return { loggedOut: true as const };
  });
};

export const adminMeRoute: FastifyPluginAsyncZod = async (app) => {
  onlyPlatformAdmins(app);
  app.get('/me', { schema: { response: { 200: adminMeSchema } } }, async (request) => ({
    email: requirePlatformAdmin(request).email,
  }));
};
